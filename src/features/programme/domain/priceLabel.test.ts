import { describe, expect, it } from 'vitest'

import { priceLabel } from './priceLabel'

const NBSP = '\u00a0'

describe('priceLabel', () => {
  it('names the full prices’ span and the cheapest discount apart, in both languages', () => {
    expect(priceLabel({ low: 2900, high: 3800, reducedFrom: 800 }, 'de')).toBe(`29–38${NBSP}€, ermäßigt ab 8${NBSP}€`)
    expect(priceLabel({ low: 2900, high: 3800, reducedFrom: 800 }, 'en')).toBe('€29 – €38, reduced from €8')
  })

  it('is the one price alone when there is nothing cheaper, and nothing without a price', () => {
    expect(priceLabel({ low: 1200, high: 1200, reducedFrom: null }, 'de')).toBe(`12${NBSP}€`)
    expect(priceLabel({ low: 1200, high: 1600, reducedFrom: null }, 'en')).toBe('€12 – €16')
    expect(priceLabel(null, 'en')).toBeNull()
  })
})
