import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { renderedFrom } from '@/lib/cache/renderedFrom'
import { pageTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/lib/payload/client'

import { getBreakingNews, getDesignSettings, getFooterContent, getNavigation, getSiteSettings } from './shell'

/**
 * Everything the frame of a public page shows, read once per render. Pages are static and
 * re-rendered when what the frame shows changes (its tags) and every minute, for online windows.
 */
export const loadChrome = cache(async (locale: Locale) => {
  await renderedFrom(pageTags.frame)
  const payload = await getPayloadClient()
  const [navigation, settings, design, alerts, footer] = await Promise.all([
    getNavigation(payload, locale),
    getSiteSettings(payload),
    getDesignSettings(payload, locale),
    getBreakingNews(payload, locale, new Date()),
    getFooterContent(payload, locale),
  ])
  return { navigation, settings, design, alert: alerts[0] ?? null, footer }
})
