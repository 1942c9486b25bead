import { describe, expect, it } from 'vitest'

import { docHref, type LinkedCollection } from './docHref'

describe('docHref: one URL per document and locale (CONVENTIONS §4)', () => {
  const table: [LinkedCollection, string, string][] = [
    ['events', '/de/programm/gezeiten/4', '/en/programme/gezeiten/4'],
    ['productions', '/de/produktionen/gezeiten/4', '/en/productions/gezeiten/4'],
    ['people', '/de/team/gezeiten/4', '/en/team/gezeiten/4'],
    ['articles', '/de/artists/gezeiten/4', '/en/artists/gezeiten/4'],
    ['article-categories', '/de/artists/categories/gezeiten/4', '/en/artists/categories/gezeiten/4'],
    ['article-tags', '/de/artists/tags/gezeiten/4', '/en/artists/tags/gezeiten/4'],
    ['venues', '/de/besuch/gezeiten/4', '/en/visit/gezeiten/4'],
    ['forms', '/de/forms/gezeiten/4', '/en/forms/gezeiten/4'],
    ['series', '/de/series/gezeiten/4', '/en/series/gezeiten/4'],
  ]
  it.each(table)('%s in both languages', (collection, de, en) => {
    expect(docHref(collection, { id: 4, slug: 'gezeiten' }, 'de')).toBe(de)
    expect(docHref(collection, { id: 4, slug: 'gezeiten' }, 'en')).toBe(en)
  })

  it('links pages by their path, the home page to the locale root', () => {
    expect(docHref('pages', { id: 1, path: '/besuch/anfahrt' }, 'de')).toBe('/de/besuch/anfahrt')
    expect(docHref('pages', { id: 1, path: '/' }, 'en')).toBe('/en')
    expect(docHref('pages', { id: 1, path: null }, 'en')).toBeNull()
  })

  it('links a series without a slug by its id alone, other documents not at all', () => {
    expect(docHref('series', { id: 7, slug: '' }, 'de')).toBe('/de/series/7')
    expect(docHref('events', { id: 7, slug: null }, 'de')).toBeNull()
  })

  it('escapes what a slug should not hold', () => {
    expect(docHref('events', { id: 7, slug: 'a b' }, 'de')).toBe('/de/programm/a%20b/7')
  })
})
