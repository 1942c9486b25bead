import type { Locale } from './locales'

/**
 * A value made once per language and kept (a translator, a formatter): `perLocale(make)` answers
 * `make(locale)` from the first call on, so nothing is built anew on every request.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>()
  return (locale) => {
    let value = made.get(locale)
    if (value === undefined) {
      value = make(locale)
      made.set(locale, value)
    }
    return value
  }
}
