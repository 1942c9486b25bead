import 'server-only'

import { callPath } from '@/api/sitePaths'
import { endpoint } from '@/api/endpoint'
import { pagedList } from '@/lib/http/paging'

import type { SearchKind } from '../domain/searchable'
import { cachedSearchAll, cachedSearchKind, cachedSuggest, queryKey, SEARCH_PAGE_SIZE } from './search'

/**
 * SPEC §7's search calls. Not localised by path: the language is Accept-Language's alone (the
 * site's client sends the page's), else German, so `Vary: Accept-Language` holds for shared
 * caches. Answers are the same for everyone who asks in a language: from Next's data cache
 * (expired by a publish), and a CDN may keep them a minute. The wrapper has read `query` (and the
 * page) and refused a blank or overlong one in the searcher's language (src/api/inputs.ts).
 */

/** GET /api/search/autocomplete/?query= : suggestions, lowercased titles; none for blank text. */
export const getAutocomplete = endpoint('autocomplete', async ({ locale, query: { query } }) => ({
  results: query ? await cachedSuggest(queryKey(query), locale) : [],
}))

/** GET /api/search/?query= : both categories' first pages with their counts. */
export const getSearch = endpoint('search', async ({ locale, query: { query }, url }) => {
  const pages = await cachedSearchAll(queryKey(query), locale)
  const page = (kind: SearchKind) =>
    pagedList(
      new URL(`${callPath(kind === 'events' ? 'searchEvents' : 'searchOthers', {})}?${new URLSearchParams({ query })}`, url),
      1,
      SEARCH_PAGE_SIZE,
      pages[kind].count,
      pages[kind].results,
    )
  return { query, events: page('events'), others: page('others') }
})

/** GET /api/search/{events|others}/?query=&page= : one category as a paged list. */
export function getSearchKind(kind: SearchKind) {
  return endpoint(kind === 'events' ? 'searchEvents' : 'searchOthers', async ({ locale, query: { query, page, pageSize }, url }) => {
    const { count, results } = await cachedSearchKind(queryKey(query), locale, kind, page, pageSize)
    return pagedList(url, page, pageSize, count, results)
  })
}
