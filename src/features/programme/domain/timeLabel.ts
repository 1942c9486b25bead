import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/locales'
import when from '@/i18n/messages/when.json'
import { formatTime } from '@/lib/time/format'

/** SPEC §9: a start time, 'HH:mm' in Berlin ('19:30 Uhr' in German), as the list's rows carry it. */
export function timeLabel(instant: Date, locale: Locale): string {
  return fill(when[locale].time, { time: formatTime(instant) })
}
