import type { Locale } from '@/i18n/locales'
import { routePath, type RouteName } from '@/i18n/routes'

import { localizedPagePath } from './pagePath'
/** The collections whose documents have a public page of their own. */
export const LINKED_COLLECTIONS = [
  'pages',
  'events',
  'productions',
  'people',
  'articles',
  'article-categories',
  'article-tags',
  'venues',
  'series',
  'forms',
] as const
export type LinkedCollection = (typeof LINKED_COLLECTIONS)[number]

export function isLinkedCollection(name: string): name is LinkedCollection {
  return LINKED_COLLECTIONS.some((entry) => entry === name)
}

/** What an internal rich-text link may point at: pages and the documents with detail screens of their own (not categories or topics). */
export const RICH_TEXT_LINK_COLLECTIONS = [
  'pages',
  'events',
  'productions',
  'people',
  'articles',
  'venues',
  'series',
  'forms',
] as const satisfies readonly LinkedCollection[]

/** What a document must carry to be linked: its id and its slug (pages: their path) in the locale. */
export type LinkedDoc = { id: number | string; slug?: string | null; path?: string | null }

const DETAIL_ROUTES = {
  events: ['events-slug-id', 'slug'],
  productions: ['productions-slug-id', 'slug'],
  people: ['team-slug-id', 'slug'],
  articles: ['magazine-slug-id', 'slug'],
  'article-categories': ['magazine-categories-category-id', 'category'],
  'article-tags': ['magazine-tags-tag-id', 'tag'],
  venues: ['venues-slug-id', 'slug'],
  forms: ['forms-slug-id', 'slug'],
} as const satisfies Record<Exclude<LinkedCollection, 'pages' | 'series'>, readonly [RouteName, string]>

/**
 * CONVENTIONS §4: the one function from a document to its public URL in a locale, over the route
 * table. Null when the document cannot be linked (no slug or path in that locale); a series may
 * go without a slug (SPEC §2: /series/{slug?}/{id}).
 */
export function docHref(collection: LinkedCollection, doc: LinkedDoc, locale: Locale): string | null {
  if (collection === 'pages') return doc.path ? localizedPagePath(locale, doc.path) : null
  const slug = doc.slug?.trim()
  if (collection === 'series') return routePath(locale, 'series-slug-id', { parts: slug ? [slug, doc.id] : [doc.id] })
  if (!slug) return null
  const [route, key] = DETAIL_ROUTES[collection]
  return routePath(locale, route, { [key]: slug, id: doc.id })
}
