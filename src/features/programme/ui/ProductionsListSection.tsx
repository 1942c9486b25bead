import { callPath } from '@/api/sitePaths'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { pagedList } from '@/lib/http/paging'

import { choices } from '../domain/listItems'
import { NO_PRODUCTION_FILTERS } from '../domain/productionFilters'
import { cachedFilterOptions, cachedProductions, EVENTS_PAGE_SIZE } from '../server/programme'
import { type ProductionOptionSets, ProductionsBrowser } from './ProductionsBrowser'

import './programme.css'
import { ProgrammeTexts } from './ProgrammeTexts'

/** The productions list as the server renders it: page `page` of all productions and the filters' options; a page beyond the last is not found. */
export async function ProductionsListSection({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const [first, seasons, types, tags] = await Promise.all([
    cachedProductions(locale, NO_PRODUCTION_FILTERS, page, EVENTS_PAGE_SIZE),
    cachedFilterOptions('seasons', locale),
    cachedFilterOptions('exhibition-types', locale),
    cachedFilterOptions('production-tags', locale),
  ])
  const options: ProductionOptionSets = { season: choices(seasons), exhibition_type: choices(types), tag: choices(tags) }
  if (page > 1 && first.results.length === 0) notFound()
  const initial = {
    page,
    data: pagedList(new URL(callPath('productions', { locale }), 'http://localhost'), page, EVENTS_PAGE_SIZE, first.count, first.results),
  }
  return (
    <ProgrammeTexts locale={locale} part="productions">
      <ProductionsBrowser locale={locale} options={options} initial={initial} listPath={routePath(locale, 'productions')} />
    </ProgrammeTexts>
  )
}
