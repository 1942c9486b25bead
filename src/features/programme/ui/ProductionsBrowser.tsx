'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useCallback, useId, useMemo, useRef, useState } from 'react'

import { CardListPlaceholder } from '@/features/content/ui/LoadingPlaceholders'
import type { Locale } from '@/i18n/locales'
import { useLocationSearch } from '@/lib/browser/useLocationSearch'
import type { PagedList } from '@/lib/http/paging'

import { listImage } from '../domain/display'
import { ListPicture } from './ListPicture'
import type { OptionChoice, ProductionListItem } from '../domain/listItems'
import {
  fromIsoDay,
  isoDay,
  NO_PRODUCTION_FILTERS,
  parseProductionFilters,
  PRODUCTION_FILTER_KEYS,
  type ProductionFilterKey,
  type ProductionFilters,
  productionFiltersToParams,
} from '../domain/productionFilters'
import { read } from '@/api/client'
import { NextPageControls } from './NextPageControls'
import { useLazyPages } from '@/lib/browser/lazyPages'
import { useNextPageTrigger } from './useNextPageTrigger'

export type ProductionOptionSets = Record<ProductionFilterKey, OptionChoice[]>
type Props = {
  locale: Locale
  options: ProductionOptionSets
  initial: { page: number; data: PagedList<ProductionListItem> }
  listPath: string
}

const GROUP_LABEL = { season: 'seasonFilter', exhibition_type: 'typeFilter', tag: 'tagFilter' } as const

/**
 * The productions list (SPEC §2, §4): season, exhibition type and tag as option buttons (picking
 * again clears), a day it plays on, the filters in the address; pages accumulate from page 1 as
 * the visitor scrolls, with a plain link as the way by keyboard.
 */
export function ProductionsBrowser({ locale, options, initial, listPath }: Props) {
  const t = useTranslations('programme.productionsList')
  const browse = useTranslations('programme.browse')
  const tLoading = useTranslations('loading')
  const dateId = useId()
  const [search, setSearch] = useLocationSearch()
  const parsed = parseProductionFilters(new URLSearchParams(search))
  const filters = parsed.ok ? parsed.filters : NO_PRODUCTION_FILTERS
  const params = productionFiltersToParams(filters).toString()
  const startPage = params === '' ? initial.page : 1
  const [changed, setChanged] = useState(false)
  const change = (next: ProductionFilters) => {
    setChanged(true)
    setSearch(productionFiltersToParams(next).toString())
    window.scrollTo({ top: 0 })
  }

  const query = useLazyPages({
    queryKey: ['productions', locale, params, startPage],
    load: (page, signal) => {
      const callParams = new URLSearchParams(params)
      if (page > 1) callParams.set('page', String(page))
      return read('productions', { path: { locale }, query: callParams, signal })
    },
    startPage,
    initial: params === '' ? initial : undefined,
  })
  const items = useMemo(() => query.pages.flatMap((page) => page.results), [query.pages])
  const count = query.pages[0]?.count ?? 0
  const trigger = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query
  const loadNext = useCallback(() => void fetchNextPage(), [fetchNextPage])
  useNextPageTrigger(trigger, { enabled: hasNextPage && !isFetchingNextPage && !isError, onTrigger: loadNext })
  const any = params !== ''

  return (
    <div className="programme productions">
      <section className="productions-filter" aria-label={browse('filterBar')}>
        {PRODUCTION_FILTER_KEYS.filter((key) => options[key].length > 0).map((key) => (
          <div key={key} className="productions-filter__group">
            <h2 className="productions-filter__label" id={`${dateId}-${key}`}>
              {t(GROUP_LABEL[key])}
            </h2>
            <div className="filter-options" role="group" aria-labelledby={`${dateId}-${key}`}>
              {options[key].map((option) => (
                <button
                  key={option.id}
                  type="button"
                  className="chip"
                  aria-pressed={filters[key] === option.id}
                  onClick={() => change({ ...filters, [key]: filters[key] === option.id ? null : option.id })}
                >
                  {option.name}
                </button>
              ))}
            </div>
          </div>
        ))}
        <div className="productions-filter__group">
          <label className="productions-filter__label" htmlFor={dateId}>
            {t('playsOn')}
          </label>
          <input
            id={dateId}
            type="date"
            className="productions-filter__date"
            value={isoDay(filters.date)}
            onChange={(event) => change({ ...filters, date: fromIsoDay(event.target.value) })}
          />
        </div>
        {any ? (
          <button type="button" className="filter-chips__reset" onClick={() => change(NO_PRODUCTION_FILTERS)}>
            {browse('resetFilters')}
          </button>
        ) : null}
      </section>
      <p className="visually-hidden" role="status">
        {changed && !query.isPending ? `${count} ${t(count === 1 ? 'one' : 'many')}` : ''}
      </p>
      {startPage > 1 ? (
        <p className="programme__previous">
          <a href={startPage === 2 ? listPath : `${listPath}?page=${startPage - 1}`}>{t('previous')}</a>
        </p>
      ) : null}
      {query.isPending ? (
        <CardListPlaceholder label={tLoading('label')} />
      ) : query.isError && items.length === 0 ? (
        <div className="programme__error" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {browse('retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="programme__empty">
          <p className="programme__empty-title">{t('empty')}</p>
          {any ? (
            <button type="button" className="button" onClick={() => change(NO_PRODUCTION_FILTERS)}>
              {browse('resetFilters')}
            </button>
          ) : null}
        </div>
      ) : (
        <ul className="production-cards">
          {items.map((production) => (
            <ProductionCard key={production.id} production={production} />
          ))}
        </ul>
      )}
      <div ref={trigger} className="programme__more">
        <NextPageControls
          href={`${listPath}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(params)), page: String((query.pageParams.at(-1) ?? startPage) + 1) }).toString()}`}
          hasNextPage={hasNextPage}
          loading={isFetchingNextPage}
          isError={isError}
          hasEntries={items.length > 0}
          label={t('next')}
          loadingLabel={t('loadingMore')}
          failedText={t('loadFailed')}
          retryLabel={browse('retry')}
          onNext={loadNext}
          entryTitles=".production-card__title"
        />
      </div>
      {query.engine}
    </div>
  )
}

function ProductionCard({ production }: { production: ProductionListItem }) {
  const image = listImage(production)
  return (
    <li className="production-card">
      {image ? <ListPicture image={image} /> : null}
      <div className="production-card__body">
        {production.artist ? <span className="preline">{production.artist}</span> : null}
        <h3 className="production-card__title">
          {production.url ? <Link href={production.url}>{production.title}</Link> : production.title}
        </h3>
        {production.subtitle ? <span className="subline">{production.subtitle}</span> : null}
        {production.exhibition_type ? <span className="event-entry__meta">{production.exhibition_type.name}</span> : null}
      </div>
    </li>
  )
}
