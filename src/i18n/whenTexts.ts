import { createTranslator } from 'use-intl/core'

import type { Locale } from './locales'
import when from './messages/when.json'
import { perLocale } from './perLocale'

/**
 * A ticket's time ('Fr. 27. November 2026, 19:30 Uhr (Zeitfenster)'), formatted by
 * next-intl (the build precompiles the message files, so their texts are read through a
 * translator only); apart from the site's other texts, as the browser formats a ticket's time too.
 */
export const whenTranslator = perLocale((locale: Locale) =>
  createTranslator({ locale, messages: { when: when[locale] }, namespace: 'when' }),
)
