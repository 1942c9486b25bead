import 'server-only'

import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { EventTeaser } from '@/payload-types'
import { addDays, berlinDay, formatUrlDate, startOfDay } from '../domain/calendarDays'
import { type ProgrammeFilters } from '../domain/filters'
import { type TeaserItem } from '../domain/listItems'
import { imageFields } from './eventRows'

/** The programme's teasers (SPEC §3 event teasers): the tiles between the list's days. */

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
