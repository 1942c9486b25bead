import 'server-only'

import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { populatedOne } from '@/lib/payload/relations'
import { type FilterOption, type RoomOption } from '../domain/listItems'
import { named } from './eventRows'

/** The programme's filter choices (rooms, types, tags, series, genres, seasons) in the visitor's language. */

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
