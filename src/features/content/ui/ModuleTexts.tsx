import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MoreTexts } from '@/i18n/MoreTexts'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { type Messages, namespacesFor } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'
import { fromKeys } from '@/lib/types/guards'

type Texts = Messages['modules']

/**
 * A client part of a content module that reads texts (the slider, the consent gate, …): each has a
 * group of its own in modules.json (`modules.slider`), which it reads with
 * `useTranslations('modules.slider')`; the groups are the parts, no list names them.
 */
export type ModulePart = { [K in keyof Texts]: Texts[K] extends string ? never : K }[keyof Texts]

const modulesTexts = perLocale((locale) => namespacesFor(locale, ['modules']).modules)

/**
 * Gives the client parts below their texts in the page's language (issue 26): the page frame leaves
 * the modules' namespace out of every page's payload, so a page carries the groups of the parts it shows.
 */
export async function ModuleTexts({ parts, children }: { parts: readonly ModulePart[]; children: ReactNode }) {
  if (parts.length === 0) return children
  const requested = await getLocale()
  const modules = modulesTexts(isLocale(requested) ? requested : DEFAULT_LOCALE)
  return <MoreTexts messages={{ modules: fromKeys(parts, (part) => modules[part]) }}>{children}</MoreTexts>
}
