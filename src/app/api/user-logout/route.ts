import { endpoint } from '@/api/endpoint'
import { endSession } from '@/features/account/server/session'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/i18n/locales'
import { requestCookie, SESSION_COOKIE } from '@/lib/http/cookies'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 logout: ends the session on the server (the token stops working everywhere, not only in
 * this browser), clears the httpOnly cookie and returns to the home page in the visitor's language
 * (the `locale` the link names, else the locale cookie) with a relative `Location`, so the answer
 * never names an internal host. GET, because the account menu links here.
 */
export const GET = endpoint('logout', async ({ request, url, payload }) => {
  await endSession(payload, request.headers)
  // The language of the page the visitor logged out from (the menu's link names it), else the locale cookie.
  const asked = url.searchParams.get('locale')
  const cookieLocale = requestCookie(request, LOCALE_COOKIE)
  const locale = isLocale(asked) ? asked : isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE
  const secure = env().secureCookies ? '; Secure' : ''
  return new Response(null, { status: 303, headers: { Location: `/${locale}`, 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}` } })
})
