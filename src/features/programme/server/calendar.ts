import 'server-only'

import type { Payload } from 'payload'
import { addDays, berlinDay, eventDays, sameDay, startOfDay } from '../domain/calendarDays'
import { type ProgrammeFilters } from '../domain/filters'
import { optionConditions, rangeConditions } from './eventRows'

/** The calendar's days: which days of a month have events the filters select. */

/** How far ahead the calendar offers days (a festival's programme is planned about a year out). */
const CALENDAR_HORIZON_DAYS = 400

/**
 * GET /api/calendar/ (SPEC §7): the Berlin days, 'DD-MM-YYYY', from the given day (today without
 * one) on, that have at least one public event matching the filters: the only days the calendar
 * offers.
 */
export async function availableDates(payload: Payload, filters: ProgrammeFilters, now = new Date()): Promise<string[]> {
  return (await calendarDays(payload, filters, now)).dates
}

/**
 * The calendar's days and, beyond SPEC (booking: availability everywhere), those of them on which
 * every performance is sold out, by the stored class the pages show.
 */
export async function calendarDays(
  payload: Payload,
  filters: ProgrammeFilters,
  now = new Date(),
): Promise<{ dates: string[]; soldOut: string[] }> {
  const today = berlinDay(now)
  const first = filters.date ?? today
  const from = sameDay(first, today) ? now : startOfDay(first)
  const to = startOfDay(addDays(filters.dateTo ?? addDays(today, CALENDAR_HORIZON_DAYS), 1))
  const result = await payload.find({
    collection: 'events',
    where: { and: [...rangeConditions(from, to), ...optionConditions(filters)] },
    sort: 'date_start',
    pagination: false,
    depth: 0,
    select: { date_start: true, availability: true },
    overrideAccess: false,
    draft: false,
  })
  return eventDays(result.docs)
}
