import { describe, expect, it } from 'vitest'

import { matchRoute, PATHNAMES, ROUTES, routePath, siblingPath } from './routes'

describe('route table (SPEC §2)', () => {
  it('gives each screen its localised path', () => {
    expect(routePath('de', 'events')).toBe('/de/programm')
    expect(routePath('en', 'events')).toBe('/en/programme')
    expect(routePath('de', 'venues-slug-id', { slug: 'alte-muehle', id: 3 })).toBe('/de/besuch/alte-muehle/3')
    expect(routePath('en', 'venues-slug-id', { slug: 'old-mill', id: 3 })).toBe('/en/visit/old-mill/3')
    expect(routePath('de', 'productions')).toBe('/de/produktionen')
    expect(routePath('en', 'home')).toBe('/en')
    expect(routePath('de', 'legals-imprint')).toBe('/de/impressum')
  })

  it('fills optional catch-alls and encodes parameters', () => {
    expect(routePath('de', 'search')).toBe('/de/search')
    expect(routePath('de', 'search', { rest: ['events', 2] }, { q: 'tanz & musik' })).toBe('/de/search/events/2?q=tanz+%26+musik')
    expect(routePath('en', 'magazine-slug-id', { slug: 'a b', id: 1 })).toBe('/en/artists/a%20b/1')
  })

  it('refuses a missing required parameter', () => {
    expect(() => routePath('de', 'events-slug-id', { slug: 'x' })).toThrow(/id/)
  })

  it('recognises paths, static segments before parameters', () => {
    expect(matchRoute('de', '/programm')).toEqual({ name: 'events', params: {} })
    expect(matchRoute('de', '/programm/tanz/12')).toEqual({ name: 'events-slug-id', params: { slug: 'tanz', id: '12' } })
    expect(matchRoute('de', '/artists/tags')?.name).toBe('magazine-tags')
    expect(matchRoute('de', '/artists/tags/jazz/4')?.name).toBe('magazine-tags-tag-id')
    expect(matchRoute('de', '/artists/ein-text/4')?.name).toBe('magazine-slug-id')
    expect(matchRoute('de', '/series/7')).toEqual({ name: 'series-slug-id', params: { parts: ['7'] } })
    expect(matchRoute('de', '/series/nacht/7')).toEqual({ name: 'series-slug-id', params: { parts: ['nacht', '7'] } })
    expect(matchRoute('de', '/series')).toBeNull()
    expect(matchRoute('de', '/search/events/2')).toEqual({ name: 'search', params: { rest: ['events', '2'] } })
    expect(matchRoute('de', '/search')).toEqual({ name: 'search', params: { rest: [] } })
    expect(matchRoute('de', '/ueber-das-festival')).toBeNull()
    expect(matchRoute('en', '/programm')).toBeNull()
  })

  it('maps a screen to the same screen in the other language', () => {
    expect(siblingPath('de', 'en', '/programm/tanz/12')).toBe('/en/programme/tanz/12')
    expect(siblingPath('en', 'de', '/visit/x/1')).toBe('/de/besuch/x/1')
    expect(siblingPath('de', 'en', '/')).toBe('/en')
    expect(siblingPath('de', 'en', '/eine-cms-seite')).toBeNull()
  })

  it('feeds next-intl only the routes that have a folder', () => {
    expect(PATHNAMES['/programme']).toEqual({ de: '/programm', en: '/programme' })
    expect(PATHNAMES['/team']).toBe('/team')
    expect(Object.keys(PATHNAMES)).not.toContain('/agb')
    expect(Object.keys(PATHNAMES)).toHaveLength(Object.values(ROUTES).filter((r) => 'internal' in r).length)
  })
})
