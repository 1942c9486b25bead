import type { Locale } from '@/i18n/locales'
import { DISPLAY_LOCALES } from '@/lib/time/format'

/** SPEC §3's price text from cents: two decimals, a point ('12.50'). */
export function priceString(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2)
}

/** Cents from SPEC's price text ('12.50', '12', '12.5'); null when it is not a price. */
export function centsOf(price: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(price.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

/** SPEC §5: prices of '0.00' are not offered. */
export function isOffered(price: string): boolean {
  const cents = centsOf(price)
  return cents !== null && cents > 0
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(DISPLAY_LOCALES[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    })
    formatters.set(key, format)
  }
  return format
}

/**
 * SPEC §3/§9: a price without '.00' and with the language's decimal mark and euro sign: '12,50 €'
 * and '12 €' in German, '€12.50' and '€12' in English (the space before € cannot break).
 */
export function formatCents(cents: number, locale: Locale): string {
  return formatter(locale, cents % 100 === 0).format(cents / 100)
}

/** A span of prices the same way ('29–38 €', '€29–38'); one price when both ends are equal. */
export function formatCentsRange(low: number, high: number, locale: Locale): string {
  if (low === high) return formatCents(low, locale)
  return formatter(locale, low % 100 === 0 && high % 100 === 0).formatRange(low / 100, high / 100)
}

/** formatCents for SPEC's price text; the text itself when it is no price. */
export function formatPrice(price: string, locale: Locale): string {
  const cents = centsOf(price)
  return cents === null ? price : formatCents(cents, locale)
}
