import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { cacheTags } from '@/lib/cache/tags'
import { bind, readRows, stmt } from '@/lib/db/sql'
import { getPayloadClient } from '@/cms/client'

import { SEARCHABLE, type SearchKind } from '../domain/searchable'
import { queryWords } from '../domain/text'
import { resolve, matching, pageOf } from './matching'
import { SearchPage } from '../domain/hits'

/**
 * The site search over the index (decision 020), one algorithm on both databases: the query's words
 * become index terms (domain/text.ts); a word the vocabulary does not know, of five letters or more,
 * becomes the known terms one edit away; the database's own engine (SQLite FTS5, PostgreSQL
 * tsvector) finds the rows holding every word; a row whose title holds every word ranks first, then
 * the engine's relevance (events: by date). Only what the index holds is found, and it holds only
 * published, online documents in their own language; events that are over are left out.
 */

/** How many suggestions autocomplete offers, and the results page's page size. */
export const SUGGESTIONS = 8
export const SEARCH_PAGE_SIZE = 10
export const MAX_SEARCH_PAGE_SIZE = 50

const EMPTY: SearchPage = { count: 0, results: [] }

/** One page of one category's results, and how many there are. */
export async function searchKind(
  payload: Payload,
  query: string,
  locale: Locale,
  kind: SearchKind,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<SearchPage> {
  const list = queryWords(query, locale)
  if (list.length === 0) return EMPTY
  return pageOf(payload, await resolve(payload, list, locale), locale, kind, page, pageSize, now)
}

/** Both categories' first pages (the search page's tabs show their counts). */
export async function searchAll(
  payload: Payload,
  query: string,
  locale: Locale,
  pageSize = SEARCH_PAGE_SIZE,
  now = new Date(),
): Promise<Record<SearchKind, SearchPage>> {
  const list = queryWords(query, locale)
  if (list.length === 0) return { events: EMPTY, others: EMPTY }
  const words = await resolve(payload, list, locale)
  const [events, others] = await Promise.all([
    pageOf(payload, words, locale, 'events', 1, pageSize, now),
    pageOf(payload, words, locale, 'others', 1, pageSize, now),
  ])
  return { events, others }
}

/**
 * Autocomplete: the titles (lowercased, without repeats) of the documents whose title holds every
 * word, the last one as a beginning; title order by the engine's relevance.
 */
export async function suggest(payload: Payload, query: string, locale: Locale, now = new Date()): Promise<string[]> {
  const list = queryWords(query, locale, { prefixLast: true })
  if (list.length === 0) return []
  const words = await resolve(payload, list, locale)
  const { from, where, score } = matching(words, locale, now, null, true)
  const rows = await readRows(
    payload,
    stmt`SELECT e.title, ${score} AS score FROM ${from} WHERE ${where} ORDER BY score, e.collection, e.doc_id LIMIT ${bind.int(SUGGESTIONS * 4)}`,
  )
  // Titles as written (a name keeps its capitals), each once however it is capitalised.
  const seen = new Map<string, string>()
  for (const row of rows) {
    const title = String(row.title).replace(/\s+/g, ' ').trim()
    const key = title.toLocaleLowerCase(locale)
    if (!seen.has(key)) seen.set(key, title)
    if (seen.size === SUGGESTIONS) break
  }
  return [...seen.values()]
}

/**
 * The calls' answers in Next's data cache (CONVENTIONS §5), keyed by language and query: a publish
 * or unpublish of any searchable collection expires them (its list tag), and an event that ends
 * leaves the answers within a minute. Popular beginnings ('fl', 'flu', ...) are asked again and
 * again; each database query runs on the server's one thread.
 */
const SEARCH_TAGS = Object.keys(SEARCHABLE).map((collection) => cacheTags.list(collection))
const SEARCH_CACHE = { tags: SEARCH_TAGS, revalidate: 60 }

/** The cache's key for a query: what the text rules see (case and spacing do not change the hits). */
export function queryKey(query: string): string {
  return query.replace(/\s+/g, ' ').trim().toLowerCase()
}

export const cachedSuggest = cachedRead(
  'search:suggest',
  async (key: string, locale: Locale) => suggest(await getPayloadClient(), key, locale),
  SEARCH_CACHE,
)
export const cachedSearchAll = cachedRead(
  'search:all',
  async (key: string, locale: Locale) => searchAll(await getPayloadClient(), key, locale),
  SEARCH_CACHE,
)
export const cachedSearchKind = cachedRead(
  'search:kind',
  async (key: string, locale: Locale, kind: SearchKind, page: number, pageSize: number) =>
    searchKind(await getPayloadClient(), key, locale, kind, page, pageSize),
  SEARCH_CACHE,
)
