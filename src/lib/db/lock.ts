// No 'server-only' guard: the Payload config (the job queue's lease) reaches this module, and the
// command-line scripts (migrate, seed) load that config outside Next.js.

import pg from 'pg'
import { processSlot } from '@/lib/process/slot'

import { env, processSettings } from '@/lib/env'
import { logger } from '@/lib/ops/logger'

/**
 * A key for work that must run one at a time across every app server: a class (one per kind of
 * work, distinct from the ticketing engine's) and the id of the thing it guards.
 */
export type LockKey = { space: number; id: number }

/** The lock classes in use, so no two kinds of work share one by accident. */
export const LOCK_SPACES = {
  /** An editor's read-check-write of one page's draft (features/editor). */
  pages: 17_101,
  /** The same for one editable section (container). */
  containers: 17_102,
  /** The job queue's lease: the one server that runs due jobs (scheduled publishing, order clean-up). */
  jobs: 17_103,
  /** The offers of one performance's waiting list (features/booking): one run at a time keeps the order of joining. */
  waitingList: 17_104,
} as const

/** How long a write waits for another server's write of the same thing before it gives up (an error). */
const WAIT_MS = 30_000
/** A lock whose server stopped answering is freed by PostgreSQL after this long (the server died mid-write). */
const HELD_AT_MOST_MS = 60_000

type Lockable = { connect(): Promise<pg.PoolClient> }
const POOL = processSlot<Lockable>('festival.lockPool')

/**
 * The locks' own small pool, apart from Payload's: a write that holds (or waits for) its lock keeps
 * one connection for it while its reads and writes take Payload's, so a busy Payload pool can never
 * leave a lock holder waiting for a connection that its waiters hold.
 */
function lockPool(): Lockable {
  const existing = POOL.get()
  if (existing) return existing
  const pool = new pg.Pool({
    connectionString: env().DATABASE_URL,
    max: 4,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    options: `-c idle_in_transaction_session_timeout=${HELD_AT_MOST_MS} -c client_connection_check_interval=2000 -c lock_timeout=${WAIT_MS}`,
  })
  // An idle connection that breaks (the database restarted) is dropped by the pool; unheard, the error would end the process.
  pool.on('error', (error) => logger().warn({ msg: 'lock pool: an idle connection broke', err: error }))
  POOL.set(pool)
  return pool
}

// One waiter per key in this process: the others queue here, not on database connections.
const queues = new Map<string, Promise<unknown>>()

async function inProcess<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const current = before.then(run, run)
  const settled = current.catch(() => undefined)
  queues.set(key, settled)
  try {
    return await current
  } finally {
    if (queues.get(key) === settled) queues.delete(key)
  }
}

/**
 * Runs `run` while no other run with the same key runs, on this server or any other (issue 28):
 * a queue in this process and, on PostgreSQL, an advisory transaction lock held on a connection of
 * the locks' own pool until `run` has finished (its writes committed). A server that dies while
 * holding one frees it when PostgreSQL notices (its connection closes, or at most after
 * HELD_AT_MOST_MS). SQLite is one process by construction (the embedded database), so its queue is
 * the whole condition.
 */
export async function exclusive<T>(key: LockKey, run: () => Promise<T>): Promise<T> {
  return inProcess(`${key.space}:${key.id}`, async () => {
    if (env().databaseKind !== 'postgres') return run()
    const connection = await lockPool().connect()
    let failed: Error | undefined
    // A checked-out connection has no listener of the pool's: one that breaks while `run` works (the
    // database restarted, or PostgreSQL ended it after HELD_AT_MOST_MS) must not end the process.
    // The lock is gone with it, so the run goes on without the other servers waiting: logged.
    const broke = (error: Error) => {
      failed = error
      logger().warn({ msg: 'a lock was lost while its work ran', lock: `${key.space}:${key.id}`, err: error })
    }
    connection.on('error', broke)
    try {
      await connection.query('BEGIN')
      await connection.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [key.space, key.id])
      return await run()
    } finally {
      // Ending the transaction frees the lock; a connection that cannot end it is discarded, which frees it too.
      if (!failed)
        await connection.query('COMMIT').catch((error: unknown) => {
          failed = error instanceof Error ? error : new Error(String(error))
        })
      connection.off('error', broke)
      connection.release(failed)
    }
  })
}

const LEASE = processSlot<pg.Client>('festival.jobLease')

/**
 * Whether this server runs the job queue on this tick (Payload's `shouldAutoRun`, issue 28): every
 * server may run it, and exactly one does, the one holding the queue's lease. On PostgreSQL that
 * is a session advisory lock on a connection of its own, taken by whichever server asks first and
 * kept for as long as that connection lives; when the server dies or loses the database, its
 * connection closes (TCP keep-alive finds a silent one within half a minute), PostgreSQL frees
 * the lock and the next server to ask takes over on its next tick. SQLite is one process: it
 * always runs the queue.
 */
export async function mayRunJobs(): Promise<boolean> {
  if (env().databaseKind !== 'postgres') return true
  let client = LEASE.get()
  try {
    if (!client) {
      const fresh = new pg.Client({
        connectionString: env().DATABASE_URL,
        application_name: `festival-jobs-${processSettings().SERVER_NAME ?? process.pid}`,
        // Both ends find a silent peer within about 25 s: this side's keep-alive and the server's.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        connectionTimeoutMillis: 5_000,
        query_timeout: 5_000,
        options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
      })
      // A connection that breaks loses the lease with it: the next tick asks on a new one.
      fresh.on('error', () => {
        if (LEASE.get() === fresh) LEASE.clear()
        void fresh.end().catch(() => undefined)
      })
      client = fresh
      LEASE.set(fresh)
      await fresh.connect()
    }
    // Asked again on every tick: true while this session holds it (the count only grows; the lock ends with the connection).
    const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1::int, 0) AS "held"', [LOCK_SPACES.jobs])
    return rows[0]?.held === true
  } catch {
    if (LEASE.get() === client) LEASE.clear()
    await client?.end().catch(() => undefined)
    return false
  }
}

/** Gives the lease up (its connection closes): for a server shutting down, and for tests. */
export async function releaseJobLease(): Promise<void> {
  const client = LEASE.get()
  LEASE.clear()
  await client?.end().catch(() => undefined)
}
