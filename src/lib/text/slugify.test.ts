import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it('spells out German umlauts and ß', () => {
    expect(slugify('Größe & Übermut')).toBe('groesse-und-uebermut')
  })
  it('drops accents and punctuation, lowercases, joins with one dash', () => {
    expect(slugify('  Café Noir — Nuit Blanche!  ')).toBe('cafe-noir-nuit-blanche')
  })
  it('transliterates other languages’ letters instead of dropping them', () => {
    expect(slugify('Deniz Yılmaz')).toBe('deniz-yilmaz')
    expect(slugify('Paweł Łukasiewicz')).toBe('pawel-lukasiewicz')
    expect(slugify('Ørjan Åsheim')).toBe('oerjan-aasheim')
    expect(slugify('Дмитрий Šćepanović')).toBe('dmitriy-scepanovic')
    expect(slugify('Σοφία')).toBe('sofia')
    expect(slugify('Teatr Przystań')).toBe('teatr-przystan')
  })
  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('—!?')).toBe('')
  })
  it('keeps slugs at most 120 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(119)} b`)
    expect(slug.length).toBeLessThanOrEqual(120)
    expect(slug.endsWith('-')).toBe(false)
  })
})
