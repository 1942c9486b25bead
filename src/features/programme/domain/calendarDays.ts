import { berlinParts, berlinTime } from '@/lib/time/berlin'

/**
 * Calendar days in Berlin, as the programme's addresses, filters and lists name them. Apart from
 * the filters, so that a list's code in the browser, which groups and labels days, does not bring
 * the filters' parsing and chips along (issue 26).
 */

/** A calendar day (Berlin), as the address carries it: 'DD-MM-YYYY' (SPEC §5). */
export type CalendarDay = { year: number; month: number; day: number }

/** 'DD-MM-YYYY' of a real calendar date (no 31-02-2026), else null. */
export function parseUrlDate(value: string): CalendarDay | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return null
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return { year, month, day }
}

export function formatUrlDate({ year, month, day }: CalendarDay): string {
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`
}

/** The Berlin calendar day of an instant. */
export function berlinDay(instant: Date): CalendarDay {
  const { year, month, day } = berlinParts(instant)
  return { year, month, day }
}

export function sameDay(a: CalendarDay | null, b: CalendarDay | null): boolean {
  return a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day
}

/** The day `days` after a day (negative goes back), by the calendar, not by 24-hour steps. */
export function addDays({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The instant a Berlin day begins (midnight, whatever the offset that day). */
export function startOfDay(day: CalendarDay): Date {
  return berlinTime(day.year, day.month, day.day)
}

/**
 * The calendar's days of events in start order ('DD-MM-YYYY', Berlin) and, beyond SPEC, those on
 * which every performance is sold out: what the calendar call answers, on the server from the
 * database and offline from the programme kept on the device.
 */
export function eventDays(events: readonly { date_start: string; availability?: string | null }[]): {
  dates: string[]
  soldOut: string[]
} {
  const days = new Map<string, boolean>()
  for (const event of events) {
    const day = formatUrlDate(berlinDay(new Date(event.date_start)))
    days.set(day, (days.get(day) ?? true) && event.availability === 'sold_out')
  }
  return { dates: [...days.keys()], soldOut: [...days].filter(([, soldOut]) => soldOut).map(([day]) => day) }
}
