import 'server-only'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Article, Event } from '@/payload-types'

/** What a teaser card shows of an article. */
export const ARTICLE_CARD_SELECT = { title: true, slug: true, preline: true, teaser_text: true, image: true, published_at: true, category: true } as const
/** What an event row shows. */
export const EVENT_ROW_SELECT = { title: true, slug: true, preline: true, artist: true, date_start: true, event_type_new: true, venue: true, exhibition_type: true } as const

export type ArticleCard = Pick<Article, 'id' | keyof typeof ARTICLE_CARD_SELECT>
export type EventRow = Pick<Event, 'id' | keyof typeof EVENT_ROW_SELECT>

/** SPEC §3 Highlight teaser: how many of the newest articles it shows. */
export const HIGHLIGHT_COUNT = 3
/** An event-list module shows at most this many events; the programme has the rest. */
export const EVENT_LIST_LIMIT = 30

/**
 * The newest articles the public may read in any of these categories (all categories when none
 * is chosen), newest first.
 */
export async function latestArticles(payload: Payload, locale: Locale, categoryIds: number[], limit = HIGHLIGHT_COUNT): Promise<ArticleCard[]> {
  const result = await payload.find({
    collection: 'articles',
    locale,
    where: categoryIds.length > 0 ? { category: { in: categoryIds } } : {},
    sort: '-published_at',
    limit,
    depth: 1,
    select: ARTICLE_CARD_SELECT,
    populate: { 'article-categories': { name: true, slug: true } },
    overrideAccess: false,
  })
  return result.docs
}

export type EventRange = { from?: string | null; to?: string | null; tagId?: number | null; now?: Date }

/**
 * The events of an event-list module (SPEC §3): those starting inside the date range (from now when
 * no start is set, so past events drop out), with the tag when one is chosen, in start order.
 */
export async function eventsInRange(payload: Payload, locale: Locale, { from, to, tagId, now = new Date() }: EventRange, limit = EVENT_LIST_LIMIT): Promise<EventRow[]> {
  const start = from ? new Date(Math.max(new Date(from).getTime(), now.getTime())) : now
  const conditions: Where[] = [{ date_start: { greater_than_equal: start.toISOString() } }]
  if (to) conditions.push({ date_start: { less_than_equal: to } })
  if (tagId) conditions.push({ tags: { in: [tagId] } })
  const result = await payload.find({
    collection: 'events',
    locale,
    where: { and: conditions },
    sort: 'date_start',
    limit,
    depth: 1,
    select: EVENT_ROW_SELECT,
    populate: { venues: { name: true }, 'exhibition-types': { name: true } },
    overrideAccess: false,
  })
  return result.docs
}
