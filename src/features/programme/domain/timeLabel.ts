import type { Locale } from '@/i18n/locales'
import { siteTranslator } from '@/i18n/translator'
import { formatTime } from '@/lib/time/format'

/** SPEC §9: a start time, 'HH:mm' in Berlin ('19:30 Uhr' in German), as the list's rows carry it (the text the event page shows too). */
export function timeLabel(instant: Date, locale: Locale): string {
  return siteTranslator(locale)('programme.time', { time: formatTime(instant) })
}
