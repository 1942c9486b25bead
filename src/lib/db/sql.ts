// No 'server-only' guard: the search index's collection hooks reach this module from the Payload
// config, which the command-line scripts (migrate, seed) load outside Next.js.

import type { sql as sqliteTag } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'

/**
 * Raw SQL on both adapters, for the ticketing engine and the search index. Every value that
 * reaches a statement is bound (`bind.*` in a `stmt`) or made here from a checked integer, one of
 * our own ISO timestamps or a token matching TOKEN_PATTERN, so nothing a visitor sends is ever
 * spliced in (the same rule as the rate limiter's upsert).
 */
export type Row = Record<string, unknown>
/** A value bound to a placeholder, never spliced into the statement's text. */
export type Bound = { value: string | number | null; type: 'integer' | 'bigint' | 'text' | 'time'; enumType?: string }
/** A statement with bound values: `stmt` below builds one from a template. */
export type Statement = { strings: readonly string[]; params: readonly Part[] }
/** What a statement interpolates: a bound value, our own fragment, or another statement (a subquery). */
export type Part = Bound | { raw: string } | Statement

/** A statement whose interpolations are bound values (`bind.*`), our own fragments (`raw`) or statements. */
export function stmt(strings: TemplateStringsArray, ...params: Part[]): Statement {
  return { strings: [...strings], params }
}

/** Parts joined by a separator of our own (`, `), as one statement: bound lists and multi-row VALUES. */
export function joined(parts: readonly Part[], separator: string): Statement {
  return { strings: ['', ...parts.slice(1).map(() => separator), ''], params: [...parts] }
}

export const bind = {
  int: (value: number | null): Bound => ({ value: value === null ? null : Number(int(value)), type: 'integer' }),
  /** An integer past 32 bits (epoch milliseconds, random draws). */
  big: (value: number | null): Bound => ({ value: value === null ? null : Number(int(value)), type: 'bigint' }),
  text: (value: string | null): Bound => {
    if (value !== null && value.includes('\u0000')) throw new TypeError('text with a NUL character')
    return { value, type: 'text' }
  },
  time: (value: Date): Bound => ({ value: value.toISOString(), type: 'time' }),
  /** A value of a select field: text on SQLite, the field's enum type on PostgreSQL. */
  choice: (value: string, enumType: string): Bound => {
    if (!/^[a-z_]+$/.test(enumType)) throw new TypeError('not an enum type name')
    return { value, type: 'text', enumType }
  },
}

type Args = (string | number | null)[]
type LibsqlClient = {
  batch(statements: { sql: string; args: Args }[], mode: 'write'): Promise<{ rows: Row[] }[]>
  execute(args: { sql: string; args: Args }): Promise<{ rows: Row[] }>
}
type PgPool = {
  connect(): Promise<{ query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>; release(error?: Error): void }>
  /** Several statements in one message answer one result each. */
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] } | { rows: Row[] }[]>
}

/**
 * What the engine uses of Payload's SQL adapters: drizzle and its `execute` (both), the request
 * transactions' sessions, and the driver below (PostgreSQL's pool, SQLite's client).
 */
export type SqlAdapter = {
  drizzle: { transaction<T>(run: (tx: unknown) => Promise<T>): Promise<T> }
  execute(args: { drizzle: unknown; raw: string } | { drizzle: unknown; sql: DrizzleSql }): Promise<{ rows?: Row[] }>
  sessions?: Record<string | number, { db?: unknown } | undefined>
  pool?: PgPool
  client?: LibsqlClient
}

function isSqlAdapter(db: object): db is SqlAdapter {
  return 'drizzle' in db && 'execute' in db && typeof db.execute === 'function'
}

/** Payload's database adapter as the engine uses it (the config chooses SQLite or PostgreSQL, both drizzle's). */
export function sqlAdapterOf(payload: Payload): SqlAdapter {
  const db: object = payload.db
  if (!isSqlAdapter(db)) throw new Error('an SQL adapter of Payload (SQLite or PostgreSQL) is needed')
  return db
}

