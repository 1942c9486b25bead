import { describe, expect, it } from 'vitest'

import { pendingMigrations, readiness } from './readiness'

describe('readiness', () => {
  it('is ready when every configured check answers, and names the ones not configured', async () => {
    const result = await readiness({ database: async () => undefined, redis: null }, 100)
    expect(result).toEqual({ ready: true, checks: { database: 'ok', redis: 'not configured' } })
  })

  it('is not ready when a check fails, and says why', async () => {
    const result = await readiness(
      {
        database: async () => {
          throw new Error('connection refused')
        },
        storage: async () => undefined,
      },
      100,
    )
    expect(result.ready).toBe(false)
    expect(result.checks).toEqual({ database: 'failed: connection refused', storage: 'ok' })
  })

  it('counts a check that does not answer in time as failed', async () => {
    const result = await readiness({ redis: () => new Promise<void>(() => undefined) }, 20)
    expect(result).toEqual({ ready: false, checks: { redis: 'failed: no answer within 20 ms' } })
  })
})

describe('pendingMigrations', () => {
  it('lists the committed migrations the database has not run', () => {
    expect(pendingMigrations(['a', 'b', 'c'], ['a', 'c'])).toEqual(['b'])
    expect(pendingMigrations(['a'], ['a', 'older'])).toEqual([])
  })
})
