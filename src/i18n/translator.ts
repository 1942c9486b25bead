import { createTranslator } from 'use-intl/core'

import { apiTexts } from './messages'
import { perLocale } from './perLocale'

/** The texts of the calls' answers (messages `api`) in a language, formatted by next-intl (ICU); made once per language. */
export const apiTranslator = perLocale((locale) => createTranslator({ locale, messages: { api: apiTexts[locale] }, namespace: 'api' }))
