import 'server-only'
import type { ArticleFilters } from '../domain/filters'

import type { Payload, Where } from 'payload'

import type { ApiValue } from '@/features/content/domain/apiShape'
import { imageFields } from '@/features/programme/server/eventRows'
import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/cms/client'
import { populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import type { Article, ArticleCategory } from '@/payload-types'

/**
 * The magazine's reads (SPEC §2 magazine screens, §7 article calls): public articles newest first,
 * by category or tag, and the category and tag lists. Visibility is Payload's access (published
 * and online) with no user; results are plain JSON for the calls and the pages alike.
 */

/** SPEC §9: the magazine list shows six items while loading; a page holds twice that. */
export const ARTICLES_PAGE_SIZE = 12
export const MAX_ARTICLES_PAGE_SIZE = 48

export type CategoryItem = { id: number; name: string; slug: string | null; style_name: string; url: string | null }
export type TagItem = { id: number; name: string; slug: string | null; url: string | null }

export type ArticleListItem = {
  id: number
  title: string
  preline: string | null
  teaser_text: string | null
  author: string | null
  published_at: string
  url: string | null
  category: CategoryItem | null
  image: number | null
  image_obj: ApiValue
  image_thumbnails: ApiValue
}

const ARTICLE_SELECT = {
  title: true,
  slug: true,
  preline: true,
  teaser_text: true,
  author: true,
  published_at: true,
  image: true,
  category: true,
} as const

export function categoryItem(category: Pick<ArticleCategory, 'id' | 'name' | 'slug' | 'style_name'>, locale: Locale): CategoryItem {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug ?? null,
    style_name: category.style_name ?? 'default',
    url: docHref('article-categories', category, locale),
  }
}

function articleItem(article: Pick<Article, 'id' | keyof typeof ARTICLE_SELECT>, locale: Locale): ArticleListItem {
  const category = populatedOne(article.category)
  return {
    id: article.id,
    title: article.title,
    preline: article.preline ?? null,
    teaser_text: article.teaser_text ?? null,
    author: article.author ?? null,
    published_at: article.published_at,
    url: docHref('articles', article, locale),
    category: category ? categoryItem(category, locale) : null,
    ...imageFields(article.image),
  }
}

/** GET /{locale}/api/articles/ (SPEC §7): the public articles of a category or tag (or all), newest first, one page. */
export async function findArticles(
  payload: Payload,
  locale: Locale,
  filters: ArticleFilters,
  { page, pageSize = ARTICLES_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<{ count: number; results: ArticleListItem[] }> {
  const conditions: Where[] = []
  if (filters.category !== null) conditions.push({ category: { equals: filters.category } })
  if (filters.tag !== null) conditions.push({ tags: { in: [filters.tag] } })
  const result = await payload.find({
    collection: 'articles',
    locale,
    where: conditions.length > 0 ? { and: conditions } : {},
    sort: ['-published_at', '-id'],
    page,
    limit: pageSize,
    depth: 1,
    select: ARTICLE_SELECT,
    populate: { 'article-categories': { name: true, slug: true, style_name: true } },
    overrideAccess: false,
    draft: false,
  })
  return { count: result.totalDocs, results: result.docs.map((article) => articleItem(article, locale)) }
}

/** GET /api/article-categories/ (SPEC §7): every category, in the editors' order. */
export async function findCategories(payload: Payload, locale: Locale): Promise<CategoryItem[]> {
  const { docs } = await payload.find({
    collection: 'article-categories',
    locale,
    sort: ['sort', 'name'],
    pagination: false,
    depth: 0,
    select: { name: true, slug: true, style_name: true },
    overrideAccess: false,
  })
  return docs.map((category) => categoryItem(category, locale))
}

/** The tags page: every tag, by name. */
export async function findTags(payload: Payload, locale: Locale): Promise<TagItem[]> {
  const { docs } = await payload.find({
    collection: 'article-tags',
    locale,
    sort: ['name'],
    pagination: false,
    depth: 0,
    select: { name: true, slug: true },
    overrideAccess: false,
  })
  return docs.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug ?? null, url: docHref('article-tags', tag, locale) }))
}

const MAGAZINE_CACHE_SECONDS = 60
const ARTICLE_LIST_TAGS = ['articles', 'article-categories', 'media'].map(cacheTags.list)

export const cachedArticles = cachedRead(
  'magazine:articles',
  async (locale: Locale, filters: ArticleFilters, page: number, pageSize: number) =>
    findArticles(await getPayloadClient(), locale, filters, { page, pageSize }),
  { tags: ARTICLE_LIST_TAGS, revalidate: MAGAZINE_CACHE_SECONDS },
)

export const cachedCategories = cachedRead(
  'magazine:categories',
  async (locale: Locale) => findCategories(await getPayloadClient(), locale),
  {
    tags: [cacheTags.list('article-categories')],
    revalidate: MAGAZINE_CACHE_SECONDS,
  },
)

export const cachedTags = cachedRead('magazine:tags', async (locale: Locale) => findTags(await getPayloadClient(), locale), {
  tags: [cacheTags.list('article-tags')],
  revalidate: MAGAZINE_CACHE_SECONDS,
})
