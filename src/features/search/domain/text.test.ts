import { describe, expect, it } from 'vitest'

import { normaliseQuery, parseSearchPath, searchHref } from './query'
import { deletions, fold, queryWords, term, tokens, typoMatch, variantKeys, withinOneEdit, words } from './text'

describe('search text rules', () => {
  it('splits words at punctuation, lowercases, writes ß as ss', () => {
    expect(words('Die Straße — Festspielhaus-Bühne, 2026!')).toEqual(['die', 'strasse', 'festspielhaus', 'bühne', '2026'])
  })

  it('stems German plurals and inflections to the same term', () => {
    expect(term('Konzerte', 'de')).toBe(term('Konzert', 'de'))
    expect(term('konzerten', 'de')).toBe(term('konzert', 'de'))
    expect(term('Tänze', 'de')).toBe(term('Tanz', 'de'))
  })

  it('stems English plurals and derivations to the same term', () => {
    expect(term('performances', 'en')).toBe(term('performance', 'en'))
    expect(term('concerts', 'en')).toBe(term('concert', 'en'))
    expect(term('dancing', 'en')).toBe(term('dance', 'en'))
  })

  it('folds umlauts and their spellings: Bühne, Buehne and Buhne are one term', () => {
    expect(term('Buehne', 'de')).toBe(term('Bühne', 'de'))
    expect(term('Buhne', 'de')).toBe(term('Bühne', 'de'))
    expect(term('Zauberfloete', 'de')).toBe(term('Zauberflöte', 'de'))
    expect(fold('café')).toBe('cafe')
  })

  it('folds the German two-letter spellings only in German: an English "poet" stays a poet', () => {
    expect(term('poet', 'en')).not.toBe(term('pot', 'en'))
    expect(term('queen', 'en')).toBe('queen')
    expect(fold('café', 'en')).toBe('cafe')
  })

  it('keeps the stemming of the document language (an English word stems by English rules)', () => {
    expect(term('running', 'en')).toBe('run')
    expect(term('running', 'de')).not.toBe('run')
  })

  it('makes the index terms of a text in order, with repeats', () => {
    expect(tokens('Konzert, Konzerte und Konzerte', 'de').map((token) => token.term)).toEqual(['konzert', 'konzert', 'und', 'konzert'])
    expect(tokens('a b c d', 'de', 2).map((token) => token.term)).toEqual(['a', 'b'])
  })

  it('reads a query: at most eight words, the last one a prefix for autocomplete, typos from five letters', () => {
    const list = queryWords('Junge Bühne kon', 'de', { prefixLast: true })
    expect(list.map((w) => [w.term, w.prefix, w.typo])).toEqual([
      ['jung', false, true],
      ['buhn', false, true],
      ['kon', true, false],
    ])
    expect(queryWords('a b c d e f g h i j', 'de')).toHaveLength(8)
    expect(queryWords('   ', 'de')).toEqual([])
  })

  it('finds every term one edit away and no other', () => {
    expect(withinOneEdit('konzert', 'konzert')).toBe(true)
    expect(withinOneEdit('konzert', 'konzrt')).toBe(true) // removed
    expect(withinOneEdit('konzert', 'konzerrt')).toBe(true) // inserted
    expect(withinOneEdit('konzert', 'konzart')).toBe(true) // replaced
    expect(withinOneEdit('konzert', 'konzret')).toBe(true) // swapped neighbours
    expect(withinOneEdit('konzert', 'kinzart')).toBe(false)
    expect(withinOneEdit('konzert', 'konze')).toBe(false)
    expect(withinOneEdit('abc', 'bca')).toBe(false)
  })

  it('keys a term under itself and its deletions, so one typo meets a shared key', () => {
    expect(deletions('abc')).toEqual(['bc', 'ac', 'ab'])
    expect(variantKeys('konzert')).toContain('konzrt')
    expect(variantKeys('abc')).toEqual(['abc'])
    const typo = 'konzret'
    const shared = variantKeys('konzert').filter((key) => [typo, ...deletions(typo)].includes(key))
    expect(shared.length).toBeGreaterThan(0)
  })

  it('matches a typo against the word as written or its stem', () => {
    const [typo] = queryWords('Kinderr', 'de')
    expect(typo && typoMatch(typo, 'kinder')).toBe(true)
    expect(typo && typoMatch(typo, 'kind')).toBe(false)
  })
})

describe('search queries and addresses', () => {
  it('lowercases and trims what autocomplete sends', () => {
    expect(normaliseQuery('  Junge   BÜHNE ')).toBe('junge bühne')
  })

  it('builds the localised search address with the query, category and page', () => {
    expect(searchHref('de', ' Junge Bühne ')).toBe('/de/search?q=Junge+B%C3%BChne')
    expect(searchHref('en', 'dance', 'events')).toBe('/en/search/events?q=dance')
    expect(searchHref('en', 'dance', 'others', 3)).toBe('/en/search/others/3?q=dance')
    expect(searchHref('de', 'a&b', 'others', 1)).toBe('/de/search/others?q=a%26b')
  })

  it('reads the search path: nothing, a category, a category and a page; anything else is not found', () => {
    expect(parseSearchPath(undefined)).toEqual({ kind: null, page: 1 })
    expect(parseSearchPath(['events'])).toEqual({ kind: 'events', page: 1 })
    expect(parseSearchPath(['others', '3'])).toEqual({ kind: 'others', page: 3 })
    for (const rest of [['people'], ['events', '0'], ['events', 'x'], ['events', '2', 'more'], ['events', '123456']])
      expect(parseSearchPath(rest)).toBeNull()
  })
})
