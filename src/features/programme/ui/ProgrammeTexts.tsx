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

/**
 * Programme texts only the server's views read (the event, venue, series, person and production
 * pages, the team list): the browser's lists, filters and plans never ask for them.
 */
export const SERVER_ONLY_PROGRAMME = [
  'facts', 'timeRange', 'time', 'noTickets', 'performancePast', 'production', 'children', 'importantInfo', 'description', 'images', 'programs', 'contributors', 'series', 'otherDates',
  'blog', 'sponsors', 'promoter', 'dates', 'noDates', 'addToCalendar', 'address', 'directions', 'venueAccess', 'rooms', 'eventsHere', 'seriesEvents', 'contact', 'biography', 'pickDate',
  'eventList', 'teamEmpty', 'all', 'aboutVenue', 'aboutSeries', 'routeOsm', 'routeTransit', 'stepFree', 'hearingLoop', 'accessibleToilets', 'priceFrom', 'departments',
] as const satisfies readonly (keyof Messages['programme'])[]

function omit<T extends object, K extends keyof T>(texts: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key))) as Omit<T, K>
}

const entryTexts = perLocale((locale) => {
  const { programme, booking } = namespacesFor(locale, ['programme', 'booking'])
  return { programme: pickTexts(programme, ENTRY_TEXTS.programme), booking: pickTexts(booking, ENTRY_TEXTS.booking) }
})

const allTexts = perLocale((locale) => {
  const { programme, booking, loading } = namespacesFor(locale, ['programme', 'booking', 'loading'])
  return { programme: omit(programme, SERVER_ONLY_PROGRAMME), booking: pickTexts(booking, ENTRY_TEXTS.booking), loading }
})

/**
 * The programme's texts for the client components below (see MoreTexts): those the programme's
 * browsers and plans read (`entries` unset: all but the server's own and the booking widget's, and
 * the loading note of their next pages), or
 * only what list entries and the event page's buttons read (`entries`), so a page with a short
 * event list carries a few hundred bytes of them.
 */
export function ProgrammeTexts({ locale, entries = false, children }: { locale: Locale; entries?: boolean; children: ReactNode }) {
  return <MoreTexts messages={entries ? entryTexts(locale) : allTexts(locale)}>{children}</MoreTexts>
}
