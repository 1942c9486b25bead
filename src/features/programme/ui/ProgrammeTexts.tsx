import type { ReactNode } from 'react'

import { MoreTexts } from '@/i18n/MoreTexts'
import type { Locale } from '@/i18n/locales'
import { messagesFor, pickTexts } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'

type ProgrammeGroup = 'entry' | 'browse' | 'filters' | 'list' | 'productionsList' | 'favourites'

/**
 * The groups of `programme.json` each view's client parts read (`useTranslations('programme.<group>')`),
 * and nothing else: a view's texts travel in its page's inline payload, so the programme page carries
 * neither the favourites plan's nor the productions list's. ProgrammeTexts.test.ts checks that each
 * view gives every group its components read; the compiler checks every key within a group.
 */
export const PROGRAMME_PARTS = {
  /** A list entry and the event page's buttons (EventEntry, FavouriteButton, AccessFeatures). */
  entries: ['entry'],
  /** The programme page (ProgrammeBrowser, FilterBar and the entries). */
  programme: ['entry', 'browse', 'filters', 'list'],
  /** The productions list (ProductionsBrowser). */
  productions: ['browse', 'productionsList'],
  /** The favourites page (FavouritesPlan and the entries). */
  favourites: ['entry', 'favourites'],
} as const satisfies Record<string, readonly ProgrammeGroup[]>

export type ProgrammePart = keyof typeof PROGRAMME_PARTS

const partTexts = perLocale((locale) => {
  const { programme, booking, loading } = messagesFor(locale)
  // Every entry's booking button and availability note read `booking.entry`; the widget brings the rest with its code.
  const part = (name: ProgrammePart) => ({
    programme: pickTexts(programme, PROGRAMME_PARTS[name]),
    booking: { entry: booking.entry },
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
