import { describe, expect, it } from 'vitest'

import { normalisePath } from '@/lib/routing/redirectRules'

import { decideRequest, isCallPath, isServicePath, isShopPath, pathLocale, type RequestFacts, rootLocale } from './requestRules'

const facts = (pathname: string, query = '', over: Partial<RequestFacts> = {}): RequestFacts => ({
  pathname,
  search: new URLSearchParams(query),
  hasSession: false,
  siteOnline: true,
  redirects: [{ old_path: '/de/festival-2025', new_path: '/de/ueber-das-festival' }],
  ...over,
})

describe('request rules', () => {
  it('answers offline when the site is switched off or its settings cannot be read (SPEC §8)', () => {
    expect(decideRequest(facts('/en/x', '', { siteOnline: false }))).toEqual({ kind: 'offline', locale: 'en' })
    expect(decideRequest(facts('/webshop', '', { siteOnline: null }))).toEqual({ kind: 'offline', locale: 'de' })
  })

  it('follows a redirect rule with 301, ignoring a trailing slash and keeping the query', () => {
    expect(decideRequest(facts('/de/festival-2025'))).toEqual({ kind: 'redirect', status: 301, location: '/de/ueber-das-festival' })
    expect(decideRequest(facts('/de/festival-2025/', 'a=1'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/ueber-das-festival?a=1',
    })
    expect(decideRequest(facts('/de/festival-2026')).kind).toBe('continue')
  })

  it('never loops on a rule pointing at itself', () => {
    expect(decideRequest(facts('/de/a', '', { redirects: [{ old_path: '/de/a/', new_path: '/de/a' }] })).kind).toBe('continue')
  })

  it('drops a trailing slash with a permanent redirect', () => {
    expect(decideRequest(facts('/de/programm/', 'date=01-02-2026'))).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/de/programm?date=01-02-2026',
    })
    expect(decideRequest(facts('/')).kind).toBe('continue')
  })

  it('removes a version preview for a visitor without a session (SPEC §2)', () => {
    expect(decideRequest(facts('/de/seite', 'v=12&x=1'))).toEqual({ kind: 'redirect', status: 301, location: '/de/seite?x=1' })
    expect(decideRequest(facts('/de/seite', 'v=12'))).toEqual({ kind: 'redirect', status: 301, location: '/de/seite' })
    expect(decideRequest(facts('/de/seite', 'v=12', { hasSession: true, draftMode: true })).kind).toBe('continue')
  })

  it('sends ?edit and ?v= with a session through the preview route, which switches draft mode on (SPEC §4)', () => {
    expect(decideRequest(facts('/de/seite', 'edit', { hasSession: true }))).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/next/preview?path=%2Fde%2Fseite%3Fedit%3D',
    })
    expect(decideRequest(facts('/en/about', 'v=12&edit', { hasSession: true }))).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/next/preview?path=%2Fen%2Fabout%3Fv%3D12%26edit%3D',
    })
    expect(decideRequest(facts('/de/seite', 'edit', { hasSession: true, draftMode: true })).kind).toBe('continue')
    expect(decideRequest(facts('/de/seite', 'edit')).kind).toBe('continue')
    expect(decideRequest(facts('/webshop/cart', 'edit', { hasSession: true })).kind).toBe('continue')
  })

  it('leaves the preview routes to themselves', () => {
    expect(isServicePath('/next/preview')).toBe(true)
    expect(isServicePath('/de/nextpage')).toBe(false)
  })

  it('tells the calls, which check a write’s origin themselves, from pages and the admin, whose writes the proxy checks', () => {
    for (const path of ['/api/shop-cart/', '/de/api/forms-entries/', '/en/pageeditor-api/page/x', '/cms-api/customers/1', '/api'])
      expect(isCallPath(path), path).toBe(true)
    for (const path of [
      '/de',
      '/de/programm',
      '/webshop/checkout',
      '/admin',
      '/admin/box-office',
      '/next/preview',
      '/de/apiary',
      '/cms-apis',
    ])
      expect(isCallPath(path), path).toBe(false)
  })

  it('sends ?overlay=true to the programme page without the flag', () => {
    expect(decideRequest(facts('/en/about', 'overlay=true&genre=3'))).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/en/programme?genre=3',
    })
    expect(decideRequest(facts('/de', 'overlay=true'))).toEqual({ kind: 'redirect', status: 307, location: '/de/programm' })
    expect(decideRequest(facts('/de/programm', 'overlay=true')).kind).toBe('continue')
    expect(decideRequest(facts('/de/x', 'overlay=false')).kind).toBe('continue')
  })

  it('knows locales, shop paths and normal forms', () => {
    expect(pathLocale('/en/visit/x/1')).toBe('en')
    expect(pathLocale('/webshop')).toBe('de')
    expect(isShopPath('/eventim.webshop/cart')).toBe(true)
    expect(isShopPath('/cms-hub')).toBe(true)
    expect(isShopPath('/de/webshop')).toBe(false)
    expect(normalisePath('/de/%C3%BCber/')).toBe('/de/über')
    expect(normalisePath('/de/%E0%A4%A')).toBe('/de/%E0%A4%A')
  })
})

describe('redirects stay on our origin', () => {
  it('refuses paths that decode to another host, control characters or malformed escapes', () => {
    for (const path of [
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/',
      '/%09/evil.example/',
      '//evil.example/',
      '/de/%',
      '/de/programm/%/%',
      '/webshop/%',
    ]) {
      expect(decideRequest(facts(path)), path).toEqual({ kind: 'bad-request', locale: pathLocale(path) })
    }
  })

  it('builds the trailing-slash target from the path as requested', () => {
    expect(decideRequest(facts('/de/%C3%BCber/'))).toEqual({ kind: 'redirect', status: 308, location: '/de/%C3%BCber' })
  })

  it('ignores a redirect rule whose target leaves the site', () => {
    const redirects = [
      { old_path: '/de/alt', new_path: '//evil.example/x' },
      { old_path: '/de/alt2', new_path: '/\\evil.example' },
    ]
    expect(decideRequest(facts('/de/alt', '', { redirects })).kind).toBe('continue')
    expect(decideRequest(facts('/de/alt2', '', { redirects })).kind).toBe('continue')
  })
})

describe('isServicePath', () => {
  it('tells calls, the REST API and the admin from pages', () => {
    for (const path of [
      '/api/user-details/',
      '/de/api/events/',
      '/en/pageeditor-api/page/x',
      '/pageeditor-api/settings',
      '/cms-api/pages',
      '/admin',
      '/admin/login',
    ])
      expect(isServicePath(path), path).toBe(true)
    for (const path of ['/de', '/de/programm', '/webshop', '/administration', '/de/apitheke']) expect(isServicePath(path), path).toBe(false)
  })
})

describe('the language of the site root (SPEC §9)', () => {
  it('takes the cookie, else German', () => {
    expect(rootLocale('en')).toBe('en')
    expect(rootLocale('de')).toBe('de')
    expect(rootLocale('fr')).toBe('de')
    expect(rootLocale(undefined)).toBe('de')
  })
})
