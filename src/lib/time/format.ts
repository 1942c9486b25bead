import type { Locale } from '@/i18n/locales'

import { berlinParts, FESTIVAL_TIME_ZONE } from './berlin'

/** SPEC §9: dates are shown in German conventions on the German site; English uses British order. */
export const DISPLAY_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

const styles = {
  /** The parts of SPEC §9's day ('Fr. 27. November 2026'), composed by formatDay. */
  day: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Fr., 27. November 2026, 19:30': an order, a search hit with its time. */
  dayAndTime: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** '27. November 2026': an article's date. */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

const styled = new Map<string, Intl.DateTimeFormat>()

/** The formatter of a date style in Berlin time and the language's typography, made on first use and kept. */
function formatterFor(locale: Locale, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${locale}:${style}`
  let formatter = styled.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DISPLAY_LOCALES[locale], { ...styles[style], timeZone: FESTIVAL_TIME_ZONE })
    styled.set(key, formatter)
  }
  return formatter
}

/** One of the site's date styles in Berlin time, in the language's typography. */
export function formatIn(instant: Date, locale: Locale, style: Exclude<keyof typeof styles, 'day'>): string {
  return formatterFor(locale, style).format(instant)
}

/**
 * SPEC §9 date format 'ddd D MMMM YYYY' in Berlin, in each language's typography: German writes
 * the day as an ordinal with a full stop ('Fr. 27. November 2026'), English as a number
 * ('Fri 27 November 2026').
 */
export function formatDay(instant: Date, locale: Locale): string {
  const parts = Object.fromEntries(
    formatterFor(locale, 'day')
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const day = locale === 'de' ? `${parts.day}.` : parts.day
  return `${parts.weekday} ${day} ${parts.month} ${parts.year}`
}

/**
 * A date with its time in Berlin, in each language's short typography ('26.11.2026, 02:16:05'):
 * the editor's versions to the second, a date field's value to the minute.
 */
export function formatDateTime(instant: Date, locale: Locale, precision: 'minute' | 'second' = 'minute'): string {
  return instant.toLocaleString(DISPLAY_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: precision === 'second' ? 'medium' : 'short',
    timeZone: FESTIVAL_TIME_ZONE,
  })
}

/** SPEC §9 time format 'HH:mm' in Berlin (the German site adds 'Uhr' through its text). */
export function formatTime(instant: Date): string {
  const { hour, minute } = berlinParts(instant)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}
