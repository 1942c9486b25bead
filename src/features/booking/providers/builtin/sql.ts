import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/lib/env'

/**
 * Raw SQL for the ticketing engine on both adapters. Every value that reaches a statement is made
 * here from a checked integer, one of our own ISO timestamps or a token matching TOKEN_PATTERN, so
 * nothing a visitor sends is ever spliced in (the same rule as the rate limiter's upsert).
 */
export type Row = Record<string, unknown>
type RawResult = { rows: Row[] }
type RawExecutor = {
  drizzle: { transaction<T>(run: (tx: unknown) => Promise<T>): Promise<T> }
  execute(args: { drizzle: unknown; raw: string }): Promise<RawResult>
}

export type Dialect = 'sqlite' | 'postgres'

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

export type Sql = {
  dialect: Dialect
  /** Runs one statement (autocommit) and answers its rows. */
  query(statement: string): Promise<Row[]>
  /**
   * Runs statements in one transaction on one connection (PostgreSQL: READ COMMITTED, so each
   * statement sees what committed before it started). Answers the last statement's rows.
   */
  transaction(statements: readonly string[]): Promise<Row[]>
  /** A timestamp literal of the dialect. */
  at(date: Date): string
  /** The larger and the smaller of two expressions. */
  greatest(a: string, b: string): string
  least(a: string, b: string): string
}

export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`)
  return String(value)
}

export function token(value: string): string {
  if (!TOKEN_PATTERN.test(value)) throw new TypeError('not a cart token')
  return `'${value}'`
}

/** The dialect's Sql over a way to run one statement and a way to run several in one transaction. */
export function makeSql(dialect: Dialect, query: (statement: string) => Promise<Row[]>, transaction: (statements: readonly string[]) => Promise<Row[]>): Sql {
  return {
    dialect,
    query,
    transaction,
    at: (date) => (dialect === 'postgres' ? `'${date.toISOString()}'::timestamptz` : `'${date.toISOString()}'`),
    greatest: (a, b) => (dialect === 'postgres' ? `GREATEST(${a}, ${b})` : `MAX(${a}, ${b})`),
    least: (a, b) => (dialect === 'postgres' ? `LEAST(${a}, ${b})` : `MIN(${a}, ${b})`),
  }
}

/** The engine's Sql on Payload's own connection (pool) of either adapter. */
export function sqlOf(payload: Payload): Sql {
  const db = payload.db as unknown as RawExecutor
  const dialect: Dialect = env().databaseKind === 'postgres' ? 'postgres' : 'sqlite'
  const run = async (executor: unknown, statement: string) => (await db.execute({ drizzle: executor, raw: statement })).rows ?? []
  return makeSql(
    dialect,
    (statement) => run(db.drizzle, statement),
    (statements) =>
      db.drizzle.transaction(async (tx) => {
        let rows: Row[] = []
        for (const statement of statements) rows = await run(tx, statement)
        return rows
      }),
  )
}

/** A number from a row (PostgreSQL answers numeric columns as text). */
export function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0)
  return Number.isFinite(n) ? n : 0
}

/** A date from a row (SQLite answers text, PostgreSQL a Date or text). */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date
}
