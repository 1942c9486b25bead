import type { Availability } from '@/features/booking/domain/availability'
import type { PriceRange } from '@/features/booking/domain/offer'
import type { ApiValue } from '@/features/content/domain/apiShape'

import { apiObject, CARD_SIZES, type EventStyle } from './display'
import { type CalendarDay, parseUrlDate } from './calendarDays'

/**
 * What the programme's calls answer (SPEC §3, snake_case): the server builds these, the browser
 * shows them. Plain data only.
 */
export type Named = { id: number; name: string }

/** SPEC §9: events page size. */
export const EVENTS_PAGE_SIZE = 10
/** The largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 50

/** One event of the programme list (SPEC §3 Event with its display fields, snake_case). */
export type EventListItem = {
  id: number
  title: string
  slug: string | null
  url: string | null
  date_start: string
  date_end: string | null
  event_type_new: string | null
  preline: string | null
  subline: string | null
  artist: string | null
  teaser_text: string | null
  image: number | null
  image_obj: ApiValue
  image_thumbnails: ApiValue
  venue: (Named & { url: string | null }) | null
  room: Named | null
  exhibition_type: Named | null
  genre: Named | null
  tags: Named[]
  series: (Named & { url: string | null })[]
  production: number | null
  /** Beyond SPEC: the access features the performance offers (keys of ACCESS_FEATURES). */
  access_features: string[]
  ticket_url: string | null
  id_jet: string | null
  /**
   * Whether the booking widget sells its tickets (a ticketing id and a seat group); the widget
   * asks for the seat groups, prices and timeslots (SPEC §3 current event data) when it opens, so
   * a list never carries them (issue 26).
   */
  bookable: boolean
  /** What its tickets cost, in cents (the full prices' span, the cheapest discount below it); null when none is offered. */
  price_range: PriceRange | null
  /**
   * Display texts in the call's language, made on the server so a list hydrates without starting a
   * date, number or message formatter in the browser (issue 26): its Berlin day ('DD-MM-YYYY') and
   * that day as a heading, its start time ('19:30 Uhr'), and what it costs ('29–38 €, ermäßigt ab 8 €').
   */
  day: string
  day_label: string
  time_label: string
  price_label: string | null
  /** Beyond SPEC: available, few tickets left or sold out; null when it sells no tickets. */
  availability: Availability | null
}

/** The Berlin day of a list entry (its `day`, 'DD-MM-YYYY'). */
export function entryDay(entry: Pick<EventListItem, 'day'>): CalendarDay {
  return parseUrlDate(entry.day) ?? { year: 1970, month: 1, day: 1 }
}

/**
 * What a list entry (EventEntry) shows of an event: a page sends its lists with only this. The
 * lines, ticket fields and image a display style leaves out, or an event lacks, are left out
 * rather than sent as null; the venue and room go by name. The calls' full items are entries too.
 */
export type EventEntryData = Pick<
  EventListItem,
  | 'id'
  | 'title'
  | 'url'
  | 'date_start'
  | 'day'
  | 'day_label'
  | 'time_label'
  | 'exhibition_type'
  | 'access_features'
  | 'bookable'
  | 'image_thumbnails'
> &
  Partial<
    Pick<EventListItem, 'preline' | 'subline' | 'artist' | 'ticket_url' | 'id_jet' | 'price_label' | 'availability' | 'image_obj'>
  > & {
    venue: { name: string } | null
    room: { name: string } | null
  }

/** The image sizes an entry shows in each display style: styles 1 and 2 the square thumbnail, style 3 the card's (listImage). */
const ENTRY_SIZES: Record<EventStyle, readonly string[]> = { '1': ['thumbnail'], '2': ['thumbnail'], '3': CARD_SIZES }

/** An upload cut to its alternative text, or null. */
export function altOnly(value: ApiValue | undefined): { alt: ApiValue } | null {
  const upload = apiObject(value)
  return upload ? { alt: upload.alt ?? '' } : null
}

/** An upload's sizes cut to the named ones it has, or null. */
export function onlySizes(value: ApiValue, names: readonly string[]): { [size: string]: ApiValue } | null {
  const sizes = apiObject(value)
  return sizes ? Object.fromEntries(names.flatMap((name) => (sizes[name] ? [[name, sizes[name]]] : []))) : null
}

/**
 * A list item cut to what its entry shows in the site's display style (EventEntry), for a page's
 * inline payload (issue 26): the teaser text, genre, tags, series, the image's other sizes and the
 * lines another style shows stay in the calls that answer them. The browser's lists take the
 * calls' full items as they are (a list item is an entry's data).
 */
export function entryData(item: EventListItem, style: EventStyle): EventEntryData {
  const optional = {
    preline: style === '2' ? null : item.preline,
    subline: style === '1' ? item.subline : null,
    artist: style === '2' ? item.artist : null,
    ticket_url: item.ticket_url,
    id_jet: item.id_jet,
    price_label: item.price_label,
    availability: item.availability,
    image_obj: style === '3' ? altOnly(item.image_obj) : null,
  }
  return {
    id: item.id,
    title: item.title,
    url: item.url,
    date_start: item.date_start,
    day: item.day,
    day_label: item.day_label,
    time_label: item.time_label,
    ...(Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null && value !== undefined)) as Partial<
      typeof optional
    >),
    venue: item.venue ? { name: item.venue.name } : null,
    room: item.room ? { name: item.room.name } : null,
    exhibition_type: item.exhibition_type,
    access_features: item.access_features,
    bookable: item.bookable,
    image_thumbnails: onlySizes(item.image_thumbnails, ENTRY_SIZES[style]),
  }
}

/**
 * A programme teaser cut to what its card shows, for a page's inline payload (issue 26): the
 * picture's alternative text and the card's sizes, not the upload's other fields and sizes.
 */
export function teaserData(teaser: TeaserItem): TeaserItem {
  return { ...teaser, image: null, image_obj: altOnly(teaser.image_obj), image_thumbnails: onlySizes(teaser.image_thumbnails, CARD_SIZES) }
}

/** A programme teaser (SPEC §2 event teaser card), shown at the end of its day. */
export type TeaserItem = {
  id: number
  /** The day it belongs to, 'DD-MM-YYYY' (Berlin). */
  position: string
  preline: string | null
  headline: string
  subline: string | null
  link: string
  link_text: string | null
  image: number | null
  image_obj: ApiValue
  image_thumbnails: ApiValue
}

/** The option lists of the filters (SPEC §3 filter option: id, name, show_in_filter). */
export type FilterOption = { id: number; name: string; slug: string | null; show_in_filter: boolean }

/** What the browser's filters show of an option: the lists it is given hold only options to show. */
export type OptionChoice = Pick<FilterOption, 'id' | 'name'>

export type RoomOption = FilterOption & { venue: Named | null }

/**
 * Options cut to what the filters show, for a page's inline payload (issue 26). A room is named
 * with its venue, as an event names its place ('Schauspielhaus Lindenau, Studiobühne'): several
 * venues have a 'Studio'.
 */
export const choices = <T extends OptionChoice & { venue?: Named | null }>(options: readonly T[]): OptionChoice[] =>
  options.map(({ id, name, venue }) => ({ id, name: venue?.name ? `${venue.name}, ${name}` : name }))

export type ProductionListItem = {
  id: number
  title: string
  subtitle: string | null
  artist: string | null
  slug: string | null
  url: string | null
  teaser_text: string | null
  image: number | null
  image_obj: ApiValue
  image_thumbnails: ApiValue
  season: Named | null
  exhibition_type: Named | null
  tags: Named[]
}
