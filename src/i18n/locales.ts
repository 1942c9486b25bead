/** SPEC §9: German is the default, English the second language. */
export const LOCALES = ['de', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'de'

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value)
}

/** Locale cookie of SPEC §9, kept for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Each language named in itself (the back office's language menus, a person's language). */
export const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' }

/** A value for each language. */
export function byLocale<T>(valueIn: (locale: Locale) => T): Record<Locale, T> {
  return { de: valueIn('de'), en: valueIn('en') }
}

/** The other of the two languages (the language switch, translations, the editor's "start in English"). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de'
}
