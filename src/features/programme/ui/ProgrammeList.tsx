'use client'

import type { Locale } from '@/i18n/locales'

import { filtersToParams, NO_FILTERS, parseFilters, type ProgrammeFilters } from '../domain/filters'
import type { EventStyle } from './EventEntry'
import type { FilterOptionSets } from './filterOptions'
import { ProgrammeBrowser, type ProgrammeInitial } from './ProgrammeBrowser'
import { useLocationSearch } from '@/lib/browser/useLocationSearch'

type Props = { locale: Locale; style: EventStyle; options: FilterOptionSets; initial: ProgrammeInitial; listPath: string }

/**
 * The programme page's list (SPEC §2): the filters live in the address (one parameter per filter
 * key, `date` as DD-MM-YYYY), so a filtered list can be shared and the back button undoes a
 * change. The page itself is static: the server renders the unfiltered first page, the browser
 * reads the address and fetches what it asks for.
 */
export function ProgrammeList({ locale, style, options, initial, listPath }: Props) {
  const [search, setSearch] = useLocationSearch()
  const parsed = parseFilters(new URLSearchParams(search))
  // The proxy sends an address with a bad filter to the clean list; one made in the browser is ignored.
  const filters = parsed.ok ? parsed.filters : NO_FILTERS
  const change = (next: ProgrammeFilters) => {
    setSearch(filtersToParams(next).toString())
    window.scrollTo({ top: 0 })
  }
  return (
    <ProgrammeBrowser
      locale={locale}
      style={style}
      options={options}
      teasers={initial.teasers}
      initial={initial}
      filters={filters}
      onChange={change}
      listPath={listPath}
    />
  )
}
