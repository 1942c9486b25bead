import 'server-only'

import type { Payload, Where } from 'payload'

import { type EventTickets, offersTickets } from '@/features/booking/domain/eventTickets'
import { formatCents } from '@/features/booking/domain/money'
import { lowestPrice } from '@/features/booking/domain/offer'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { type ApiValue, type Upload, uploadObject, uploadThumbnails } from '@/features/content/domain/apiShape'
import type { Locale } from '@/i18n/locales'
import { siteTranslator } from '@/i18n/translator'
import { cachedRead } from '@/lib/cache/cachedRead'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/cms/client'
import { populated, populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import type { Event, EventTeaser, Production } from '@/payload-types'

import { addDays, berlinDay, formatUrlDate, sameDay, startOfDay } from '../domain/calendarDays'
import { dayRange, type ProgrammeFilters } from '../domain/filters'
import { dayLabel, timeLabel } from '../domain/display'
import type { CalendarEvent } from '../domain/ics'
import type { ProductionFilters } from '../domain/productionFilters'
import {
  EVENTS_PAGE_SIZE,
  type EventListItem,
  type FilterOption,
  MAX_PAGE_SIZE,
  type Named,
  type ProductionListItem,
  type RoomOption,
  type TeaserItem,
} from '../domain/listItems'

export type { EventListItem, FilterOption, ProductionListItem, RoomOption, TeaserItem }

export { EVENTS_PAGE_SIZE, MAX_PAGE_SIZE }
/** How far ahead the calendar offers days (a festival's programme is planned about a year out). */
const CALENDAR_HORIZON_DAYS = 400

type NamedDoc = { id: number; name?: string | null }

function named(doc: NamedDoc | null): Named | null {
  return doc ? { id: doc.id, name: doc.name ?? '' } : null
}

export function imageFields(image: Event['image']): { image: number | null; image_obj: ApiValue; image_thumbnails: ApiValue } {
  const upload = populatedOne(image as Upload | number | null | undefined)
  return upload
    ? { image: Number(upload.id), image_obj: uploadObject(upload), image_thumbnails: uploadThumbnails(upload) }
    : { image: null, image_obj: null, image_thumbnails: null }
}

const EVENT_SELECT = {
  title: true,
  slug: true,
  date_start: true,
  date_end: true,
  event_type_new: true,
  preline: true,
  subline: true,
  artist: true,
  teaser_text: true,
  image: true,
  venue: true,
  room: true,
  exhibition_type: true,
  genre: true,
  tags: true,
  series: true,
  production: true,
  access_features: true,
  ticket_url: true,
  id_jet: true,
} as const

const NAME_AND_SLUG = { name: true, slug: true } as const
const EVENT_POPULATE = {
  venues: NAME_AND_SLUG,
  rooms: NAME_AND_SLUG,
  'exhibition-types': NAME_AND_SLUG,
  genres: NAME_AND_SLUG,
  'event-tags': NAME_AND_SLUG,
  series: NAME_AND_SLUG,
} as const

type EventRowDoc = Pick<Event, 'id' | keyof typeof EVENT_SELECT>

function eventItem(event: EventRowDoc, locale: Locale, tickets: EventTickets | undefined): EventListItem {
  const venue = populatedOne(event.venue)
  const start = new Date(event.date_start)
  const day = berlinDay(start)
  const priceFrom = tickets ? lowestPrice(tickets) : null
  return {
    id: event.id,
    title: event.title,
    slug: event.slug ?? null,
    url: docHref('events', event, locale),
    date_start: event.date_start,
    date_end: event.date_end ?? null,
    event_type_new: event.event_type_new ?? null,
    preline: event.preline ?? null,
    subline: event.subline ?? null,
    artist: event.artist ?? null,
    teaser_text: event.teaser_text ?? null,
    ...imageFields(event.image),
    venue: venue ? { id: venue.id, name: venue.name, url: docHref('venues', venue, locale) } : null,
    room: named(populatedOne(event.room)),
    exhibition_type: named(populatedOne(event.exhibition_type)),
    genre: named(populatedOne(event.genre)),
    tags: populated(event.tags).map((tag) => ({ id: tag.id, name: tag.name })),
    series: populated(event.series).map((series) => ({ id: series.id, name: series.name, url: docHref('series', series, locale) })),
    production: typeof event.production === 'object' && event.production ? event.production.id : (event.production ?? null),
    access_features: event.access_features ?? [],
    ticket_url: event.ticket_url ?? null,
    id_jet: event.id_jet ?? null,
    bookable: offersTickets(tickets),
    price_from_cents: priceFrom,
    day: formatUrlDate(day),
    day_label: dayLabel(day, locale),
    time_label: timeLabel(start, locale),
    price_from_label: priceFrom === null ? null : siteTranslator(locale)('programme.priceFrom', { price: formatCents(priceFrom, locale) }),
    availability: tickets?.availability ?? null,
  }
}

/** The events' ticketing data (SPEC §3 current event data) for the ones that sell tickets. */
async function ticketsOf(
  payload: Payload,
  locale: Locale,
  events: readonly Pick<Event, 'id' | 'id_jet'>[],
): Promise<Map<number, EventTickets>> {
  const selling = events.filter((event) => event.id_jet).map((event) => event.id)
  return selling.length === 0 ? new Map() : ticketingProvider(payload).eventTickets(selling, locale)
}

/** The conditions of the option filters (room, type, tag, series, genre) on events. */
function optionConditions(filters: ProgrammeFilters): Where[] {
  const conditions: Where[] = []
  if (filters.room !== null) conditions.push({ room: { equals: filters.room } })
  if (filters.type !== null) conditions.push({ exhibition_type: { equals: filters.type } })
  if (filters.genre !== null) conditions.push({ genre: { equals: filters.genre } })
  if (filters.tag !== null) conditions.push({ tags: { in: [filters.tag] } })
  if (filters.series !== null) conditions.push({ series: { in: [filters.series] } })
  if (filters.access !== null) conditions.push({ access_features: { in: [filters.access] } })
  return conditions
}

function rangeConditions(from: Date, to: Date | null): Where[] {
  const conditions: Where[] = [{ date_start: { greater_than_equal: from.toISOString() } }]
  if (to) conditions.push({ date_start: { less_than: to.toISOString() } })
  return conditions
}

/**
 * GET /{locale}/api/events/ (SPEC §7): the published, online events matching the filters, from the
 * filter's day on (from now without one), in start order, one page at a time. Only what the public
 * may read: the collection's access rules decide, with no user.
 */
export async function findEvents(
  payload: Payload,
  locale: Locale,
  filters: ProgrammeFilters,
  { page, pageSize = EVENTS_PAGE_SIZE, now = new Date(), ids }: { page: number; pageSize?: number; now?: Date; ids?: readonly number[] },
): Promise<{ count: number; results: EventListItem[] }> {
  const { from, to } = dayRange(filters, now)
  // Beyond SPEC, for the favourites: only these events.
  const only: Where[] = ids ? [{ id: { in: ids.length > 0 ? [...ids] : [0] } }] : []
  const result = await payload.find({
    collection: 'events',
    locale,
    where: { and: [...rangeConditions(from, to), ...optionConditions(filters), ...only] },
    sort: ['date_start', 'id'],
    page,
    limit: pageSize,
    depth: 1,
    select: EVENT_SELECT,
    populate: EVENT_POPULATE,
    overrideAccess: false,
    draft: false,
  })
  const tickets = await ticketsOf(payload, locale, result.docs)
  return { count: result.totalDocs, results: result.docs.map((event) => eventItem(event, locale, tickets.get(event.id))) }
}

function teaserItem(teaser: EventTeaser): TeaserItem {
  return {
    id: teaser.id,
    position: formatUrlDate(berlinDay(new Date(teaser.position))),
    preline: teaser.preline ?? null,
    headline: teaser.headline,
    subline: teaser.subline ?? null,
    // SPEC §2: the card links to '/' when no link is set.
    link: teaser.link?.trim() || '/',
    link_text: teaser.link_text ?? null,
    ...imageFields(teaser.image),
  }
}

/**
 * GET /{locale}/api/teasers/ (SPEC §7): the online teasers of the days the list shows (from the
 * filter's day, or today, on), by day. The list hides them in filtered mode; the client decides.
 */
export async function findTeasers(
  payload: Payload,
  locale: Locale,
  filters: Pick<ProgrammeFilters, 'date' | 'dateTo'>,
  now = new Date(),
): Promise<TeaserItem[]> {
  const firstDay = filters.date ?? berlinDay(now)
  const conditions: Where[] = [{ position: { greater_than_equal: startOfDay(firstDay).toISOString() } }]
  if (filters.dateTo) conditions.push({ position: { less_than: startOfDay(addDays(filters.dateTo, 1)).toISOString() } })
  const result = await payload.find({
    collection: 'event-teasers',
    locale,
    where: { and: conditions },
    sort: 'position',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return result.docs.map(teaserItem)
}

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
  const days = new Map<string, boolean>()
  for (const event of result.docs) {
    const day = formatUrlDate(berlinDay(new Date(event.date_start)))
    days.set(day, (days.get(day) ?? true) && event.availability === 'sold_out')
  }
  return { dates: [...days.keys()], soldOut: [...days].filter(([, soldOut]) => soldOut).map(([day]) => day) }
}

export const OPTION_COLLECTIONS = ['rooms', 'exhibition-types', 'event-tags', 'series', 'genres', 'seasons', 'production-tags'] as const
export type OptionCollection = (typeof OPTION_COLLECTIONS)[number]

/**
 * GET /api/rooms/, /api/exhibition-types/, /api/event-tags/, /api/series/, /api/genres/,
 * /api/seasons/, /api/production-tags/ (SPEC §7): the options a filter offers, in the editors'
 * order: only those marked show_in_filter (SPEC §3: false hides), names in the asked language.
 */
export async function filterOptions(
  payload: Payload,
  collection: OptionCollection,
  locale: Locale,
): Promise<(FilterOption | RoomOption)[]> {
  const result = await payload.find({
    collection,
    locale,
    where: { show_in_filter: { equals: true } },
    sort: ['sort', 'name'],
    pagination: false,
    depth: collection === 'rooms' ? 1 : 0,
    overrideAccess: false,
    draft: false,
  })
  return result.docs.map((doc) => {
    const option: FilterOption = { id: doc.id, name: doc.name ?? '', slug: doc.slug ?? null, show_in_filter: true }
    if (!('venue' in doc)) return option
    return { ...option, venue: named(populatedOne(doc.venue)) }
  })
}

const PRODUCTION_SELECT = {
  title: true,
  subtitle: true,
  artist: true,
  slug: true,
  teaser_text: true,
  image: true,
  season: true,
  exhibition_type: true,
  tags: true,
} as const
type ProductionRowDoc = Pick<Production, 'id' | keyof typeof PRODUCTION_SELECT>

/**
 * GET /{locale}/api/productions/ (SPEC §7): the public productions matching the filters, by title,
 * one page at a time; with a date, those with a public event on that Berlin day.
 */
export async function findProductions(
  payload: Payload,
  locale: Locale,
  filters: ProductionFilters,
  { page, pageSize = EVENTS_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<{ count: number; results: ProductionListItem[] }> {
  const conditions: Where[] = []
  if (filters.season !== null) conditions.push({ season: { equals: filters.season } })
  if (filters.exhibition_type !== null) conditions.push({ exhibition_type: { equals: filters.exhibition_type } })
  if (filters.tag !== null) conditions.push({ tags: { in: [filters.tag] } })
  if (filters.date) {
    const events = await payload.find({
      collection: 'events',
      where: {
        and: [...rangeConditions(startOfDay(filters.date), startOfDay(addDays(filters.date, 1))), { production: { exists: true } }],
      },
      pagination: false,
      depth: 0,
      select: { production: true },
      overrideAccess: false,
      draft: false,
    })
    const ids = [...new Set(events.docs.flatMap((event) => (typeof event.production === 'number' ? [event.production] : [])))]
    if (ids.length === 0) return { count: 0, results: [] }
    conditions.push({ id: { in: ids } })
  }
  const result = await payload.find({
    collection: 'productions',
    locale,
    where: conditions.length > 0 ? { and: conditions } : {},
    sort: ['title', 'id'],
    page,
    limit: pageSize,
    depth: 1,
    select: PRODUCTION_SELECT,
    populate: { seasons: NAME_AND_SLUG, 'exhibition-types': NAME_AND_SLUG, 'production-tags': NAME_AND_SLUG },
    overrideAccess: false,
    draft: false,
  })
  return {
    count: result.totalDocs,
    results: result.docs.map((production: ProductionRowDoc) => ({
      id: production.id,
      title: production.title,
      subtitle: production.subtitle ?? null,
      artist: production.artist ?? null,
      slug: production.slug ?? null,
      url: docHref('productions', production, locale),
      teaser_text: production.teaser_text ?? null,
      ...imageFields(production.image),
      season: named(populatedOne(production.season)),
      exhibition_type: named(populatedOne(production.exhibition_type)),
      tags: populated(production.tags).map((tag) => ({ id: tag.id, name: tag.name })),
    })),
  }
}

/** The programme's cached reads live one minute at most: 'from now' moves on, and so do online windows. */
const PROGRAMME_CACHE_SECONDS = 60

/** What an event row shows comes from these collections: a change to any of them may change a row. */
const EVENT_ROW_TAGS = [
  'events',
  'venues',
  'rooms',
  'exhibition-types',
  'genres',
  'event-tags',
  'series',
  'media',
  'seat-groups',
  'prices',
  'timeslots',
].map(cacheTags.list)

/** The start of the current minute: the clock a cached read is keyed by. */
export function currentMinute(now = new Date()): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString()
}

/** findEvents from Next's data cache, keyed by the arguments and the minute. */
export const cachedEvents = cachedRead(
  'programme:events',
  async (locale: Locale, filters: ProgrammeFilters, page: number, pageSize: number, minute: string) =>
    findEvents(await getPayloadClient(), locale, filters, { page, pageSize, now: new Date(minute) }),
  { tags: EVENT_ROW_TAGS, revalidate: PROGRAMME_CACHE_SECONDS },
)

export const cachedTeasers = cachedRead(
  'programme:teasers',
  async (locale: Locale, filters: Pick<ProgrammeFilters, 'date' | 'dateTo'>, minute: string) =>
    findTeasers(await getPayloadClient(), locale, filters, new Date(minute)),
  { tags: ['event-teasers', 'media'].map(cacheTags.list), revalidate: PROGRAMME_CACHE_SECONDS },
)

export const cachedCalendarDays = cachedRead(
  'programme:calendar',
  async (filters: ProgrammeFilters, minute: string) => calendarDays(await getPayloadClient(), filters, new Date(minute)),
  { tags: [cacheTags.list('events')], revalidate: PROGRAMME_CACHE_SECONDS },
)

export const cachedFilterOptions = cachedRead(
  'programme:options',
  async (collection: OptionCollection, locale: Locale) => filterOptions(await getPayloadClient(), collection, locale),
  { tags: [...OPTION_COLLECTIONS, 'venues'].map(cacheTags.list), revalidate: PROGRAMME_CACHE_SECONDS },
)

export const cachedProductions = cachedRead(
  'programme:productions',
  async (locale: Locale, filters: ProductionFilters, page: number, pageSize: number) =>
    findProductions(await getPayloadClient(), locale, filters, { page, pageSize }),
  {
    tags: ['productions', 'events', 'seasons', 'exhibition-types', 'production-tags', 'media'].map(cacheTags.list),
    revalidate: PROGRAMME_CACHE_SECONDS,
  },
)

/** One public event as a calendar entry ('add to calendar'); null when the public may not see it. */
export async function eventForCalendar(payload: Payload, id: number, locale: Locale): Promise<CalendarEvent | null> {
  const result = await payload.find({
    collection: 'events',
    locale,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    select: { title: true, slug: true, date_start: true, date_end: true, venue: true, room: true, teaser_text: true },
    populate: { venues: { name: true, street: true, postal_code: true, city: true }, rooms: { name: true } },
    overrideAccess: false,
    draft: false,
  })
  const event = result.docs[0]
  if (!event) return null
  const venue = populatedOne(event.venue)
  const room = populatedOne(event.room)
  const place = venue
    ? [venue.name, room?.name, [venue.street, [venue.postal_code, venue.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(', ')
    : null
  return {
    id: event.id,
    title: event.title,
    start: new Date(event.date_start),
    end: event.date_end ? new Date(event.date_end) : null,
    location: place || null,
    url: docHref('events', event, locale),
    description: event.teaser_text ?? null,
  }
}
