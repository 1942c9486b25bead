import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload/client'

import { getBreakingNews, getDesignSettings, getNavigation, getSiteSettings } from './shell'

/**
 * Everything the frame of a public page shows, read once per render. Pages are static and
 * revalidated when content changes (and every minute, for online windows), so this runs rarely.
 */
export const loadChrome = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  const [navigation, settings, design, alerts] = await Promise.all([
    getNavigation(payload, locale),
    getSiteSettings(payload),
    getDesignSettings(payload, locale),
    getBreakingNews(payload, locale, new Date()),
  ])
  return { navigation, settings, design, alert: alerts[0] ?? null }
})
