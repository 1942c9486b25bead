import { parseId } from '@/lib/routing/ids'

import { type CalendarDay, formatUrlDate, parseUrlDate } from './calendarDays'

/** SPEC §3 productions filter: season, exhibition_type, tag (ids) and date (a day it plays on). */
export const PRODUCTION_FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const
export type ProductionFilterKey = (typeof PRODUCTION_FILTER_KEYS)[number]
export type ProductionFilters = Record<ProductionFilterKey, number | null> & { date: CalendarDay | null }

export const NO_PRODUCTION_FILTERS: ProductionFilters = { season: null, exhibition_type: null, tag: null, date: null }

/** The productions filter of an address or a call's query; a value that is not valid is a problem (400 or the clean list). */
export function parseProductionFilters(params: URLSearchParams): { ok: true; filters: ProductionFilters } | { ok: false; problem: string } {
  const filters: ProductionFilters = { ...NO_PRODUCTION_FILTERS }
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = params.get(key)
    if (value === null || value === '') continue
    const id = parseId(value)
    if (id === null) return { ok: false, problem: `${key}: not an id` }
    filters[key] = id
  }
  const date = params.get('date')
  if (date !== null && date !== '') {
    const day = parseUrlDate(date)
    if (!day) return { ok: false, problem: 'date: not a date (DD-MM-YYYY)' }
    filters.date = day
  }
  return { ok: true, filters }
}

export function productionFiltersToParams(filters: ProductionFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = filters[key]
    if (value !== null) params.set(key, String(value))
  }
  if (filters.date) params.set('date', formatUrlDate(filters.date))
  return params
}

/** 'YYYY-MM-DD' (a date input's value) of a day, and back. */
export function isoDay(day: CalendarDay | null): string {
  return day ? `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}` : ''
}

export function fromIsoDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? parseUrlDate(`${match[3]}-${match[2]}-${match[1]}`) : null
}
