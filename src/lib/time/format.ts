import type { Locale } from '@/i18n/locales'

import { berlinParts, FESTIVAL_TIME_ZONE } from './berlin'

/** SPEC §9: dates are shown in German conventions on the German site; English uses British order. */
const DISPLAY_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

const dayFormatters = new Map<Locale, Intl.DateTimeFormat>()

function dayFormatter(locale: Locale): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DISPLAY_LOCALES[locale], { timeZone: FESTIVAL_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
    dayFormatters.set(locale, formatter)
  }
  return formatter
}

/**
 * SPEC §9 date format 'ddd D MMMM YYYY' in Berlin, in each language's typography: German writes
 * the day as an ordinal with a full stop ('Fr. 27. November 2026'), English as a number
 * ('Fri 27 November 2026').
 */
export function formatDay(instant: Date, locale: Locale): string {
  const parts = Object.fromEntries(dayFormatter(locale).formatToParts(instant).map((part) => [part.type, part.value]))
  const day = locale === 'de' ? `${parts.day}.` : parts.day
  return `${parts.weekday} ${day} ${parts.month} ${parts.year}`
}

/** SPEC §9 time format 'HH:mm' in Berlin (the German site adds 'Uhr' through its text). */
export function formatTime(instant: Date): string {
  const { hour, minute } = berlinParts(instant)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/** The Berlin calendar day of an instant as 'YYYY-MM-DD', for grouping by day. */
export function berlinDayKey(instant: Date): string {
  const { year, month, day } = berlinParts(instant)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Items grouped by their Berlin day, in the order they come (sort them first). */
export function groupByBerlinDay<T>(items: readonly T[], instantOf: (item: T) => Date): { day: string; first: Date; items: T[] }[] {
  const groups: { day: string; first: Date; items: T[] }[] = []
  for (const item of items) {
    const instant = instantOf(item)
    const day = berlinDayKey(instant)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, first: instant, items: [item] })
  }
  return groups
}
