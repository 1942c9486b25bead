import { describe, expect, it } from 'vitest'

import { cookieHeader, requestCookie } from './cookies'

describe('requestCookie', () => {
  it('reads one cookie of the Cookie header, decoded', () => {
    const request = new Request('http://localhost/', { headers: { cookie: 'a=1; cartAmount=3; n=J%C3%BCrgen' } })
    expect(requestCookie(request, 'cartAmount')).toBe('3')
    expect(requestCookie(request, 'n')).toBe('Jürgen')
    expect(requestCookie(request, 'amount')).toBeNull()
    expect(requestCookie(new Request('http://localhost/'), 'a')).toBeNull()
  })
})

describe('cookieHeader', () => {
  it('spells our cookies one way: the whole site, Lax, a whole number of seconds, httpOnly when asked', () => {
    expect(cookieHeader('festival_cart', 'a b', { maxAge: 12.6, httpOnly: true })).toMatch(
      /^festival_cart=a%20b; Path=\/; Max-Age=13; HttpOnly; SameSite=lax$/,
    )
    expect(cookieHeader('cartAmount', '0', { maxAge: -5 })).toBe('cartAmount=0; Path=/; Max-Age=0; SameSite=lax')
  })
})
