import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { isSearchKind, type SearchKind } from './searchable'

/** A query longer than this is refused (the field does not take more). */
export const MAX_QUERY_LENGTH = 100

/** What the header and autocomplete send: spaces collapsed, trimmed and lowercased (SPEC §5). */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().toLowerCase()
}

/**
 * SPEC §7 "Search page target": the localised search path with ?q=; a category and a page after
 * the first go into the path (/search/{category?}/{page?}).
 */
export function searchHref(locale: Locale, query: string, kind?: SearchKind | null, page = 1): string {
  const parts = [routePath(locale, 'search'), ...(kind ? [kind] : []), ...(kind && page > 1 ? [String(page)] : [])]
  return `${parts.join('/')}?${new URLSearchParams({ q: query.trim() }).toString()}`
}

/** The search page's place from its path segments: none, a category, or a category and a page; null when not one. */
export function parseSearchPath(rest: readonly string[] | undefined): { kind: SearchKind | null; page: number } | null {
  const [kind, page, ...more] = rest ?? []
  if (more.length > 0) return null
  if (kind === undefined) return { kind: null, page: 1 }
  if (!isSearchKind(kind)) return null
  if (page === undefined) return { kind, page: 1 }
  return /^[1-9]\d{0,4}$/.test(page) ? { kind, page: Number(page) } : null
}
