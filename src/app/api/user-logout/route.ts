import { NextResponse } from 'next/server'

import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/i18n/locales'
import { requestCookie, SESSION_COOKIE } from '@/lib/http/cookies'

/**
 * SPEC §7 logout: ends the session (the cookie is httpOnly, so only the server can clear it) and
 * returns to the home page in the visitor's language. GET, because the account menu links here.
 */
export function GET(request: Request) {
  const url = new URL(request.url)
  const cookieLocale = requestCookie(request, LOCALE_COOKIE)
  const locale = isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE
  const response = NextResponse.redirect(new URL(`/${locale}`, url), 303)
  response.cookies.set(SESSION_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax' })
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
