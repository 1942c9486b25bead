import { createTranslator } from 'use-intl/core'

import type { Locale } from './locales'
import { apiTexts } from './messages'

/** The texts of the calls' answers (messages `api`) in a language, formatted by next-intl (ICU). */
export function apiTranslator(locale: Locale) {
  return createTranslator({ locale, messages: { api: apiTexts[locale] }, namespace: 'api' })
}
