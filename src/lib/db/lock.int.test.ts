import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { env } from '@/lib/env'

import { exclusive, LOCK_SPACES, mayRunJobs, releaseJobLease } from './lock'

const postgres = env().databaseKind === 'postgres'
const others: pg.Client[] = []

/** Another app server's connection to the same database. */
async function otherServer(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: env().DATABASE_URL })
  await client.connect()
  others.push(client)
  return client
}

afterAll(async () => {
  await releaseJobLease()
  await Promise.all(others.map((client) => client.end().catch(() => undefined)))
})

describe.runIf(postgres)('the job queue’s lease (issue 28)', () => {
  it('runs the queue only on the server holding the lease, and passes it on when that server is gone', async () => {
    const holder = await otherServer()
    await holder.query('SELECT pg_advisory_lock($1::int, 0)', [LOCK_SPACES.jobs])
    expect(await mayRunJobs()).toBe(false)
    expect(await mayRunJobs()).toBe(false)
    // The holder dies: its connection closes and PostgreSQL frees the lease.
    await holder.end()
    let mine = false
    for (let tick = 0; tick < 40 && !mine; tick++) {
      mine = await mayRunJobs()
      if (!mine) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(mine).toBe(true)
    expect(await mayRunJobs()).toBe(true)
    // Now no other server gets it.
    const next = await otherServer()
    expect(
      (await next.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1::int, 0) AS "held"', [LOCK_SPACES.jobs])).rows[0]?.held,
    ).toBe(false)
  })
})

describe.runIf(!postgres)('the embedded database (one process)', () => {
  it('always runs the job queue', async () => {
    expect(await mayRunJobs()).toBe(true)
  })
})

describe('one at a time per key', () => {
  it('runs work with the same key in turn and work with other keys alongside', async () => {
    const order: string[] = []
    // The first run ends only once the run on another key has ended: that one cannot wait behind it.
    let otherDone: () => void = () => undefined
    const otherEnded = new Promise<void>((resolve) => (otherDone = resolve))
    const step = (name: string, until: () => Promise<unknown>) => async () => {
      order.push(`${name} starts`)
      await until()
      order.push(`${name} ends`)
      if (name === 'other') otherDone()
      return name
    }
    const key = { space: LOCK_SPACES.pages, id: 990_001 }
    const results = await Promise.all([
      exclusive(
        key,
        step('first', () => otherEnded),
      ),
      exclusive(
        key,
        step('second', async () => undefined),
      ),
      exclusive(
        { ...key, id: 990_002 },
        step('other', async () => undefined),
      ),
    ])
    expect(results).toEqual(['first', 'second', 'other'])
    expect(order.indexOf('second starts')).toBeGreaterThan(order.indexOf('first ends'))
  })

  it('lets the next one run when a run fails', async () => {
    const key = { space: LOCK_SPACES.containers, id: 990_003 }
    const failed = exclusive(key, async () => {
      throw new Error('refused')
    })
    const next = exclusive(key, async () => 'ran')
    await expect(failed).rejects.toThrow('refused')
    expect(await next).toBe('ran')
  })
})
