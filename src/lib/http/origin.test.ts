import { describe, expect, it } from 'vitest'

import { isSameOrigin, isUnsafeMethod } from './origin'

function post(headers: Record<string, string>, url = 'http://festival.example/api/x/'): Request {
  return new Request(url, { method: 'POST', headers })
}

describe('isSameOrigin', () => {
  it('accepts the Origin of the host the request was sent to', () => {
    expect(isSameOrigin(post({ origin: 'http://festival.example', host: 'festival.example' }))).toBe(true)
    expect(
      isSameOrigin(
        post({ origin: 'https://www.festival.example', 'x-forwarded-host': 'www.festival.example' }, 'http://127.0.0.1:3000/cms-api/pages'),
      ),
    ).toBe(true)
  })

  it('accepts the configured public URL behind a proxy that rewrites the host', () => {
    expect(
      isSameOrigin(post({ origin: 'https://festival.example' }, 'http://10.0.0.2:3000/cms-api/pages'), 'https://festival.example'),
    ).toBe(true)
  })

  it('refuses another site, a look-alike host, an opaque or malformed Origin', () => {
    expect(isSameOrigin(post({ origin: 'https://evil.example', host: 'festival.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'http://festival.example.evil.example', host: 'festival.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'http://festival.example:8080', host: 'festival.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'null', host: 'festival.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'not a url', host: 'festival.example' }))).toBe(false)
  })

  it('falls back to Sec-Fetch-Site when there is no Origin', () => {
    expect(isSameOrigin(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-site' }))).toBe(false)
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(post({}))).toBe(true)
  })
})

describe('isUnsafeMethod', () => {
  it('names the methods that change something', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].every(isUnsafeMethod)).toBe(true)
    expect(['GET', 'HEAD', 'OPTIONS'].some(isUnsafeMethod)).toBe(false)
  })
})
