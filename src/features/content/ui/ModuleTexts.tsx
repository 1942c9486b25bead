import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MoreTexts } from '@/i18n/MoreTexts'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { type Messages, namespacesFor, pickTexts } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'

/**
 * The keys of the modules' texts each client part of a content module reads (issue 26). The page
 * frame leaves the namespace out of every page's payload; a module that shows one of these parts
 * wraps it in `ModuleTexts`, so a page carries the texts of the parts it shows.
 */
export const MODULE_TEXTS = {
  slider: ['slideOf', 'sliderFirst', 'sliderLast', 'sliderNext', 'sliderPrevious'],
  revealMore: ['showMoreImages'],
  consentGate: ['externalTitle', 'externalText', 'externalAllow', 'externalOpen', 'externalSettings'],
  hubspot: ['formFailed'],
  anchorNav: ['anchorNavigation'],
  heroVideo: ['videoPause', 'videoPlay'],
  eventFilter: ['eventsFilter', 'eventsFilterAll'],
} as const satisfies Record<string, readonly (keyof Messages['modules'])[]>

export type ModulePart = keyof typeof MODULE_TEXTS

const modulesTexts = perLocale((locale) => namespacesFor(locale, ['modules']).modules)

/** Gives the client parts below the modules' texts they read, in the page's language. */
export async function ModuleTexts({ parts, children }: { parts: readonly ModulePart[]; children: ReactNode }) {
  const keys = parts.flatMap((part) => MODULE_TEXTS[part])
  if (keys.length === 0) return children
  const requested = await getLocale()
  const modules = modulesTexts(isLocale(requested) ? requested : DEFAULT_LOCALE)
  return <MoreTexts messages={{ modules: pickTexts(modules, keys) }}>{children}</MoreTexts>
}
