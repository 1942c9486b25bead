import { describe, expect, it } from 'vitest'

import { captureError, withoutPersonalData } from './errors'

describe('withoutPersonalData', () => {
  it('keeps the error and the request method and path, and drops the user, query, headers, cookies and body', () => {
    const event = {
      exception: { values: [{ type: 'Error', value: 'boom' }] },
      user: { ip_address: '203.0.113.7', email: 'bea@example.org' },
      request: { method: 'POST', url: 'https://festival.example/api/shop-checkout/?email=bea@example.org', headers: { cookie: 'payload-token=secret' }, cookies: { 'payload-token': 'secret' }, data: '{"email":"bea@example.org"}', query_string: 'email=bea@example.org' },
      tags: { route: 'checkout' },
    }
    const scrubbed = withoutPersonalData(event)
    expect(scrubbed).toEqual({ exception: event.exception, tags: { route: 'checkout' }, request: { method: 'POST', url: 'https://festival.example/api/shop-checkout/' } })
    expect(JSON.stringify(scrubbed)).not.toMatch(/bea@example\.org|203\.0\.113\.7|secret/)
  })
})

describe('captureError', () => {
  it('does nothing without an error-tracking service', () => {
    expect(() => captureError(new Error('logged only'), { kind: 'server' })).not.toThrow()
  })
})
