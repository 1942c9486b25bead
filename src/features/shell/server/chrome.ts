import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { renderedFrom } from '@/lib/cache/renderedFrom'
import { pageTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/cms/client'

import { footerContentOf, getBreakingNews, getNavigation, readNavigationGlobal } from './shell'
import { getDesignSettings, getSiteSettings } from '@/features/settings/server/settings'

/**
 * Everything the frame of a public page shows, read once per render. Pages are static and
 * re-rendered when what the frame shows changes (its tags) and every minute, for online windows.
 */
export const loadChrome = cache(async (locale: Locale) => {
  await renderedFrom(pageTags.frame)
  const payload = await getPayloadClient()
  // The navigation global once: the menus and the footer's content both come from it.
  const global = await readNavigationGlobal(payload, locale)
  const [navigation, settings, design, alerts] = await Promise.all([
    getNavigation(payload, locale, null, global),
    getSiteSettings(payload),
    getDesignSettings(payload, locale),
    getBreakingNews(payload, locale, new Date()),
  ])
  return { navigation, settings, design, alert: alerts[0] ?? null, footer: footerContentOf(global) }
})
