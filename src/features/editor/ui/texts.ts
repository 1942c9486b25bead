import { createTranslator } from 'use-intl/core'

import texts from '@/i18n/messages/editor.json'
import { perLocale } from '@/i18n/perLocale'
import type { Locale } from '@/i18n/locales'

/**
 * The edit layer's texts: next-intl messages (`editor`), formatted by its ICU formatter, read as
 * `t('key', values)` with the keys and values the compiler checks against editor.json. They load with
 * the editor code (on demand, for editors only), not with the public pages' message bundle.
 * `t.collections` names the linkable collections by slug (looked up by a document's collection).
 */
function build(locale: Locale) {
  const t = createTranslator({ locale, messages: { editor: texts[locale] }, namespace: 'editor' })
  const collections: Readonly<Record<string, string>> = texts[locale].collections
  return Object.assign(t, { collections })
}

export type EditorTexts = ReturnType<typeof build>

/** The edit layer's texts in a language, built once. */
export const editorTexts: (locale: Locale) => EditorTexts = perLocale(build)

/** The title of starting a language version: the language's adjective both as it is and capitalised ('Englische Fassung …'). */
export function startTitle(t: EditorTexts, lang: string): string {
  return t('startTitle', { lang, Lang: `${lang.charAt(0).toUpperCase()}${lang.slice(1)}` })
}
