import { callPath } from '@/api/sitePaths'
import { notFound } from 'next/navigation'

import { loadChrome } from '@/features/shell/server/chrome'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { pagedList } from '@/lib/http/paging'

import { FILTER_KEYS, NO_FILTERS } from '../domain/filters'
import { choices, entryData, teaserData } from '../domain/listItems'
import { cachedEvents, cachedFilterOptions, cachedTeasers, currentMinute, EVENTS_PAGE_SIZE } from '../server/programme'
import { type OptionCollection } from '../server/filterOptions'
import { eventStyleOf } from '../domain/display'
import type { FilterOptionSets } from './filterOptions'
import { fromKeys } from '@/lib/types/guards'
import { ProgrammeList } from './ProgrammeList'

import './programme.css'
import { ProgrammeTexts } from './ProgrammeTexts'

const OPTION_COLLECTION: Record<(typeof FILTER_KEYS)[number], OptionCollection> = {
  room: 'rooms',
  type: 'exhibition-types',
  tag: 'event-tags',
  series: 'series',
  genre: 'genres',
}

/** The option lists the filters offer, by filter key (only what the browser needs of each option). */
export async function programmeOptions(locale: Locale): Promise<FilterOptionSets> {
  const lists = await Promise.all(FILTER_KEYS.map((key) => cachedFilterOptions(OPTION_COLLECTION[key], locale)))
  return fromKeys(FILTER_KEYS, (key) => choices(lists[FILTER_KEYS.indexOf(key)] ?? []))
}

/**
 * The programme list as the server renders it (SPEC §2): page `page` of the unfiltered list from
 * now, the day's teasers and the option lists, handed to the browser's list as its start. A page
 * beyond the last is not found.
 */
export async function ProgrammeListSection({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const minute = currentMinute()
  const [events, teasers, options, { design }] = await Promise.all([
    cachedEvents(locale, NO_FILTERS, page, EVENTS_PAGE_SIZE, minute),
    cachedTeasers(locale, NO_FILTERS, minute),
    programmeOptions(locale),
    loadChrome(locale),
  ])
  if (page > 1 && events.results.length === 0) notFound()
  const style = eventStyleOf(design.event_style)
  const data = pagedList(
    new URL(callPath('events', { locale }), 'http://localhost'),
    page,
    EVENTS_PAGE_SIZE,
    events.count,
    events.results.map((item) => entryData(item, style)),
  )
  return (
    <ProgrammeTexts locale={locale} part="programme">
      <ProgrammeList
        locale={locale}
        style={style}
        options={options}
        initial={{ page, data, teasers: teasers.map(teaserData) }}
        listPath={routePath(locale, 'events')}
      />
    </ProgrammeTexts>
  )
}
