import 'server-only'

import search from '@/i18n/messages/search.json'
import { cacheable, jsonError } from '@/lib/http/json'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { acceptedLocale } from '@/lib/http/locale'
import { pagedList, parsePaging } from '@/lib/http/paging'

import type { SearchKind } from '../domain/searchable'
import { MAX_QUERY_LENGTH } from '../domain/query'
import { cachedSearchAll, cachedSearchKind, cachedSuggest, MAX_SEARCH_PAGE_SIZE, queryKey, SEARCH_PAGE_SIZE } from './search'

/** Search answers differ by the visitor's language. */
const BY_LANGUAGE = { Vary: 'Accept-Language' }

/**
 * SPEC §7's search calls. Not localised by path: the language is Accept-Language's (the site's
 * client sends the page's), else German. Answers are the same for everyone who asks in
 * a language: from Next's data cache (expired by a publish), and a CDN may keep them a minute.
 */

/** The answer's language: Accept-Language only (not the locale cookie), so `Vary: Accept-Language` holds for shared caches. */
function requestLocale(request: Request): Locale {
  return acceptedLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE
}

type Read = { ok: true; query: string } | { ok: false; response: Response }

/** The `query` parameter, trimmed; blank answers 400 unless `blankAllowed`; too long answers 400. */
function readQuery(request: Request, url: URL, blankAllowed: boolean): Read {
  const texts = search[requestLocale(request)]
  const query = (url.searchParams.get('query') ?? '').replace(/\s+/g, ' ').trim()
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, response: jsonError(400, texts.queryTooLong.replace('{max}', String(MAX_QUERY_LENGTH))) }
  if (!query && !blankAllowed) return { ok: false, response: jsonError(400, texts.queryRequired) }
  return { ok: true, query }
}

/** GET /api/search/autocomplete/?query= : suggestions, lowercased titles; none for blank text. */
export async function getAutocomplete(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const read = readQuery(request, url, true)
  if (!read.ok) return read.response
  const results = read.query ? await cachedSuggest(queryKey(read.query), requestLocale(request)) : []
  return cacheable({ results }, BY_LANGUAGE)
}

/** GET /api/search/?query= : both categories' first pages with their counts. */
export async function getSearch(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const read = readQuery(request, url, false)
  if (!read.ok) return read.response
  const locale = requestLocale(request)
  const pages = await cachedSearchAll(queryKey(read.query), locale)
  const page = (kind: SearchKind) => pagedList(new URL(`/api/search/${kind}/?${new URLSearchParams({ query: read.query })}`, url), 1, SEARCH_PAGE_SIZE, pages[kind].count, pages[kind].results)
  return cacheable({ query: read.query, events: page('events'), others: page('others') }, BY_LANGUAGE)
}

/** GET /api/search/{events|others}/?query=&page= : one category as a paged list. */
export function getSearchKind(kind: SearchKind) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const read = readQuery(request, url, false)
    if (!read.ok) return read.response
    const locale = requestLocale(request)
    const paging = parsePaging(url.searchParams, SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE)
    if (!paging) return jsonError(400, search[locale].badPage)
    const { count, results } = await cachedSearchKind(queryKey(read.query), locale, kind, paging.page, paging.pageSize)
    return cacheable(pagedList(url, paging.page, paging.pageSize, count, results), BY_LANGUAGE)
  }
}
