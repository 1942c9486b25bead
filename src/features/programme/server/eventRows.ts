import 'server-only'

import type { Payload, Where } from 'payload'
import { type EventTickets, offersTickets } from '@/features/booking/domain/eventTickets'
import { priceRange } from '@/features/booking/domain/offer'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { type ApiValue, uploadObject, uploadThumbnails } from '@/features/content/domain/apiShape'
import type { Locale } from '@/i18n/locales'
import { populated, populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import type { Event } from '@/payload-types'
import { berlinDay, formatUrlDate } from '../domain/calendarDays'
import { dayRange, type ProgrammeFilters } from '../domain/filters'
import { dayLabel } from '../domain/display'
import { timeLabel } from '../domain/timeLabel'
import { priceLabel } from '../domain/priceLabel'
import type { CalendarEvent } from '@/lib/calendar/ics'
import { EVENTS_PAGE_SIZE, type EventListItem, type Named } from '../domain/listItems'

/**
 * The programme's list (SPEC §7 GET /{locale}/api/events/): the events the filters select, each as
 * the row the list and the calendar show, with its tickets' availability and price.
 */

type NamedDoc = { id: number; name?: string | null }

export function named(doc: NamedDoc | null): Named | null {
  return doc ? { id: doc.id, name: doc.name ?? '' } : null
}

export function imageFields(image: Event['image']): { image: number | null; image_obj: ApiValue; image_thumbnails: ApiValue } {
  const upload = populatedOne(image)
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

export const NAME_AND_SLUG = { name: true, slug: true } as const

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
  const price = tickets ? priceRange(tickets) : null
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
    price_range: price,
    day: formatUrlDate(day),
    day_label: dayLabel(day, locale),
    time_label: timeLabel(start, locale),
    price_label: priceLabel(price, locale),
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
export function optionConditions(filters: ProgrammeFilters): Where[] {
  const conditions: Where[] = []
  if (filters.room !== null) conditions.push({ room: { equals: filters.room } })
  if (filters.type !== null) conditions.push({ exhibition_type: { equals: filters.type } })
  if (filters.genre !== null) conditions.push({ genre: { equals: filters.genre } })
  if (filters.tag !== null) conditions.push({ tags: { in: [filters.tag] } })
  if (filters.series !== null) conditions.push({ series: { in: [filters.series] } })
  if (filters.access !== null) conditions.push({ access_features: { in: [filters.access] } })
  return conditions
}

export function rangeConditions(from: Date, to: Date | null): Where[] {
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
