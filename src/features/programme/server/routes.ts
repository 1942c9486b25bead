import { siteOrigin } from '@/lib/mail/texts'
import 'server-only'

import { isLocale, type Locale } from '@/i18n/locales'
import { cacheable, jsonError, PUBLIC_CACHE } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'
import { getPayloadClient } from '@/lib/payload/client'
import { pagedList, parsePaging } from '@/lib/http/paging'
import { parseId } from '@/lib/routing/ids'

import { parseFilters } from '../domain/filters'
import { parseProductionFilters } from '../domain/productionFilters'
import { calendarFile } from '../domain/ics'
import { cachedCalendarDays, cachedEvents, eventForCalendar, cachedFilterOptions, cachedProductions, cachedTeasers, currentMinute, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE, type OptionCollection } from './programme'

type LocaleContext = { params: Promise<{ locale: string }> }

/**
 * The programme's answers are the same for every visitor: they come from Next's data cache, and a
 * CDN may keep them for a minute.
 */

async function pathLocale(context: LocaleContext): Promise<Locale | null> {
  const { locale } = await context.params
  return isLocale(locale) ? locale : null
}

/** GET /{locale}/api/events/ (SPEC §7): room, type, tag, series, genre, date, page, page_size. */
export async function getEvents(request: Request, context: LocaleContext): Promise<Response> {
  const locale = await pathLocale(context)
  if (!locale) return jsonError(404, 'Not Found')
  const url = new URL(request.url)
  const parsed = parseFilters(url.searchParams)
  if (!parsed.ok) return jsonError(400, parsed.problem)
  const paging = parsePaging(url.searchParams, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE)
  if (!paging) return jsonError(400, `page, page_size: whole numbers (page_size at most ${MAX_PAGE_SIZE})`)
  const { count, results } = await cachedEvents(locale, parsed.filters, paging.page, paging.pageSize, currentMinute())
  return cacheable(pagedList(url, paging.page, paging.pageSize, count, results))
}

/** GET /{locale}/api/teasers/ (SPEC §7): the teasers from `date` (today) on, `{ results }`. */
export async function getTeasers(request: Request, context: LocaleContext): Promise<Response> {
  const locale = await pathLocale(context)
  if (!locale) return jsonError(404, 'Not Found')
  const parsed = parseFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return jsonError(400, parsed.problem)
  return cacheable({ results: await cachedTeasers(locale, parsed.filters, currentMinute()) })
}

/** GET /api/calendar/ (SPEC §7): date, room, type, tag (and the other filters): the days that have events. */
export async function getCalendar(request: Request): Promise<Response> {
  const parsed = parseFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return jsonError(400, parsed.problem)
  return cacheable((await cachedCalendarDays(parsed.filters, currentMinute())).dates)
}

/** GET /api/calendar/sold-out/ (beyond SPEC, same filters): the calendar's days on which every performance is sold out. */
export async function getSoldOutDays(request: Request): Promise<Response> {
  const parsed = parseFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return jsonError(400, parsed.problem)
  return cacheable((await cachedCalendarDays(parsed.filters, currentMinute())).soldOut)
}

/** GET /{locale}/api/productions/ (SPEC §7): season, exhibition_type, tag, date, page. */
export async function getProductions(request: Request, context: LocaleContext): Promise<Response> {
  const locale = await pathLocale(context)
  if (!locale) return jsonError(404, 'Not Found')
  const url = new URL(request.url)
  const parsed = parseProductionFilters(url.searchParams)
  if (!parsed.ok) return jsonError(400, parsed.problem)
  const paging = parsePaging(url.searchParams, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE)
  if (!paging) return jsonError(400, `page, page_size: whole numbers (page_size at most ${MAX_PAGE_SIZE})`)
  const { count, results } = await cachedProductions(locale, parsed.filters, paging.page, paging.pageSize)
  return cacheable(pagedList(url, paging.page, paging.pageSize, count, results))
}

/**
 * The route handler of one option list (SPEC §7 /api/rooms/ and its siblings): localised by
 * Accept-Language or the locale cookie, a JSON list.
 */
export function optionListRoute(collection: OptionCollection) {
  return async function GET(request: Request): Promise<Response> {
    const locale = requestLocale(request)
    return cacheable(await cachedFilterOptions(collection, locale), { Vary: 'Accept-Language' })
  }
}

/**
 * GET /{locale}/api/events/{id}/ics/ (beyond SPEC, 'add to calendar'): the public event as an
 * iCalendar file; 404 for what the public may not see.
 */
export async function getEventCalendar(request: Request, context: { params: Promise<{ locale: string; id: string }> }): Promise<Response> {
  const { locale, id: rawId } = await context.params
  const id = parseId(rawId)
  if (!isLocale(locale) || id === null) return jsonError(404, 'Not Found')
  const event = await eventForCalendar(await getPayloadClient(), id, locale)
  if (!event) return jsonError(404, 'Not Found')
  const origin = siteOrigin()
  const body = calendarFile(event.title, [event], { host: new URL(origin).hostname, origin })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${locale === 'de' ? 'termin' : 'event'}-${id}.ics"`,
      'Cache-Control': PUBLIC_CACHE,
    },
  })
}
