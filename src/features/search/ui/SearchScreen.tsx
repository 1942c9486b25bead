import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'

import { parseSearchPath } from '../domain/query'
import { SEARCHABLE } from '../domain/searchable'
import { SEARCH_PAGE_SIZE } from '../server/search'
import { type SearchLabels, SearchResults } from './SearchResults'

import './search.css'
import { fromKeys, keysOf } from '@/lib/types/guards'

/**
 * SPEC §2 route 'search': /search/{category?}/{page?}. The page is the same for every query (static);
 * the results come to the browser from the search calls. A path that is no category and page is not found.
 */
export async function SearchScreen({ locale, rest }: { locale: Locale; rest: string[] | undefined }) {
  const place = parseSearchPath(rest)
  if (!place) notFound()
  const t = await getTranslations({ locale, namespace: 'search' })
  // Texts with the query or a count are templates the browser fills (SearchResults' `fill`): each
  // placeholder is formatted as itself, so the compiled messages need no raw access.
  const labels: SearchLabels = {
    resultsFor: t('resultsFor', { q: '{q}' }),
    categories: t('categories'),
    events: t('events'),
    others: t('others'),
    noResults: t('noResults', { q: '{q}' }),
    noResultsHint: t('noResultsHint'),
    noResultsInCategory: t('noResultsInCategory', { q: '{q}' }),
    enterQuery: t('enterQuery'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    paging: t('paging'),
    next: t('next'),
    previous: t('previous'),
    pageOf: t('pageOf', { page: '{page}', pages: '{pages}' }),
    countForms: [t('countNone'), t('countOne'), t('countMany', { count: '{count}' })],
    moreDatesForms: [t('moreDatesOne'), t('moreDatesMany', { count: '{count}' })],
    allDates: t('allDates'),
    dates: t('dates'),
    types: fromKeys(keysOf(SEARCHABLE), (type) => t(`types.${type}`)),
  }
  return (
    <Suspense fallback={<p aria-busy="true">{labels.loading}</p>}>
      <SearchResults locale={locale} kind={place.kind} page={place.page} pageSize={SEARCH_PAGE_SIZE} labels={labels} />
    </Suspense>
  )
}
