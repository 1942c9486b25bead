import 'server-only'

import { endpoint } from '@/api/endpoint'
import { pagedList } from '@/lib/http/paging'

import { cachedArticles, cachedCategories } from './magazine'

/** The magazine's answers are the same for every visitor: from Next's data cache, and a CDN may keep them a minute. */

/** How many of the newest articles the magazine's teaser call answers. */
export const ARTICLE_TEASERS = 3

/** GET /{locale}/api/articles/ (SPEC §7): category (and tag), page, page_size; a paged list, newest first. */
export const getArticles = endpoint('articles', async ({ locale, query: { filters, page, pageSize }, url }) => {
  const { count, results } = await cachedArticles(locale, filters, page, pageSize)
  return pagedList(url, page, pageSize, count, results)
})

/** GET /{locale}/api/articles-teaser/ (SPEC §7): the newest articles as teasers for the magazine's start. */
export const getArticleTeasers = endpoint('articleTeasers', async ({ locale }) => {
  const { results } = await cachedArticles(locale, { category: null, tag: null }, 1, ARTICLE_TEASERS)
  return { results }
})

/** GET /api/article-categories/ (SPEC §7): the categories, localised by Accept-Language or the locale cookie. */
export const getArticleCategories = endpoint('articleCategories', async ({ locale }) => cachedCategories(locale))
