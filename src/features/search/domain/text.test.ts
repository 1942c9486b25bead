import { describe, expect, it } from 'vitest'

import { deletions, fold, normaliseQuery, queryWords, term, terms, variantKeys, withinOneEdit, words } from './text'

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

  it('keeps the stemming of the document language (an English word stems by English rules)', () => {
    expect(term('running', 'en')).toBe('run')
    expect(term('running', 'de')).not.toBe('run')
  })

  it('makes the index terms of a text in order, with repeats', () => {
    expect(terms('Konzert, Konzerte und Konzerte', 'de')).toEqual(['konzert', 'konzert', 'und', 'konzert'])
    expect(terms('a b c d', 'de', 2)).toEqual(['a', 'b'])
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

  it('lowercases and trims what autocomplete sends', () => {
    expect(normaliseQuery('  Junge   BÜHNE ')).toBe('junge bühne')
  })
})
