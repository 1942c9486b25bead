import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

/** What a teaser card shows of an article. */
export const ARTICLE_CARD_SELECT = {
  title: true,
  slug: true,
  preline: true,
  teaser_text: true,
  image: true,
  published_at: true,
  category: true,
} as const

export type ArticleCard = Pick<Article, 'id' | keyof typeof ARTICLE_CARD_SELECT>

/** SPEC §3 Highlight teaser: how many of the newest articles it shows. */
export const HIGHLIGHT_COUNT = 3

/**
 * The newest articles the public may read in any of these categories (all categories when none
 * is chosen), newest first.
 */
export async function latestArticles(
  payload: Payload,
  locale: Locale,
  categoryIds: number[],
  limit = HIGHLIGHT_COUNT,
): Promise<ArticleCard[]> {
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
