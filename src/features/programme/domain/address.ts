import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { countOptionFilters, parseFilters } from './filters'

export type ProgrammeRequest =
  | { kind: 'continue' }
  /** SPEC §5: a bad date or filter value is logged and the visitor sent to the clean list. */
  | { kind: 'redirect'; location: string; problem: string }
  /** Page N of the list for a visitor without JavaScript, served from its own static page. */
  | { kind: 'rewrite'; pathname: string }

/** The internal path that serves page N of the programme (see programme_pages/[page]). */
export function programmePagePath(locale: Locale, page: number): string {
  return `/${locale}/programme_pages/${page}`
}

/**
 * What the request proxy does with a request for the programme list (`path` without a trailing
 * slash): an address whose filters do not parse (SPEC §5: DD-MM-YYYY dates that exist, numeric
 * filter values) or whose page is not a number goes to the clean list; `?page=N` (N > 1) of the
 * unfiltered list is served by page N's static page; anything else renders as it is.
 */
export function programmeRequest(locale: Locale, path: string, search: URLSearchParams): ProgrammeRequest {
  const listPath = routePath(locale, 'events')
  if (path !== listPath) return { kind: 'continue' }
  const parsed = parseFilters(search)
  if (!parsed.ok) return { kind: 'redirect', location: listPath, problem: parsed.problem }
  const page = search.get('page')
  if (page === null || page === '') return { kind: 'continue' }
  if (!/^[1-9]\d{0,4}$/.test(page)) return { kind: 'redirect', location: listPath, problem: 'page: not a page number' }
  const filtered = countOptionFilters(parsed.filters) > 0 || parsed.filters.date !== null
  if (page === '1' || filtered) return { kind: 'continue' }
  return { kind: 'rewrite', pathname: programmePagePath(locale, Number(page)) }
}
