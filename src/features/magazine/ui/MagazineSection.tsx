import { callPath } from '@/api/sitePaths'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { pagedList } from '@/lib/http/paging'

import { ARTICLES_PAGE_SIZE, cachedArticles, cachedCategories } from '../server/magazine'
import { articleCardData } from '../domain/articleCard'
import type { ArticleFilters } from '../domain/filters'
import { MagazineBrowser } from './MagazineBrowser'

import './magazine.css'

type Props = { locale: Locale; filters?: ArticleFilters; page?: number; listPath?: string }

const ALL: ArticleFilters = { category: null, tag: null }

/**
 * SPEC §2 magazine landing (and category and tag pages): a search start, the category list with
 * 'All' and 'All #Topics', then the articles newest first; a page beyond the last is not found.
 */
export async function MagazineSection({ locale, filters = ALL, page = 1, listPath }: Props) {
  const t = await getTranslations({ locale, namespace: 'magazine' })
  const tLoading = await getTranslations({ locale, namespace: 'loading' })
  const [first, categories] = await Promise.all([cachedArticles(locale, filters, page, ARTICLES_PAGE_SIZE), cachedCategories(locale)])
  if (page > 1 && first.results.length === 0) notFound()
  const landing = routePath(locale, 'magazine')
  const initial = {
    page,
    data: pagedList(
      new URL(callPath('articles', { locale }), 'http://localhost'),
      page,
      ARTICLES_PAGE_SIZE,
      first.count,
      first.results.map(articleCardData),
    ),
  }
  const current = (active: boolean) => (active ? { 'aria-current': 'page' as const } : {})
  return (
    <div className="magazine-screen">
      <form className="magazine-search" role="search" aria-label={t('searchStart')} action={routePath(locale, 'search')} method="get">
        <label htmlFor="magazine-search-q">{t('searchStart')}</label>
        <div className="magazine-search__row">
          <input id="magazine-search-q" name="q" type="search" required minLength={1} maxLength={100} />
          <button type="submit" className="button">
            {t('searchButton')}
          </button>
        </div>
      </form>
      <nav className="magazine-categories" aria-label={t('categories')}>
        <ul>
          <li>
            <a href={landing} {...current(filters.category === null && filters.tag === null)}>
              {t('all')}
            </a>
          </li>
          {categories.map((category) =>
            category.url ? (
              <li key={category.id}>
                <a
                  href={category.url}
                  className={`magazine-categories__${category.style_name}`}
                  {...current(filters.category === category.id)}
                >
                  {category.name}
                </a>
              </li>
            ) : null,
          )}
          <li>
            <a href={routePath(locale, 'magazine-tags')}>{t('allTopics')}</a>
          </li>
        </ul>
      </nav>
      <MagazineBrowser
        locale={locale}
        filters={filters}
        initial={initial}
        listPath={listPath ?? landing}
        labels={{
          next: t('nextArticles'),
          previous: t('previousArticles'),
          loadingMore: t('loadingMore'),
          empty: t('empty'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          loading: tLoading('label'),
        }}
      />
    </div>
  )
}
