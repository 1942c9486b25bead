import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'
import { populated, populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import { parseId } from '@/lib/routing/ids'
import type { Article, Media } from '@/payload-types'

import { type CategoryItem, categoryItem, type TagItem } from './magazine'

export type RelatedEvent = { id: number; title: string; url: string | null; date_start: string }
export type ArticleDetail = {
  article: Article
  category: CategoryItem | null
  tags: TagItem[]
  productions: { id: number; title: string; url: string | null }[]
  events: RelatedEvent[]
  image: Media | null
}

/**
 * SPEC §2 article: the public article with its category, topics, related productions and their
 * next dates; null when the id is malformed or the public may not read it.
 */
export async function findArticleDetail(payload: Payload, rawId: string, locale: Locale, now = new Date()): Promise<ArticleDetail | null> {
  const id = parseId(rawId)
  if (id === null) return null
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    draft: false,
  })
  const article = docs[0]
  if (!article) return null
  const productions = populated(article.related_productions)
  const events =
    productions.length === 0
      ? []
      : (
          await payload.find({
            collection: 'events',
            locale,
            where: {
              and: [
                { production: { in: productions.map((production) => production.id) } },
                { date_start: { greater_than_equal: now.toISOString() } },
              ],
            },
            sort: 'date_start',
            limit: 6,
            depth: 0,
            select: { title: true, slug: true, date_start: true },
            overrideAccess: false,
            draft: false,
          })
        ).docs.map((event) => ({ id: event.id, title: event.title, url: docHref('events', event, locale), date_start: event.date_start }))
  const category = populatedOne(article.category)
  return {
    article,
    category: category ? categoryItem(category, locale) : null,
    tags: populated(article.tags).map((tag) => ({
      id: tag.id,
      name: tag.name,
      slug: tag.slug ?? null,
      url: docHref('article-tags', tag, locale),
    })),
    productions: productions.map((production) => ({
      id: production.id,
      title: production.title,
      url: docHref('productions', production, locale),
    })),
    events,
    image: populatedOne(article.image),
  }
}

export const loadArticleDetail = cache(async (rawId: string, locale: Locale) => findArticleDetail(await getPayloadClient(), rawId, locale))
