import { parseId } from '@/lib/routing/ids'

import { type AccessFeature, isAccessFeature } from '@/cms/vocabulary'

import { addDays, berlinDay, type CalendarDay, formatUrlDate, parseUrlDate, sameDay, startOfDay } from './calendarDays'

/** SPEC §3 events state: the filter keys of the programme, each holding one option id. */
export const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

export type ProgrammeFilters = {
  [K in FilterKey]: number | null
} & {
  /** The day the list starts at; null means from now. */
  date: CalendarDay | null
  /** Beyond SPEC, for the quick filters: the last day shown (inclusive); null means open-ended. */
  dateTo: CalendarDay | null
  /** Beyond SPEC: an access feature the performance must offer. */
  access: AccessFeature | null
}

export const NO_FILTERS: ProgrammeFilters = {
  room: null,
  type: null,
  tag: null,
  series: null,
  genre: null,
  date: null,
  dateTo: null,
  access: null,
}

/** The instants [from, to) a filter's days cover; `to` is null when the list is open-ended. */
export function dayRange(filters: Pick<ProgrammeFilters, 'date' | 'dateTo'>, now: Date): { from: Date; to: Date | null } {
  const from = filters.date ? startOfDay(filters.date) : now
  // Today's list starts now, not at midnight: what has begun is over for a visitor.
  const start = filters.date && from.getTime() < now.getTime() && sameDay(filters.date, berlinDay(now)) ? now : from
  const to = filters.dateTo ? startOfDay(addDays(filters.dateTo, 1)) : null
  return { from: start, to }
}

export type ParsedFilters = { ok: true; filters: ProgrammeFilters } | { ok: false; problem: string }

/**
 * The filters of an address or a call's query (SPEC §2, §5): one parameter per filter key with a
 * numeric id, `date` (and beyond SPEC `date_to`) as 'DD-MM-YYYY', and beyond SPEC `access` as an
 * access feature's key. Absent or empty parameters are
 * unset; anything else that is not a valid value is a problem (the caller logs it and answers 400
 * or redirects to the clean list). Unknown parameters are ignored.
 */
export function parseFilters(params: URLSearchParams): ParsedFilters {
  const filters: ProgrammeFilters = { ...NO_FILTERS }
  for (const key of FILTER_KEYS) {
    const value = params.get(key)
    if (value === null || value === '') continue
    const id = parseId(value)
    if (id === null) return { ok: false, problem: `${key}: not an id` }
    filters[key] = id
  }
  for (const [key, field] of [
    ['date', 'date'],
    ['date_to', 'dateTo'],
  ] as const) {
    const value = params.get(key)
    if (value === null || value === '') continue
    const day = parseUrlDate(value)
    if (!day) return { ok: false, problem: `${key}: not a date (DD-MM-YYYY)` }
    filters[field] = day
  }
  const access = params.get('access')
  if (access !== null && access !== '') {
    if (!isAccessFeature(access)) return { ok: false, problem: 'access: not an access feature' }
    filters.access = access
  }
  if (filters.dateTo && (!filters.date || startOfDay(filters.dateTo).getTime() < startOfDay(filters.date).getTime())) {
    return { ok: false, problem: 'date_to: needs a date on or before it' }
  }
  return { ok: true, filters }
}

/** The query parameters of filters, in a fixed order, unset ones left out (the address form). */
export function filtersToParams(filters: ProgrammeFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key]
    if (value !== null) params.set(key, String(value))
  }
  if (filters.date) params.set('date', formatUrlDate(filters.date))
  if (filters.dateTo) params.set('date_to', formatUrlDate(filters.dateTo))
  if (filters.access) params.set('access', filters.access)
  return params
}

/** How many option filters are set (the calendar day not counted). */
export function countOptionFilters(filters: ProgrammeFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== null).length + (filters.access ? 1 : 0)
}

/**
 * SPEC §4: the list is in filtered mode when any filter is set or the date is not today; then
 * teasers are hidden and days with only teasers removed.
 */
export function isFilteredMode(filters: ProgrammeFilters, now: Date): boolean {
  if (countOptionFilters(filters) > 0) return true
  if (filters.dateTo) return true
  return filters.date !== null && !sameDay(filters.date, berlinDay(now))
}

