import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'

import { requestCookie } from './cookies'

/**
 * The first supported language of an `Accept-Language` header, by quality (ties keep the header's
 * order): 'en-GB,en;q=0.9' is 'en', 'fr,de;q=0.5' is 'de'. Null when none is supported.
 */
export function acceptedLocale(header: string | null): Locale | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranges.map((range) => range.language).find(isLocale) ?? null
}

/**
 * The language of an unprefixed call that SPEC §7 calls "localised" (/api/user-details/ and the
 * like): the `Accept-Language` header's first supported language, then the locale cookie
 * `i18n_redirected`, else German.
 */
export function requestLocale(request: Request): Locale {
  const accepted = acceptedLocale(request.headers.get('accept-language'))
  if (accepted) return accepted
  const cookie = requestCookie(request, LOCALE_COOKIE)
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE
}
