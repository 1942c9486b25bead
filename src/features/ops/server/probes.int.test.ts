import { describe, expect, it, vi } from 'vitest'

import { GET as healthz } from '@/app/(ops)/healthz/route'
import { GET as readyz } from '@/app/(ops)/readyz/route'

import { logger } from '@/lib/ops/logger'
import { metrics } from '@/lib/ops/metrics'

import { testPayload } from '../../../../tests/setup/payload'
import { readinessAnswer } from './probes'

const gauge = async () =>
  (await metrics().registry.getSingleMetric('festival_readiness_check')?.get())?.values.map(({ labels, value }) => [labels.check, value])

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
    // Ready or not is all the public learns; the checks are on the metrics port.
    expect(await response.json()).toEqual({ status: 'ready' })
    expect(response.status).toBe(200)
    expect(await gauge()).toEqual([
      ['database', 1],
      ['redis', 1],
      ['storage', 1],
    ])
  })

  it('/readyz tells the public only that a server is not ready; which check failed, and why, goes to the log and the metrics', async () => {
    const warn = vi.spyOn(logger(), 'warn')
    const response = readinessAnswer({
      ready: false,
      checks: { database: 'failed: connect ECONNREFUSED 10.0.0.7:5432', redis: 'ok', storage: 'ok' },
    })
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ status: 'not ready' })
    expect(text).not.toMatch(/database|ECONNREFUSED|10\.0\.0\.7/)
    expect(warn).toHaveBeenCalledWith({
      checks: { database: 'failed: connect ECONNREFUSED 10.0.0.7:5432', redis: 'ok', storage: 'ok' },
      msg: 'not ready',
    })
    expect(await gauge()).toEqual([
      ['database', 0],
      ['redis', 1],
      ['storage', 1],
    ])
  })
})
