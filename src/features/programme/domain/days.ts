import type { CalendarDay } from './calendarDays'

/** A day of the programme list: its events in start order, then its teasers (SPEC §2). */
export type ProgrammeDay<E, T> = { day: CalendarDay; events: E[]; teasers: T[] }

const keyOf = ({ year, month, day }: CalendarDay) => year * 10_000 + month * 100 + day

/**
 * The list grouped by Berlin day with the teasers at the end of their day (SPEC §2, §4). An
 * event's day comes from `eventDay` (a list entry's `day`, which the server reads in Berlin time).
 * - Filtered mode: no teasers, so no day made of teasers only.
 * - While more pages may follow (`complete` false), a teaser after the last loaded event's day
 *   waits for its day: it must not show above events that are still to come.
 * Events must come in start order; teasers in any order.
 */
export function groupProgramme<E, T>(
  events: readonly E[],
  teasers: readonly T[],
  options: { eventDay: (event: E) => CalendarDay; dayOf: (teaser: T) => CalendarDay; filtered: boolean; complete: boolean },
): ProgrammeDay<E, T>[] {
  const days = new Map<number, ProgrammeDay<E, T>>()
  const dayFor = (day: CalendarDay) => {
    const key = keyOf(day)
    let entry = days.get(key)
    if (!entry) {
      entry = { day, events: [], teasers: [] }
      days.set(key, entry)
    }
    return entry
  }
  for (const event of events) dayFor(options.eventDay(event)).events.push(event)
  if (!options.filtered) {
    const last = events.at(-1)
    const lastEventDay = last === undefined ? null : keyOf(options.eventDay(last))
    for (const teaser of teasers) {
      const day = options.dayOf(teaser)
      if (!options.complete && (lastEventDay === null || keyOf(day) > lastEventDay)) continue
      dayFor(day).teasers.push(teaser)
    }
  }
  return [...days.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry)
}
