import 'server-only'

import { isLocale } from '@/i18n/locales'
import { cacheable, jsonError } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'
import { pagedList, parsePaging } from '@/lib/http/paging'

import { parseArticleFilters } from '../domain/filters'
import { ARTICLES_PAGE_SIZE, cachedArticles, cachedCategories, MAX_ARTICLES_PAGE_SIZE } from './magazine'

type LocaleContext = { params: Promise<{ locale: string }> }

/** The magazine's answers are the same for every visitor: from Next's data cache, and a CDN may keep them a minute. */

/** How many of the newest articles the magazine's teaser call answers. */
export const ARTICLE_TEASERS = 3

/** GET /{locale}/api/articles/ (SPEC §7): category (and tag), page, page_size; a paged list, newest first. */
export async function getArticles(request: Request, context: LocaleContext): Promise<Response> {
  const { locale } = await context.params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const url = new URL(request.url)
  const parsed = parseArticleFilters(url.searchParams)
  if (!parsed.ok) return jsonError(400, parsed.problem)
  const paging = parsePaging(url.searchParams, ARTICLES_PAGE_SIZE, MAX_ARTICLES_PAGE_SIZE)
  if (!paging) return jsonError(400, `page, page_size: whole numbers (page_size at most ${MAX_ARTICLES_PAGE_SIZE})`)
  const { count, results } = await cachedArticles(locale, parsed.filters, paging.page, paging.pageSize)
  return cacheable(pagedList(url, paging.page, paging.pageSize, count, results))
}

/** GET /{locale}/api/articles-teaser/ (SPEC §7): the newest articles as teasers for the magazine's start. */
export async function getArticleTeasers(_request: Request, context: LocaleContext): Promise<Response> {
  const { locale } = await context.params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const { results } = await cachedArticles(locale, { category: null, tag: null }, 1, ARTICLE_TEASERS)
  return cacheable({ results })
}

/** GET /api/article-categories/ (SPEC §7): the categories, localised by Accept-Language or the locale cookie. */
export async function getArticleCategories(request: Request): Promise<Response> {
  return cacheable(await cachedCategories(requestLocale(request)), { Vary: 'Accept-Language' })
}
