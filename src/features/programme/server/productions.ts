import 'server-only'

import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { populated, populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import type { Production } from '@/payload-types'
import { addDays, startOfDay } from '../domain/calendarDays'
import type { ProductionFilters } from '../domain/productionFilters'
import { EVENTS_PAGE_SIZE, type ProductionListItem } from '../domain/listItems'
import { named, imageFields, NAME_AND_SLUG, rangeConditions } from './eventRows'

/** The productions list (SPEC §7 GET /{locale}/api/productions/): the public productions the filters select. */

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
