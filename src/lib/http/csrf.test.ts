import { describe, expect, it } from 'vitest'

import { checkCsrf, CSRF_COOKIE, CSRF_HEADER } from './csrf'

function request(headers: Record<string, string>): Request {
  return new Request('http://localhost/api/dashboard-error-log/', { method: 'POST', headers })
}

describe('checkCsrf', () => {
  const token = 'a'.repeat(64)

  it('names the cookie and header of DESIGN §5', () => {
    expect(CSRF_COOKIE).toBe('csrftoken')
    expect(CSRF_HEADER).toBe('X-CSRFToken')
  })

  it('accepts the same token in cookie and header', () => {
    expect(checkCsrf(request({ cookie: `consent=1; csrftoken=${token}; other=x`, 'x-csrftoken': token }))).toBe(true)
    expect(checkCsrf(request({ cookie: `csrftoken=${token}`, 'X-CSRFToken': token }))).toBe(true)
  })

  it('rejects a missing cookie, a missing header or empty values', () => {
    expect(checkCsrf(request({ 'X-CSRFToken': token }))).toBe(false)
    expect(checkCsrf(request({ cookie: `csrftoken=${token}` }))).toBe(false)
    expect(checkCsrf(request({ cookie: 'csrftoken=', 'X-CSRFToken': '' }))).toBe(false)
    expect(checkCsrf(request({}))).toBe(false)
  })

  it('rejects different tokens, also of other lengths', () => {
    expect(checkCsrf(request({ cookie: `csrftoken=${token}`, 'X-CSRFToken': 'b'.repeat(64) }))).toBe(false)
    expect(checkCsrf(request({ cookie: `csrftoken=${token}`, 'X-CSRFToken': token.slice(1) }))).toBe(false)
  })

  it('does not mistake a cookie whose name merely ends in csrftoken', () => {
    expect(checkCsrf(request({ cookie: `xcsrftoken=${token}`, 'X-CSRFToken': token }))).toBe(false)
  })

  it('rejects a matching token sent from another site', () => {
    const headers = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token }
    expect(checkCsrf(request({ ...headers, origin: 'https://evil.example' }))).toBe(false)
    expect(checkCsrf(request({ ...headers, 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(checkCsrf(request({ ...headers, origin: 'http://localhost' }))).toBe(true)
  })
})
