import { formatCents, formatCentsRange } from '@/features/booking/domain/money'
import type { PriceRange } from '@/features/booking/domain/offer'
import type { Locale } from '@/i18n/locales'
import { siteTranslator } from '@/i18n/translator'

/**
 * What a performance costs as the list, the overlay and its page show it ('29–38 €, ermäßigt ab
 * 8 €'); null when it offers no ticket.
 */
export function priceLabel(range: PriceRange | null, locale: Locale): string | null {
  if (!range) return null
  const t = siteTranslator(locale)
  const span = formatCentsRange(range.low, range.high, locale)
  return range.reducedFrom === null
    ? t('programme.price', { range: span })
    : t('programme.priceReduced', { range: span, reduced: formatCents(range.reducedFrom, locale) })
}