function driverOf<K extends 'pool' | 'client'>(adapter: SqlAdapter, key: K): NonNullable<SqlAdapter[K]> {
  const driver = adapter[key]
  if (!driver) throw new Error(`the database adapter has no ${key}`)
  return driver
}

export type Dialect = 'sqlite' | 'postgres'

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

export type Sql = {
  dialect: Dialect
  /** Runs one statement (autocommit) and answers its rows. */
  query(statement: string): Promise<Row[]>
  /**
   * Runs statements in one transaction on one connection (PostgreSQL: READ COMMITTED, so each
   * statement sees what committed before it started; sent as one message). Answers the last
   * statement's rows.
   */
  transaction(statements: readonly string[]): Promise<Row[]>
  /**
   * Runs statements with bound values in one transaction, all or none, and answers each one's rows.
   * SQLite: one batch on the client's own connection (BEGIN IMMEDIATE: the write lock first);
   * PostgreSQL: one pooled connection, BEGIN ... COMMIT, rolled back on any error.
   */
  batch(statements: readonly Statement[]): Promise<Row[][]>
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
export function makeSql(
  dialect: Dialect,
  query: (statement: string) => Promise<Row[]>,
  transaction: (statements: readonly string[]) => Promise<Row[]>,
  batch: (statements: readonly { text: string; values: (string | number | null)[] }[]) => Promise<Row[][]>,
): Sql {
  return {
    dialect,
    query,
    transaction,
    batch: (statements) => batch(statements.map((statement) => render(dialect, statement))),
    at: (date) => (dialect === 'postgres' ? `'${date.toISOString()}'::timestamptz` : `'${date.toISOString()}'`),
    greatest: (a, b) => (dialect === 'postgres' ? `GREATEST(${a}, ${b})` : `MAX(${a}, ${b})`),
    least: (a, b) => (dialect === 'postgres' ? `LEAST(${a}, ${b})` : `MIN(${a}, ${b})`),
  }
}

/** The column type a bound value is cast to, so both databases compare it as its column. */
function castType(dialect: Dialect, param: Bound): string {
  if (param.type === 'integer') return 'INTEGER'
  if (param.type === 'bigint') return dialect === 'postgres' ? 'BIGINT' : 'INTEGER'
  if (param.type === 'time') return dialect === 'postgres' ? 'TIMESTAMPTZ' : 'TEXT'
  return dialect === 'postgres' && param.enumType ? `"${param.enumType}"` : 'TEXT'
}

/** A statement's text for the dialect (`?` or `$n`, each cast to its column type) and its values. */
export function render(
  dialect: Dialect,
  statement: Statement,
  values: (string | number | null)[] = [],
): { text: string; values: (string | number | null)[] } {
  let text = statement.strings[0] ?? ''
  statement.params.forEach((param, index) => {
    if ('raw' in param) text += param.raw
    else if ('strings' in param) text += render(dialect, param, values).text
    else {
      values.push(param.value)
      const placeholder = dialect === 'postgres' ? `$${values.length}` : '?'
      text += `CAST(${placeholder} AS ${castType(dialect, param)})`
    }
    text += statement.strings[index + 1] ?? ''
  })
  return { text, values }
}

type DrizzleTag = typeof sqliteTag
type DrizzleSql = ReturnType<DrizzleTag>

/** A statement as the adapter's own drizzle `sql`, values bound, for running inside Payload's transaction. */
function toDrizzle(tag: DrizzleTag, dialect: Dialect, statement: Statement): DrizzleSql {
  const chunks: DrizzleSql[] = []
  statement.strings.forEach((text, index) => {
    chunks.push(tag.raw(text))
    const param = statement.params[index]
    if (!param) return
    if ('raw' in param) chunks.push(tag.raw(param.raw))
    else if ('strings' in param) chunks.push(toDrizzle(tag, dialect, param))
    else chunks.push(tag`CAST(${param.value} AS ${tag.raw(castType(dialect, param))})`)
  })
  return tag.join(chunks)
}

function dialectOf(): Dialect {
  return env().databaseKind === 'postgres' ? 'postgres' : 'sqlite'
}

/**
 * Runs statements in order inside the request's Payload transaction (a collection hook's writes
 * commit or roll back with the document's), or on the adapter's connection without one. On SQLite
 * this matters: a second connection would wait for the transaction's write lock.
 */
export async function runInRequest(
  payload: Payload,
  req: Pick<PayloadRequest, 'transactionID'> | undefined,
  statements: readonly Statement[],
): Promise<Row[][]> {
  const adapter = sqlAdapterOf(payload)
  const id = req?.transactionID ? await req.transactionID : undefined
  const executor = (id !== undefined ? adapter.sessions?.[id]?.db : undefined) ?? adapter.drizzle
  const dialect = dialectOf()
  // The adapter in use is loaded already (the config chose it); each has its own drizzle, whose tag its statements need.
  const tag =
    dialect === 'postgres'
      ? ((await import('@payloadcms/db-postgres')).sql as unknown as DrizzleTag)
      : (await import('@payloadcms/db-sqlite')).sql
  const results: Row[][] = []
  for (const statement of statements)
    results.push((await adapter.execute({ drizzle: executor, sql: toDrizzle(tag, dialect, statement) })).rows ?? [])
  return results
}

/** Runs one read with bound values on the adapter's client (SQLite) or pool (PostgreSQL), outside any transaction. */
export async function readRows(payload: Payload, statement: Statement): Promise<Row[]> {
  const dialect = dialectOf()
  const { text, values } = render(dialect, statement)
  const adapter = sqlAdapterOf(payload)
  if (dialect === 'sqlite') return (await driverOf(adapter, 'client').execute({ sql: text, args: values })).rows
  const answer = await driverOf(adapter, 'pool').query(text, values)
  return Array.isArray(answer) ? (answer.at(-1)?.rows ?? []) : answer.rows
}

/**
 * PostgreSQL: the statements in one message, which PostgreSQL runs as one transaction (all or
 * none). Locks taken inside (a performance's reservation lock) are held for the statements' own
 * time only, never across round trips to a busy app server's event loop. With one round trip per
 * statement, one server reserved 62 a second and two servers 67 (issue 28, bench:cluster); in one
 * message, 77 and 96. The statements carry no bound values (the engine escapes its integers and
 * tokens itself).
 */
async function oneTrip(pool: PgPool, statements: readonly string[]): Promise<Row[]> {
  const results = await pool.query(statements.join(';\n'))
  return Array.isArray(results) ? (results.at(-1)?.rows ?? []) : results.rows
}

/** The engine's Sql on Payload's own connection (pool) of either adapter. */
export function sqlOf(payload: Payload): Sql {
  const db = sqlAdapterOf(payload)
  const dialect = dialectOf()
  const run = async (executor: unknown, statement: string) => (await db.execute({ drizzle: executor, raw: statement })).rows ?? []
  return makeSql(
    dialect,
    (statement) => run(db.drizzle, statement),
    (statements) =>
      dialect === 'postgres'
        ? oneTrip(driverOf(db, 'pool'), statements)
        : db.drizzle.transaction(async (tx) => {
            let rows: Row[] = []
            for (const statement of statements) rows = await run(tx, statement)
            return rows
          }),
    async (statements) => {
      if (dialect === 'sqlite') {
        // The client's batch keeps its connection (and its pragmas); a drizzle transaction would not.
        const client = driverOf(db, 'client')
        return (
          await client.batch(
            statements.map(({ text, values }) => ({ sql: text, args: values })),
            'write',
          )
        ).map((result) => result.rows)
      }
      const connection = await driverOf(db, 'pool').connect()
      try {
        await connection.query('BEGIN')
        const results: Row[][] = []
        for (const { text, values } of statements) results.push((await connection.query(text, values)).rows)
        await connection.query('COMMIT')
        connection.release()
        return results
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined)
        connection.release()
        throw error
      }
    },
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
