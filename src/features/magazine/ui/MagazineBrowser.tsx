'use client'

import Link from 'next/link'
import { useCallback, useMemo, useRef } from 'react'

import { MagazineListPlaceholder } from '@/features/content/ui/LoadingPlaceholders'
import { listImage } from '@/features/programme/domain/display'
import { ListPicture } from '@/features/programme/ui/ListPicture'
import { NextPageControls } from '@/features/programme/ui/NextPageControls'
import { useNextPageTrigger } from '@/features/programme/ui/useNextPageTrigger'
import type { Locale } from '@/i18n/locales'
import { read } from '@/api/client'
import { formatIn } from '@/lib/time/format'
import { useLazyPages } from '@/lib/browser/lazyPages'
import type { PagedList } from '@/lib/http/paging'

import type { ArticleListItem } from '../server/magazine'
import type { ArticleFilters } from '../domain/filters'

export type MagazineLabels = {
  next: string
  previous: string
  loadingMore: string
  empty: string
  loadFailed: string
  retry: string
  loading: string
}

type Props = {
  locale: Locale
  filters: ArticleFilters
  initial: { page: number; data: PagedList<ArticleListItem> }
  listPath: string
  labels: MagazineLabels
}

/**
 * The magazine's article list (SPEC §2, §4 paging): the server's first page, then more as the
 * visitor scrolls (pages accumulate), with a plain link to the next page for keyboards and
 * visitors without JavaScript.
 */
export function MagazineBrowser({ locale, filters, initial, listPath, labels }: Props) {
  const params = new URLSearchParams()
  if (filters.category !== null) params.set('category', String(filters.category))
  if (filters.tag !== null) params.set('tag', String(filters.tag))
  const base = params.toString()
  const query = useLazyPages({
    queryKey: ['articles', locale, base, initial.page],
    load: (page, signal) => {
      const call = new URLSearchParams(base)
      if (page > 1) call.set('page', String(page))
      return read('articles', { path: { locale }, query: call, signal })
    },
    startPage: initial.page,
    initial,
  })
  const items = useMemo(() => query.pages.flatMap((page) => page.results), [query.pages])
  const trigger = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query
  const loadNext = useCallback(() => void fetchNextPage(), [fetchNextPage])
  useNextPageTrigger(trigger, { enabled: hasNextPage && !isFetchingNextPage && !isError, onTrigger: loadNext })
  const nextPage = (query.pageParams.at(-1) ?? initial.page) + 1

  return (
    <div className="magazine">
      {initial.page > 1 ? (
        <p className="programme__previous">
          <a href={initial.page === 2 ? listPath : `${listPath}?page=${initial.page - 1}`}>{labels.previous}</a>
        </p>
      ) : null}
      {items.length === 0 ? (
        query.isPending ? (
          <MagazineListPlaceholder label={labels.loading} />
        ) : (
          <p className="programme__empty-title">{labels.empty}</p>
        )
      ) : (
        <ul className="article-list magazine__list">
          {items.map((article) => {
            const image = listImage(article)
            return (
              <li key={article.id} className={`article-card article-card--${article.category?.style_name ?? 'default'}`}>
                {image ? <ListPicture image={image} /> : null}
                <div className="article-card__body">
                  <h2 className="article-card__title">
                    {article.category || article.preline ? (
                      <span className="preline">{article.category?.name ?? article.preline}</span>
                    ) : null}
                    {article.url ? <Link href={article.url}>{article.title}</Link> : article.title}
                  </h2>
                  {article.teaser_text ? <p>{article.teaser_text}</p> : null}
                  <p className="article-card__meta">
                    <time dateTime={article.published_at}>{formatIn(new Date(article.published_at), locale, 'date')}</time>
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {isError && items.length === 0 ? (
        <div className="programme__error" role="alert">
          <p>{labels.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {labels.retry}
          </button>
        </div>
      ) : null}
      <div ref={trigger} className="programme__more">
        <NextPageControls
          href={`${listPath}?page=${nextPage}`}
          hasNextPage={hasNextPage}
          loading={isFetchingNextPage}
          isError={isError}
          hasEntries={items.length > 0}
          label={labels.next}
          loadingLabel={labels.loadingMore}
          failedText={labels.loadFailed}
          retryLabel={labels.retry}
          onNext={loadNext}
          entryTitles=".article-card__title"
        />
      </div>
      {query.engine}
    </div>
  )
}
