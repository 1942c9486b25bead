import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as register } from '@/app/api/user-register/route'

import { cmsApi } from '../../../../tests/setup/cmsApi'
import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'

/**
 * No account enumeration by timing (issue 23): log-in, registration and the password-reset
 * request take as long whether or not the account exists. Twenty samples of each, compared by
 * their medians with room for this shared machine's noise. The two that wait for a floor (they send
 * mail) take each sample's pair side by side: both meet the same load, and the run takes half as long.
 */
let payload: Payload
const SAMPLES = 20
const STRONG = 'Lindenau-Gezeiten-Wolke-47'
let address = 0
const client = () => `198.19.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'customers',
    data: { email: 'bekannt@timing.example', password: STRONG, first_name: 'Be', last_name: 'Kannt', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
})

async function timed(run: () => Promise<Response>, expected: number): Promise<number> {
  const start = performance.now()
  const response = await run()
  const took = performance.now() - start
  expect(response.status).toBe(expected)
  return took
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Two medians alike: within 35 % of the larger one, or 80 ms, whichever is more. */
function expectAlike(known: number[], unknown: number[]) {
  const [a, b] = [median(known), median(unknown)]
  expect(Math.abs(a - b), `medians ${a.toFixed(0)} ms and ${b.toFixed(0)} ms`).toBeLessThanOrEqual(Math.max(80, 0.35 * Math.max(a, b)))
}

async function forgetLimits() {
  await payload.delete({ collection: 'rate-limits', where: { id: { exists: true } }, overrideAccess: true })
}

describe('answers take as long whether or not the account exists', () => {
  it('log-in: a wrong password and an unknown address', { timeout: 180_000 }, async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      await forgetLimits()
      known.push(
        await timed(
          () => cmsApi('POST', 'customers/login', { json: { email: 'bekannt@timing.example', password: `falsch-${i}` }, client: client() }),
          401,
        ),
      )
      unknown.push(
        await timed(
          () =>
            cmsApi('POST', 'customers/login', {
              json: { email: `unbekannt-${i}@timing.example`, password: `falsch-${i}` },
              client: client(),
            }),
          401,
        ),
      )
    }
    expectAlike(known, unknown)
  })

  it('registration: an address that has an account and a new one', { timeout: 180_000 }, async () => {
    const known: number[] = []
    const unknown: number[] = []
    const body = (email: string) => ({ first_name: 'Neu', last_name: 'Kundin', email, password: STRONG, preferred_locale: 'de' })
    for (let i = 0; i < SAMPLES; i++) {
      const [a, b] = await Promise.all([
        timed(() => register(unsafeRequest('/api/user-register/', body('bekannt@timing.example'), { address: client() })), 201),
        timed(() => register(unsafeRequest('/api/user-register/', body(`neu-${i}@timing.example`), { address: client() })), 201),
      ])
      known.push(a)
      unknown.push(b)
    }
    expectAlike(known, unknown)
  })

  it('password-reset request: a known and an unknown address', { timeout: 180_000 }, async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      await forgetLimits()
      const [a, b] = await Promise.all([
        timed(() => cmsApi('POST', 'customers/forgot-password', { json: { email: 'bekannt@timing.example' }, client: client() }), 200),
        timed(
          () => cmsApi('POST', 'customers/forgot-password', { json: { email: `unbekannt-${i}@timing.example` }, client: client() }),
          200,
        ),
      ])
      known.push(a)
      unknown.push(b)
    }
    expectAlike(known, unknown)
  })
})