/** SPEC §4: 'reset all' appears when more than one filter, or one filter plus a date, is set. */
export function showsResetAll(filters: ProgrammeFilters): boolean {
  const options = countOptionFilters(filters)
  return options > 1 || (options === 1 && filters.date !== null)
}

/**
 * The quick filters (issue 10): 'next 3 days' is today and the two days after; 'weekend' is the
 * coming Friday to Sunday (this one while it lasts). Calendar days in Berlin, so a daylight-saving
 * change inside the range changes nothing.
 */
export function quickRange(kind: 'next3days' | 'weekend', now: Date): { date: CalendarDay; dateTo: CalendarDay } {
  const today = berlinDay(now)
  if (kind === 'next3days') return { date: today, dateTo: addDays(today, 2) }
  // 0 = Sunday … 6 = Saturday, of the Berlin calendar day.
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay()
  if (weekday === 0) return { date: today, dateTo: today }
  if (weekday === 6) return { date: today, dateTo: addDays(today, 1) }
  const friday = addDays(today, 5 - weekday)
  return { date: friday, dateTo: addDays(friday, 2) }
}

/** SPEC §4: picking an option sets it; picking the option already set clears it. */
export function toggleOption(filters: ProgrammeFilters, key: FilterKey, id: number): ProgrammeFilters {
  return { ...filters, [key]: filters[key] === id ? null : id }
}

/** Beyond SPEC, the access filter behaves like the option filters. */
export function toggleAccess(filters: ProgrammeFilters, feature: AccessFeature): ProgrammeFilters {
  return { ...filters, access: filters.access === feature ? null : feature }
}

/** A calendar day picked (null clears it); a quick filter's range ends with it. */
export function withDay(filters: ProgrammeFilters, day: CalendarDay | null): ProgrammeFilters {
  return { ...filters, date: day, dateTo: null }
}

export type QuickFilter = 'next3days' | 'weekend'
export const QUICK_FILTERS: readonly QuickFilter[] = ['next3days', 'weekend']

/** The quick filter whose range the filters hold, if any (it shows as pressed). */
export function activeQuick(filters: Pick<ProgrammeFilters, 'date' | 'dateTo'>, now: Date): QuickFilter | null {
  return (
    QUICK_FILTERS.find((kind) => {
      const range = quickRange(kind, now)
      return sameDay(filters.date, range.date) && sameDay(filters.dateTo, range.dateTo)
    }) ?? null
  )
}

/** A quick filter picked sets its range; picked again, it clears the days. */
export function toggleQuick(filters: ProgrammeFilters, kind: QuickFilter, now: Date): ProgrammeFilters {
  if (activeQuick(filters, now) === kind) return { ...filters, date: null, dateTo: null }
  return { ...filters, ...quickRange(kind, now) }
}

/** The filters that chips show, in a fixed order: one per option filter set, then the day or range. */
export type Chip =
  | { kind: 'option'; key: FilterKey; id: number }
  | { kind: 'access'; feature: AccessFeature }
  | { kind: 'date'; date: CalendarDay; dateTo: CalendarDay | null }

export function chipsOf(filters: ProgrammeFilters): Chip[] {
  const chips: Chip[] = []
  for (const key of FILTER_KEYS) {
    const id = filters[key]
    if (id !== null) chips.push({ kind: 'option', key, id })
  }
  if (filters.access) chips.push({ kind: 'access', feature: filters.access })
  if (filters.date) chips.push({ kind: 'date', date: filters.date, dateTo: filters.dateTo })
  return chips
}

/** Removing a chip clears what it stands for. */
export function withoutChip(filters: ProgrammeFilters, chip: Chip): ProgrammeFilters {
  if (chip.kind === 'option') return { ...filters, [chip.key]: null }
  if (chip.kind === 'access') return { ...filters, access: null }
  return { ...filters, date: null, dateTo: null }
}

/** Two filter states are the same when their address forms are. */
export function sameFilters(a: ProgrammeFilters, b: ProgrammeFilters): boolean {
  return filtersToParams(a).toString() === filtersToParams(b).toString()
}
