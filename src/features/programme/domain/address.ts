import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { filtersToParams, parseFilters } from './filters'
import { parseProductionFilters, productionFiltersToParams } from './productionFilters'
import { keysOf } from '@/lib/types/guards'

export type ProgrammeRequest =
  | { kind: 'continue' }
  /** SPEC §5: a bad date or filter value is logged and the visitor sent to the clean list. */
  | { kind: 'redirect'; location: string; problem: string }
  /** Page N of a list for a visitor without JavaScript, served from its own static page. */
  | { kind: 'rewrite'; pathname: string }

/** The paged lists of the programme (and the magazine's start) and the internal folders that serve their page N. */
const LISTS = {
  events: {
    folder: 'programme_pages',
    parse: (search: URLSearchParams) => {
      const parsed = parseFilters(search)
      return parsed.ok ? { ok: true as const, filtered: filtersToParams(parsed.filters).size > 0 } : parsed
    },
  },
  productions: {
    folder: 'productions_pages',
    parse: (search: URLSearchParams) => {
      const parsed = parseProductionFilters(search)
      return parsed.ok ? { ok: true as const, filtered: productionFiltersToParams(parsed.filters).size > 0 } : parsed
    },
  },
  magazine: { folder: 'magazine_pages', parse: () => ({ ok: true as const, filtered: false }) },
} as const

/** The internal path that serves page N of a list (see programme_pages/[page], productions_pages/[page]). */
export function listPagePath(locale: Locale, list: keyof typeof LISTS, page: number): string {
  return `/${locale}/${LISTS[list].folder}/${page}`
}

/**
 * What the request proxy does with a request for the programme or the productions list (`path`
 * without a trailing slash): an address whose filters do not parse (SPEC §5: DD-MM-YYYY dates
 * that exist, numeric filter values) or whose page is not a number goes to the clean list;
 * `?page=N` (N > 1) of the unfiltered list is served by page N's static page; anything else
 * renders as it is.
 */
export function programmeRequest(locale: Locale, path: string, search: URLSearchParams): ProgrammeRequest {
  const list = keysOf(LISTS).find((name) => routePath(locale, name) === path)
  if (!list) return { kind: 'continue' }
  const listPath = routePath(locale, list)
  const parsed = LISTS[list].parse(search)
  if (!parsed.ok) return { kind: 'redirect', location: listPath, problem: parsed.problem }
  const page = search.get('page')
  if (page === null || page === '') return { kind: 'continue' }
  if (!/^[1-9]\d{0,4}$/.test(page)) return { kind: 'redirect', location: listPath, problem: 'page: not a page number' }
  if (page === '1' || parsed.filtered) return { kind: 'continue' }
  return { kind: 'rewrite', pathname: listPagePath(locale, list, Number(page)) }
}
