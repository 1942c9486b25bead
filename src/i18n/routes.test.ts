import { describe, expect, it } from 'vitest'

import { PATHNAMES, ROUTES, routePath } from './routes'

describe('route table (SPEC §2)', () => {
  it('gives each screen its localised path', () => {
    expect(routePath('de', 'events')).toBe('/de/programm')
    expect(routePath('en', 'events')).toBe('/en/programme')
    expect(routePath('de', 'venues-slug-id', { slug: 'alte-muehle', id: 3 })).toBe('/de/besuch/alte-muehle/3')
    expect(routePath('en', 'venues-slug-id', { slug: 'old-mill', id: 3 })).toBe('/en/visit/old-mill/3')
    expect(routePath('de', 'productions')).toBe('/de/produktionen')
    expect(routePath('en', 'home')).toBe('/en')
    expect(routePath('de', 'legals-imprint')).toBe('/de/impressum')
    expect(routePath('de', 'favourites')).toBe('/de/merkliste')
    expect(routePath('en', 'favourites')).toBe('/en/favourites')
  })

  it('fills optional catch-alls and encodes parameters', () => {
    expect(routePath('de', 'search')).toBe('/de/search')
    expect(routePath('de', 'search', { rest: ['events', 2] }, { q: 'tanz & musik' })).toBe('/de/search/events/2?q=tanz+%26+musik')
    expect(routePath('en', 'magazine-slug-id', { slug: 'a b', id: 1 })).toBe('/en/artists/a%20b/1')
  })

  it('refuses a missing required parameter', () => {
    expect(() => routePath('de', 'events-slug-id', { slug: 'x' })).toThrow(/id/)
  })

  it('feeds next-intl only the routes that have a folder', () => {
    expect(PATHNAMES['/programme']).toEqual({ de: '/programm', en: '/programme' })
    expect(PATHNAMES['/team']).toBe('/team')
    expect(Object.keys(PATHNAMES)).not.toContain('/agb')
    expect(Object.keys(PATHNAMES)).toHaveLength(Object.values(ROUTES).filter((r) => 'internal' in r).length)
  })
})
