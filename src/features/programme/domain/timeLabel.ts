import type { Locale } from '@/i18n/locales'
import { whenTranslator } from '@/i18n/whenTexts'
import { formatTime } from '@/lib/time/format'

/** SPEC §9: a start time, 'HH:mm' in Berlin ('19:30 Uhr' in German), as the list's rows carry it. */
export function timeLabel(instant: Date, locale: Locale): string {
  return whenTranslator(locale)('time', { time: formatTime(instant) })
}
