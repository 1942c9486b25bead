import { afterEach, describe, expect, it, vi } from 'vitest'

import { captureClientFailure, captureError, CLIENT_FAILURES_PER_MINUTE, ERRORS_PER_MINUTE, withoutPersonalData } from './errors'

describe('withoutPersonalData', () => {
  it('keeps the error and the request method and path, and drops the user, query, headers, cookies and body', () => {
    const event = {
      exception: { values: [{ type: 'Error', value: 'boom' }] },
      user: { ip_address: '203.0.113.7', email: 'bea@example.org' },
      request: {
        method: 'POST',
        url: 'https://festival.example/api/shop-checkout/?email=bea@example.org',
        headers: { cookie: 'payload-token=secret' },
        cookies: { 'payload-token': 'secret' },
        data: '{"email":"bea@example.org"}',
        query_string: 'email=bea@example.org',
      },
      tags: { route: 'checkout' },
    }
    const scrubbed = withoutPersonalData(event)
    expect(scrubbed).toEqual({
      exception: event.exception,
      tags: { route: 'checkout' },
      request: { method: 'POST', url: 'https://festival.example/api/shop-checkout/' },
    })
    expect(JSON.stringify(scrubbed)).not.toMatch(/bea@example\.org|203\.0\.113\.7|secret/)
  })
})

describe('captureError', () => {
  it('does nothing without an error-tracking service', () => {
    expect(() => captureError(new Error('logged only'), { kind: 'server' })).not.toThrow()
  })
})

describe('captureClientFailure', () => {
  const key = Symbol.for('festival-site.ops.errors')
  const store = globalThis as unknown as Record<symbol, unknown>
  afterEach(() => {
    delete store[key]
    delete store[Symbol.for('festival-site.ops.errorQuota')]
  })

  it('passes browser failures on as one issue per kind, and at most sixty a minute per server', () => {
    const capture = vi.fn()
    store[key] = { capture, flush: async () => undefined }
    const start = 1_000_000_000
    const sent = Array.from({ length: CLIENT_FAILURES_PER_MINUTE + 5 }, (_, n) =>
      captureClientFailure('cart', `the cart call answered ${500 + n}`, { page: '/de' }, start + n),
    )
    expect(sent.filter(Boolean)).toHaveLength(CLIENT_FAILURES_PER_MINUTE)
    expect(sent.at(-1)).toBe(false)
    expect(capture).toHaveBeenCalledTimes(CLIENT_FAILURES_PER_MINUTE)
    expect(capture.mock.calls[0]).toEqual([
      'browser failure: cart',
      { page: '/de', kind: 'client', route: 'cart', detail: 'the cart call answered 500' },
    ])
    // A minute later the next ones go on again.
    expect(captureClientFailure('autocomplete', 'Error: call failed with 500', {}, start + 60_000)).toBe(true)
  })

  it('keeps the server’s own errors and the browsers’ failures within one quota a minute', () => {
    const capture = vi.fn()
    store[key] = { capture, flush: async () => undefined }
    const start = 2_000_000_000
    // Browser reports take their share first; the server's own errors may still use the rest.
    for (let n = 0; n < CLIENT_FAILURES_PER_MINUTE + 10; n++) captureClientFailure('page', 'x', {}, start + n)
    const server = Array.from({ length: ERRORS_PER_MINUTE }, (_, n) =>
      captureError(new Error(`foreign form ${n}`), { kind: 'server', route: '/[locale]' }, start + 100 + n),
    )
    expect(server.filter(Boolean)).toHaveLength(ERRORS_PER_MINUTE - CLIENT_FAILURES_PER_MINUTE)
    expect(capture).toHaveBeenCalledTimes(ERRORS_PER_MINUTE)
    // A flood of server errors alone stops at the quota too, and the next minute starts afresh.
    expect(captureError(new Error('later'), { kind: 'server' }, start + 60_000)).toBe(true)
    const flood = Array.from({ length: ERRORS_PER_MINUTE + 50 }, (_, n) =>
      captureError(new Error('flood'), { kind: 'server' }, start + 60_001 + n),
    )
    expect(flood.filter(Boolean)).toHaveLength(ERRORS_PER_MINUTE - 1)
  })
})
