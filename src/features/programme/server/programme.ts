import 'server-only'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/cms/client'

import { type ProgrammeFilters } from '../domain/filters'
import type { ProductionFilters } from '../domain/productionFilters'
import {
  EVENTS_PAGE_SIZE,
  type EventListItem,
  type FilterOption,
  MAX_PAGE_SIZE,
  type ProductionListItem,
  type RoomOption,
  type TeaserItem,
} from '../domain/listItems'
import { findEvents } from './eventRows'
import { findTeasers } from './teasers'
import { calendarDays } from './calendar'
import { OPTION_COLLECTIONS, OptionCollection, filterOptions } from './filterOptions'
import { findProductions } from './productions'

/**
 * The programme's reads as the pages and calls use them: each query of this folder behind Next's
 * data cache, tagged by the collections its rows show, so a change to any of them expires it.
 */

export type { EventListItem, FilterOption, ProductionListItem, RoomOption, TeaserItem }

export { EVENTS_PAGE_SIZE, MAX_PAGE_SIZE }

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
