import { pagedList, type PagedList, parsePaging } from '@/lib/http/paging'

import { eventDays } from './calendarDays'
import { parseFavouriteIds } from './favourites'
import { dayRange, parseFilters, type ProgrammeFilters } from './filters'
import { EVENTS_PAGE_SIZE, type EventListItem, MAX_PAGE_SIZE } from './listItems'

/**
 * The whole programme as the service worker keeps it on the device (issue 27): every upcoming
 * performance's list data in one language, as the events call answered it page by page, and when
 * it was fetched. Offline, the programme's calls are answered from it by the same rules the server
 * applies (`findEvents`: the filters, from the filter's day or from now, in start order).
 */
export type StoredProgramme = { locale: string; fetched_at: string; results: EventListItem[] }

/** Beyond the call's answer: when the data an offline answer was made from was fetched. */
export type OfflineMark = { offline_as_of: string }

const has = (list: readonly { id: number }[], id: number) => list.some((entry) => entry.id === id)

/** Whether a performance passes the filters, as `findEvents` decides it in the database. */
export function matchesFilters(item: EventListItem, filters: ProgrammeFilters, now: Date): boolean {
  const { from, to } = dayRange(filters, now)
  const start = new Date(item.date_start).getTime()
  if (Number.isNaN(start) || start < from.getTime() || (to !== null && start >= to.getTime())) return false
  if (filters.room !== null && item.room?.id !== filters.room) return false
  if (filters.type !== null && item.exhibition_type?.id !== filters.type) return false
  if (filters.genre !== null && item.genre?.id !== filters.genre) return false
  if (filters.tag !== null && !has(item.tags, filters.tag)) return false
  if (filters.series !== null && !has(item.series, filters.series)) return false
  if (filters.access !== null && !item.access_features.includes(filters.access)) return false
  return true
}

function inStartOrder(a: EventListItem, b: EventListItem): number {
  return new Date(a.date_start).getTime() - new Date(b.date_start).getTime() || a.id - b.id
}

/**
 * The answer of `GET /{locale}/api/events/?…` made from the stored programme, or null when the
 * query is one the server would refuse (the browser then sees the failed call it would have seen).
 */
export function offlineEvents(stored: StoredProgramme, url: URL, now: Date): (PagedList<EventListItem> & OfflineMark) | null {
  const parsed = parseFilters(url.searchParams)
  const paging = parsePaging(url.searchParams, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE)
  if (!parsed.ok || !paging) return null
  const matching = stored.results.filter((item) => matchesFilters(item, parsed.filters, now)).sort(inStartOrder)
  const first = (paging.page - 1) * paging.pageSize
  const page = pagedList(url, paging.page, paging.pageSize, matching.length, matching.slice(first, first + paging.pageSize))
  return { ...page, offline_as_of: stored.fetched_at }
}

/**
 * The answer of `GET /api/calendar/?…` (its days) or `/api/calendar/sold-out/?…` made from the
 * stored programme, or null when the server would refuse the query: the calendar still offers the
 * days of the kept performances the other filters select.
 */
export function offlineCalendarDays(stored: StoredProgramme, url: URL, now: Date): string[] | null {
  const parsed = parseFilters(url.searchParams)
  if (!parsed.ok) return null
  const days = eventDays(stored.results.filter((item) => matchesFilters(item, parsed.filters, now)).sort(inStartOrder))
  return url.pathname.endsWith('/sold-out/') ? days.soldOut : days.dates
}

/** The answer of `GET /{locale}/api/favourites/events/?ids=` made from the stored programme; null where the server answers 400. */
export function offlineFavouriteEvents(stored: StoredProgramme, url: URL, now: Date): ({ results: EventListItem[] } & OfflineMark) | null {
  const parsed = parseFavouriteIds(url.searchParams.get('ids') ?? '')
  if (!parsed) return null
  const ids = new Set(parsed)
  const results = stored.results
    .filter((item) => ids.has(item.id) && new Date(item.date_start).getTime() >= now.getTime())
    .sort(inStartOrder)
  return { results, offline_as_of: stored.fetched_at }
}

/** Whether a stored programme is older than `maxAgeMs` (or unreadable) and should be fetched again. */
export function isStale(stored: Pick<StoredProgramme, 'fetched_at'> | null, now: Date, maxAgeMs: number): boolean {
  if (!stored) return true
  const fetched = new Date(stored.fetched_at).getTime()
  return Number.isNaN(fetched) || now.getTime() - fetched >= maxAgeMs
}
