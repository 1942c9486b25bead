import { describe, expect, it } from 'vitest'

import { GET as healthz } from '@/app/(ops)/healthz/route'
import { GET as readyz } from '@/app/(ops)/readyz/route'

import { testPayload } from '../../../../tests/setup/payload'

describe('the probes of a server (issue 28)', () => {
  it('/healthz answers while the process runs, never cached', async () => {
    const response = healthz()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('/readyz answers ready when the database has run every migration and the storage is writable; Redis is not configured here', async () => {
    await testPayload()
    const response = await readyz()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured', storage: 'ok' } })
    expect(response.status).toBe(200)
  })
})
