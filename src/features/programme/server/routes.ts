import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError } from '@/api/replies'
import { apiTranslator } from '@/i18n/translator'
import { pagedList } from '@/lib/http/paging'

import { calendarFile } from '@/lib/calendar/ics'
import { calendarResponse } from './calendarFiles'
import { siteHost } from '@/lib/calendar/siteHost'
import { cachedCalendarDays, cachedEvents, cachedFilterOptions, cachedProductions, cachedTeasers, currentMinute } from './programme'
import { type OptionCollection } from './filterOptions'
import { eventForCalendar } from './eventRows'

/**
 * The programme's answers are the same for every visitor: they come from Next's data cache, and a
 * CDN may keep them for a minute (the contract's `public` policy). The wrapper has checked the
 * language and the filters (src/api/inputs.ts).
 */

/** GET /{locale}/api/events/ (SPEC §7): room, type, tag, series, genre, date, page, page_size. */
export const getEvents = endpoint('events', async ({ locale, query: { filters, page, pageSize }, url }) => {
  const { count, results } = await cachedEvents(locale, filters, page, pageSize, currentMinute())
  return pagedList(url, page, pageSize, count, results)
})

/** GET /{locale}/api/teasers/ (SPEC §7): the teasers from `date` (today) on, `{ results }`. */
export const getTeasers = endpoint('teasers', async ({ locale, query: filters }) => ({
  results: await cachedTeasers(locale, filters, currentMinute()),
}))

/** GET /api/calendar/ (SPEC §7): date, room, type, tag (and the other filters): the days that have events. */
export const getCalendar = endpoint('calendar', async ({ query: filters }) => (await cachedCalendarDays(filters, currentMinute())).dates)

/** GET /api/calendar/sold-out/ (beyond SPEC, same filters): the calendar's days on which every performance is sold out. */
export const getSoldOutDays = endpoint(
  'calendarSoldOut',
  async ({ query: filters }) => (await cachedCalendarDays(filters, currentMinute())).soldOut,
)

/** GET /{locale}/api/productions/ (SPEC §7): season, exhibition_type, tag, date, page. */
export const getProductions = endpoint('productions', async ({ locale, query: { filters, page, pageSize }, url }) => {
  const { count, results } = await cachedProductions(locale, filters, page, pageSize)
  return pagedList(url, page, pageSize, count, results)
})

type OptionCall = 'rooms' | 'eventTags' | 'series' | 'genres' | 'seasons' | 'exhibitionTypes' | 'productionTags'

/**
 * The route handler of one option list (SPEC §7 /api/rooms/ and its siblings): localised by
 * Accept-Language or the locale cookie, a JSON list.
 */
export function optionListRoute(call: OptionCall, collection: OptionCollection) {
  return endpoint(call, async ({ locale }) => cachedFilterOptions(collection, locale))
}

/**
 * GET /{locale}/api/events/{id}/ics/ (beyond SPEC, 'add to calendar'): the public event as an
 * iCalendar file; 404 for what the public may not see.
 */
export const getEventCalendar = endpoint('eventCalendar', async ({ payload, locale, params: { id } }) => {
  const event = await eventForCalendar(payload, id, locale)
  if (!event) throw new HttpError(404, 'Not Found')
  return calendarResponse(calendarFile(event.title, [event], siteHost()), apiTranslator(locale)('calendar.eventFile', { id }))
})
