'use client'

import { useTranslations } from 'next-intl'
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { EventListPlaceholder } from '@/features/content/ui/LoadingPlaceholders'
import type { Locale } from '@/i18n/locales'
import { useLazyPages } from '@/lib/browser/lazyPages'
import type { PagedList } from '@/lib/http/paging'

import { groupProgramme } from '../domain/days'
import { parseUrlDate } from '../domain/calendarDays'
import { countOptionFilters, filtersToParams, isFilteredMode, NO_FILTERS, type ProgrammeFilters } from '../domain/filters'
import { entryDay, type EventEntryData, type TeaserItem } from '../domain/listItems'
import { EventDayList } from './EventDayList'
import type { EventStyle } from './EventEntry'
import { read } from '@/api/client'
import type { FilterOptionSets } from './filterOptions'
import { FavouriteButton } from './FavouriteButton'
import { FilterBar } from './FilterBar'
import { NextPageControls } from './NextPageControls'
import { useNextPageTrigger } from './useNextPageTrigger'

/** What the server rendered the list with: a page of the unfiltered list and today's teasers. */
export type ProgrammeInitial = { page: number; data: PagedList<EventEntryData>; teasers: TeaserItem[] }

type Props = {
  locale: Locale
  style: EventStyle
  /** The option lists (as the server read them, or as the overlay fetched them). */
  options: FilterOptionSets
  /** Today's teasers, shown at the end of their day in the unfiltered list. */
  teasers: TeaserItem[]
  /** The server's page of the unfiltered list; without it (the overlay) the list loads at once. */
  initial: Omit<ProgrammeInitial, 'teasers'> | null
  filters: ProgrammeFilters
  onChange: (next: ProgrammeFilters) => void
  /** The programme page's path, for the plain page links a visitor without JavaScript follows. */
  listPath: string
  /** The scrolling box the list lives in (the overlay); the window otherwise. */
  scrollRoot?: RefObject<HTMLElement | null>
  level?: 2 | 3
}

const favouriteAction = (event: EventEntryData) => <FavouriteButton id={event.id} title={event.title} />

/** The events call's query: the filters, and the page after the first. */
function eventsQuery(params: string, page: number): URLSearchParams {
  const query = new URLSearchParams(params)
  if (page > 1) query.set('page', String(page))
  return query
}

/**
 * The programme list (SPEC §2, §4): filters and chips, the events grouped by day with the teasers
 * at the end of their day (none in filtered mode), more pages as the visitor scrolls (the next
 * page loads when the trigger is within 170 % of the viewport, never twice, only while there is
 * one; useLazyPages brings the data-fetching library then), the empty panels, and a result count
 * for screen readers.
 */
export function ProgrammeBrowser({ locale, style, options, teasers, initial, filters, onChange, listPath, scrollRoot, level = 2 }: Props) {
  const t = useTranslations('programme.list')
  const browse = useTranslations('programme.browse')
  const tLoading = useTranslations('loading')
  const [now] = useState(() => new Date())
  const params = filtersToParams(filters).toString()
  const unfiltered = params === ''
  const startPage = unfiltered && initial ? initial.page : 1
  const filtered = isFilteredMode(filters, now)

  const events = useLazyPages({
    queryKey: ['events', locale, params, startPage],
    load: (page, signal) => read('events', { path: { locale }, query: eventsQuery(params, page), signal }),
    startPage,
    initial: unfiltered && initial ? initial : undefined,
  })

  const pages = events.pages
  const items = useMemo(() => pages.flatMap((page) => page.results), [pages])
  const firstPageIds = useMemo(() => new Set(pages[0]?.results.map((event) => event.id) ?? []), [pages])
  const appearing = useMemo(
    () => new Set(items.filter((event) => !firstPageIds.has(event.id)).map((event) => event.id)),
    [items, firstPageIds],
  )
  const days = groupProgramme(items, filtered ? [] : teasers, {
    eventDay: entryDay,
    dayOf: (teaser) => parseUrlDate(teaser.position) ?? { year: 1970, month: 1, day: 1 },
    filtered,
    complete: !events.hasNextPage,
  })

  // Infinite scroll: the trigger below the list asks for the next page when it comes within 170 %
  // of the viewport (SPEC §9), unless a page is loading or there is none.
  const trigger = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = events
  const loadNext = useCallback(() => void fetchNextPage(), [fetchNextPage])
  useNextPageTrigger(trigger, { enabled: hasNextPage && !isFetchingNextPage && !isError, onTrigger: loadNext, root: scrollRoot })

  // Entries of later pages appear once half of them is visible (SPEC §9).
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const pending = list.current?.querySelectorAll<HTMLElement>('[data-appear="pending"]')
    if (!pending || pending.length === 0) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-appear', 'shown')
          observer.unobserve(entry.target)
        }
      },
      { root: scrollRoot?.current ?? null, threshold: 0.5 },
    )
    pending.forEach((element) => observer.observe(element))
    return () => observer.disconnect()
  }, [items, scrollRoot])

  // After a change the count is announced; not on the first render.
  const [changed, setChanged] = useState(false)
  const change = (next: ProgrammeFilters) => {
    setChanged(true)
    onChange(next)
  }
  const count = pages[0]?.count ?? 0
  const anyFilter = countOptionFilters(filters) > 0 || filters.date !== null
  const lastPage = events.pageParams.at(-1) ?? startPage
  const nextHref = unfiltered ? `${listPath}?page=${lastPage + 1}` : `${listPath}?${params}&page=${lastPage + 1}`

  return (
    <div className="programme" ref={list}>
      <FilterBar locale={locale} filters={filters} options={options} onChange={change} now={now} />
      <p className="visually-hidden" role="status">
        {changed && !events.isPending ? `${count} ${count === 1 ? t('resultsOne') : t('resultsMany')}` : ''}
      </p>
      {startPage > 1 ? (
        <p className="programme__previous">
          <a href={startPage === 2 ? listPath : `${listPath}?page=${startPage - 1}`}>{t('previousPage')}</a>
        </p>
      ) : null}
      {events.isPending ? (
        <EventListPlaceholder label={tLoading('label')} />
      ) : events.isError && items.length === 0 ? (
        <div className="programme__error" role="alert">
          <p>{browse('loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void events.refetch()}>
            {browse('retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        anyFilter ? (
          <div className="programme__empty">
            <p className="programme__empty-title">{t('emptyTitle')}</p>
            <p>{t('emptyText')}</p>
            <button type="button" className="button" onClick={() => change(NO_FILTERS)}>
              {browse('resetFilters')}
            </button>
          </div>
        ) : (
          <div className="programme__empty">
            <p className="programme__empty-title">{t('noUpcoming')}</p>
          </div>
        )
      ) : (
        <EventDayList days={days} locale={locale} style={style} level={level} appearing={appearing} action={favouriteAction} />
      )}
      <div ref={trigger} className="programme__more">
        <NextPageControls
          href={nextHref}
          hasNextPage={hasNextPage}
          loading={isFetchingNextPage}
          isError={isError}
          hasEntries={items.length > 0}
          label={t('nextPage')}
          loadingLabel={browse('loadingMore')}
          failedText={browse('loadFailed')}
          retryLabel={browse('retry')}
          onNext={loadNext}
          entryTitles=".event-entry__title"
        />
      </div>
      {events.engine}
    </div>
  )
}
