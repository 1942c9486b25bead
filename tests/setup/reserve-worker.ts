/**
 * A second server process for the booking engine's concurrency test: it opens its own connection
 * to the test database, says 'ready', waits for 'go' on stdin, then makes COUNT reservations of one
 * ticket at once and prints how many succeeded. Run with `--conditions react-server` (server-only).
 */
import { createInterface } from 'node:readline'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { type PlannedReservation, reserveSeats } from '@/features/booking/providers/builtin/engine'
import { makeSql, type Row, type Sql } from '@/lib/db/sql'

const url = process.env.DATABASE_URL ?? ''
const count = Number(process.env.COUNT ?? '100')
const plan = JSON.parse(process.env.PLAN ?? '{}') as PlannedReservation

async function connect(): Promise<{ sql: Sql; close: () => Promise<void> }> {
  if (url.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    const query = async (statement: string) => (await pool.query(statement)).rows as Row[]
    const transaction = async (statements: readonly string[]) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        let rows: Row[] = []
        for (const statement of statements) rows = (await client.query(statement)).rows as Row[]
        await client.query('COMMIT')
        return rows
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    }
    return {
      sql: makeSql('postgres', query, transaction, () => Promise.reject(new Error('no batches in the worker'))),
      close: () => pool.end(),
    }
  }
  const client = createClient({ url })
  await client.execute('PRAGMA busy_timeout = 5000')
  const query = async (statement: string) => (await client.execute(statement)).rows as unknown as Row[]
  return {
    sql: makeSql(
      'sqlite',
      query,
      () => Promise.reject(new Error('no transactions on SQLite')),
      () => Promise.reject(new Error('no batches in the worker')),
    ),
    close: async () => client.close(),
  }
}

const { sql, close } = await connect()
process.stdout.write('ready\n')
const lines = createInterface({ input: process.stdin })
for await (const line of lines) {
  if (line.trim() !== 'go') continue
  const results = await Promise.all(Array.from({ length: count }, () => reserveSeats(sql, null, plan, new Date())))
  process.stdout.write(`${JSON.stringify({ ok: results.filter((result) => result.ok).length })}\n`)
  break
}
lines.close()
await close()
