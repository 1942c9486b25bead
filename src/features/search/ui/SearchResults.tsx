'use client'

import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { read } from '@/api/client'
import { formatIn } from '@/lib/time/format'
import { QueryScope } from '@/lib/browser/QueryScope'

import { MAX_QUERY_LENGTH, searchHref } from '../domain/query'
import { SEARCH_KINDS, type SearchableCollection, type SearchKind } from '../domain/searchable'
import { SearchField } from './SearchField'

/** The texts of the results, from the server in the page's language (the `search` namespace stays off the client). */
export type SearchLabels = {
  resultsFor: string
  categories: string
  events: string
  others: string
  noResults: string
  noResultsHint: string
  noResultsInCategory: string
  enterQuery: string
  loading: string
  loadFailed: string
  retry: string
  paging: string
  next: string
  previous: string
  pageOf: string
  /** "{count} results" for none, one and more. */
  countForms: string[]
  /** A production's further dates: "and {count} more dates" for one and more; the link to all of them. */
  moreDatesForms: string[]
  allDates: string
  dates: string
  types: Record<SearchableCollection, string>
}

type Props = { locale: Locale; kind: SearchKind | null; page: number; pageSize: number; labels: SearchLabels }

/** `{q}`, `{page}` and the like in a server text. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** "{count} results" in the page's language: the server sends the forms for none, one and many. */
function countText(forms: readonly string[], count: number): string {
  const [none = '', one = '', many = ''] = forms
  return fill(count === 0 ? none : count === 1 ? one : many, { count })
}

/**
 * The search page (SPEC §2 /search/{category?}/{page?}?q=): the full-width search field, the two
 * categories as tabs with their counts, one page of results and links to the others. The page is
 * static; the query is read from the address in the browser and the results from the search calls.
 */
export function SearchResults(props: Props) {
  return (
    <QueryScope>
      <Results {...props} />
    </QueryScope>
  )
}

function Results({ locale, kind, page, pageSize, labels }: Props) {
  const q = (useSearchParams().get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
  const overview = useQuery({
    queryKey: ['search', locale, q],
    queryFn: ({ signal }) => read('search', { query: { query: q }, signal, locale }),
    enabled: q.length > 0,
  })
  const shown: SearchKind =
    kind ?? (overview.data && overview.data.events.count === 0 && overview.data.others.count > 0 ? 'others' : 'events')
  const own = useQuery({
    queryKey: ['search', locale, q, shown, page],
    queryFn: ({ signal }) =>
      read(shown === 'events' ? 'searchEvents' : 'searchOthers', {
        query: { query: q, page, page_size: pageSize },
        signal,
        locale,
      }),
    enabled: q.length > 0 && page > 1,
  })
  const list = page > 1 ? own.data : overview.data?.[shown]
  const failed = page > 1 ? own.isError || overview.isError : overview.isError

  const total = overview.data ? overview.data.events.count + overview.data.others.count : null
  const pages = list ? Math.max(1, Math.ceil(list.count / pageSize)) : 1

  return (
    <div className="search-screen">
      <SearchField key={q} mode="page" initialText={q} />
      {!q ? (
        <p>{labels.enterQuery}</p>
      ) : (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading">{fill(labels.resultsFor, { q })}</h2>
          <p className="visually-hidden" role="status">
            {overview.data
              ? `${labels.events}: ${countText(labels.countForms, overview.data.events.count)}, ${labels.others}: ${countText(labels.countForms, overview.data.others.count)}`
              : ''}
          </p>
          {failed ? (
            <div className="programme__error" role="alert">
              <p>{labels.loadFailed}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void (page > 1 ? own.refetch() : overview.refetch())}
              >
                {labels.retry}
              </button>
            </div>
          ) : total === 0 ? (
            <div className="search-empty">
              <p className="search-empty__title">{fill(labels.noResults, { q })}</p>
              <p>{labels.noResultsHint}</p>
            </div>
          ) : !list ? (
            <p aria-busy="true">{labels.loading}</p>
          ) : (
            <>
              <nav className="search-tabs" aria-label={labels.categories}>
                <ul>
                  {SEARCH_KINDS.map((category) => (
                    <li key={category}>
                      <Link href={searchHref(locale, q, category)} aria-current={category === shown ? 'page' : undefined}>
                        {labels[category]} ({overview.data?.[category].count ?? 0})
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {list.results.length === 0 ? (
                <p>{fill(labels.noResultsInCategory, { q })}</p>
              ) : (
                <ol className="search-results" start={(page - 1) * pageSize + 1}>
                  {list.results.map((hit) => (
                    <li key={`${hit.type}-${hit.id}`} className="search-result">
                      <p className="search-result__meta">
                        {labels.types[hit.type]}
                        {hit.date && hit.dates.length === 0 ? (
                          <>
                            {' · '}
                            <time dateTime={hit.date}>{formatIn(new Date(hit.date), locale, 'dayAndTime')}</time>
                          </>
                        ) : null}
                        {hit.venue ? ` · ${hit.venue}` : null}
                      </p>
                      <h3 className="search-result__title">
                        <Link href={hit.url}>{hit.title}</Link>
                      </h3>
                      {hit.dates.length > 0 ? (
                        <div className="search-result__dates">
                          <p className="visually-hidden">{labels.dates}</p>
                          <ul>
                            {hit.dates.map((entry) => (
                              <li key={entry.url}>
                                <Link href={entry.url}>
                                  <time dateTime={entry.date}>{formatIn(new Date(entry.date), locale, 'dayAndTime')}</time>
                                </Link>
                              </li>
                            ))}
                          </ul>
                          {hit.moreDates > 0 || hit.groupUrl ? (
                            <p>
                              {hit.moreDates > 0
                                ? `${fill(hit.moreDates === 1 ? (labels.moreDatesForms[0] ?? '') : (labels.moreDatesForms[1] ?? ''), { count: hit.moreDates })} `
                                : null}
                              {hit.groupUrl ? <Link href={hit.groupUrl}>{labels.allDates}</Link> : null}
                            </p>
                          ) : null}
                        </div>
                      ) : null}
                      {hit.summary ? <p className="search-result__summary">{hit.summary}</p> : null}
                    </li>
                  ))}
                </ol>
              )}
              {pages > 1 ? (
                <nav className="search-paging" aria-label={labels.paging}>
                  {page > 1 ? <Link href={searchHref(locale, q, shown, page - 1)}>{labels.previous}</Link> : null}
                  <span>{fill(labels.pageOf, { page, pages })}</span>
                  {page < pages ? <Link href={searchHref(locale, q, shown, page + 1)}>{labels.next}</Link> : null}
                </nav>
              ) : null}
            </>
          )}
        </section>
      )}
    </div>
  )
}
