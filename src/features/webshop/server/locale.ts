import 'server-only'

import { cookies } from 'next/headers'

import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'

/** The web shop is not localised by path (SPEC §2): it speaks the visitor's locale cookie, else German. */
export async function shopLocale(): Promise<Locale> {
  const stored = (await cookies()).get(LOCALE_COOKIE)?.value
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}
