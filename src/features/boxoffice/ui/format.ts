import { type Locale } from '@/i18n/locales'
import { formatDay, formatTime } from '@/lib/time/format'

/** A date and time as the box office shows them (SPEC §9's day, then the time); empty for no date. */
export const when = (iso: string | Date, locale: Locale) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : `${formatDay(date, locale)}, ${formatTime(date)}`
}
