import { createTranslator } from 'use-intl/core'

import { apiTexts, messagesFor } from './messages'
import { perLocale } from './perLocale'

/** The texts of the calls' answers (messages `api`) in a language, formatted by next-intl (ICU); made once per language. */
export const apiTranslator = perLocale((locale) => createTranslator({ locale, messages: { api: apiTexts[locale] }, namespace: 'api' }))

/**
 * The site's texts in a language for what the server writes into data a page shows (the display
 * texts of a list entry, issue 26), formatted by next-intl (ICU); made once per language.
 */
export const siteTranslator = perLocale((locale) => createTranslator({ locale, messages: messagesFor(locale) }))
