import type { ReactNode } from 'react'

import { MoreTexts } from '@/i18n/MoreTexts'
import type { Locale } from '@/i18n/locales'
import { type Messages, namespacesFor, pickTexts } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'

/**
 * What the client parts of a list entry or an event page read: EventEntry, FavouriteButton,
 * AccessFeatures, BookingButton and AvailabilityNote. The booking widget brings its own texts
 * with its code (BookingWidget).
 */
export const ENTRY_TEXTS = {
  programme: ['tickets', 'ticketsFor', 'favourite', 'accessFeatures', 'accessBadges'],
  booking: ['tickets', 'ticketsFor', 'few', 'soldOut'],
} as const satisfies { [N in 'programme' | 'booking']: readonly (keyof Messages[N])[] }

/** What the programme's filter bar reads (FilterBar): its facets, quick filters, calendar and dialog. */
const FILTER_BAR = [
  'filterBar',
  'filterButton',
  'calendarButton',
  'calendarLoading',
  'close',
  'daySoldOut',
  'quickFilters',
  'quick_next3days',
  'quick_weekend',
  'selectedFilters',
  'removeFilter',
  'resetAll',
  'showResults',
  'loadFailed',
  'filter_room',
  'filter_type',
  'filter_tag',
  'filter_series',
  'filter_genre',
  'filter_access',
  'accessFeatures',
] as const satisfies readonly (keyof Messages['programme'])[]

/** What a browser's next pages and failures read: the retry, the 'more' link and the loading note. */
const PAGING = ['loadFailed', 'loadingMore', 'retry', 'resetFilters'] as const satisfies readonly (keyof Messages['programme'])[]

/**
 * The programme texts each view's client parts read, and nothing else: a view's texts travel in
 * its page's inline payload, so the programme page carries neither the favourites plan's nor the
 * productions list's (issue 26). ProgrammeTexts.test.ts checks every key each part's components read.
 */
export const PROGRAMME_PARTS = {
  /** A list entry and the event page's buttons (EventEntry, FavouriteButton, AccessFeatures). */
  entries: ENTRY_TEXTS.programme,
  /** The programme page (ProgrammeBrowser, FilterBar and the entries). */
  programme: [
    ...ENTRY_TEXTS.programme,
    ...FILTER_BAR,
    ...PAGING,
    'emptyTitle',
    'emptyText',
    'noUpcoming',
    'nextPage',
    'previousPage',
    'resultsOne',
    'resultsMany',
  ],
  /** The productions list (ProductionsBrowser). */
  productions: [
    ...PAGING,
    'filterBar',
    'nextProductions',
    'previousProductions',
    'playsOn',
    'productionsEmpty',
    'productionOne',
    'productionMany',
    'seasonFilter',
    'productionTagFilter',
    'productionTypeFilter',
  ],
  /** The favourites page (FavouritesPlan and the entries). */
  favourites: [
    ...ENTRY_TEXTS.programme,
    'loadFailed',
    'favouritesEmpty',
    'favouritesIntro',
    'favouritesToProgramme',
    'favouritesLogin',
    'favouritesLoginHint',
    'clash',
    'clashCount',
    'allToCalendar',
    'subscription',
    'subscriptionText',
    'subscriptionMake',
    'subscriptionRenew',
    'subscriptionRevoke',
    'subscriptionAddress',
    'subscriptionFailed',
  ],
} as const satisfies Record<string, readonly (keyof Messages['programme'])[]>

export type ProgrammePart = keyof typeof PROGRAMME_PARTS

const partTexts = perLocale((locale) => {
  const { programme, booking, loading } = namespacesFor(locale, ['programme', 'booking', 'loading'])
  const bookingEntry = pickTexts(booking, ENTRY_TEXTS.booking)
  const part = (name: ProgrammePart) => ({
    programme: pickTexts(programme, PROGRAMME_PARTS[name]),
    booking: bookingEntry,
    ...(name === 'entries' ? {} : { loading }),
  })
  return { entries: part('entries'), programme: part('programme'), productions: part('productions'), favourites: part('favourites') }
})

/**
 * The programme's texts for the client components below (see MoreTexts): those of one view
 * (`part`), with the entries' booking texts and, for a browser's next pages, the loading note. A
 * page with a short event list carries a few hundred bytes of them.
 */
export function ProgrammeTexts({ locale, part, children }: { locale: Locale; part: ProgrammePart; children: ReactNode }) {
  return <MoreTexts messages={partTexts(locale)[part]}>{children}</MoreTexts>
}
