import { describe, expect, it } from 'vitest'

import { acceptedLocale, requestLocale } from './locale'

function request(headers: Record<string, string>): Request {
  return new Request('http://localhost/api/user-details/', { headers })
}

describe('acceptedLocale', () => {
  it('takes the first supported language by quality', () => {
    expect(acceptedLocale('en-GB,en;q=0.9,de;q=0.8')).toBe('en')
    expect(acceptedLocale('fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4')).toBe('de')
    expect(acceptedLocale('de;q=0.5, en;q=0.8')).toBe('en')
    expect(acceptedLocale('EN')).toBe('en')
  })

  it('keeps the header order between equal qualities and skips q=0', () => {
    expect(acceptedLocale('de, en')).toBe('de')
    expect(acceptedLocale('en;q=0, de;q=0.1')).toBe('de')
  })

  it('is null without a supported language', () => {
    expect(acceptedLocale(null)).toBeNull()
    expect(acceptedLocale('')).toBeNull()
    expect(acceptedLocale('fr, ja;q=0.8, *;q=0.1')).toBeNull()
  })
})

describe('requestLocale', () => {
  it('prefers Accept-Language', () => {
    expect(requestLocale(request({ 'accept-language': 'en', cookie: 'i18n_redirected=de' }))).toBe('en')
  })

  it('falls back to the i18n_redirected cookie', () => {
    expect(requestLocale(request({ 'accept-language': 'fr', cookie: 'a=b; i18n_redirected=en' }))).toBe('en')
    expect(requestLocale(request({ cookie: 'i18n_redirected=en' }))).toBe('en')
  })

  it('is German otherwise', () => {
    expect(requestLocale(request({}))).toBe('de')
    expect(requestLocale(request({ cookie: 'i18n_redirected=ja' }))).toBe('de')
  })
})
