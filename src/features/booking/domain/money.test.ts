import { describe, expect, it } from 'vitest'

import { centsOf, formatCents, formatCentsRange, formatPrice, isOffered, priceString } from './money'

const NBSP = '\u00a0'

describe('prices', () => {
  it('writes cents as SPEC’s price text', () => {
    expect(priceString(1250)).toBe('12.50')
    expect(priceString(800)).toBe('8.00')
    expect(priceString(0)).toBe('0.00')
  })

  it('reads SPEC’s price text back, and nothing else', () => {
    expect(centsOf('12.50')).toBe(1250)
    expect(centsOf('12.5')).toBe(1250)
    expect(centsOf('12')).toBe(1200)
    expect(centsOf('-1.00')).toBeNull()
    expect(centsOf('12,50')).toBeNull()
    expect(centsOf('')).toBeNull()
  })

  it('does not offer prices of 0.00', () => {
    expect(isOffered('0.00')).toBe(false)
    expect(isOffered('0.01')).toBe(true)
    expect(isOffered('free')).toBe(false)
  })

  it('shows prices without .00 and with the language’s decimal mark', () => {
    expect(formatPrice('12.50', 'de')).toBe(`12,50${NBSP}€`)
    expect(formatPrice('12.00', 'de')).toBe(`12${NBSP}€`)
    expect(formatPrice('12.50', 'en')).toBe('€12.50')
    expect(formatPrice('25.00', 'en')).toBe('€25')
    expect(formatCents(123_450, 'de')).toBe(`1.234,50${NBSP}€`)
  })

  it('shows a span of prices as one, and one price when both ends are equal', () => {
    expect(formatCentsRange(2900, 3800, 'de')).toBe(`29–38${NBSP}€`)
    expect(formatCentsRange(2950, 3800, 'de')).toBe(`29,50–38,00${NBSP}€`)
    expect(formatCentsRange(2900, 3800, 'en')).toBe('€29 – €38')
    expect(formatCentsRange(1200, 1200, 'de')).toBe(`12${NBSP}€`)
  })
})
