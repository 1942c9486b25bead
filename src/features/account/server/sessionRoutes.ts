import 'server-only'

import { generatePayloadCookie, type Payload } from 'payload'
import { endpoint } from '@/api/endpoint'
import { withResult } from '@/api/replies'
import { throttleAuthCall } from '@/features/security/server/authThrottle'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { cookieHeader, requestCookie } from '@/lib/http/cookies'
import { FORGET_DEVICE_COOKIE, SESSION_COOKIE } from '@/lib/http/cookieNames'
import { seeOther } from '@/lib/http/formPost'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'
import { endSession } from './session'
import { statusOf } from '@/lib/payload/errors'

/** Whether the password is the account's: a log-in whose session is ended at once. */
export async function passwordMatches(payload: Payload, email: string, password: string): Promise<boolean> {
  try {
    const { token } = await payload.login({
      collection: 'customers',
      data: { email, password },
    })
    if (token) await endSession(payload, new Headers({ authorization: `JWT ${token}` }))
    return Boolean(token)
  } catch {
    return false
  }
}

/** The header that makes the browser forget its session cookie (log-out, a deleted account). */
export function endedSessionCookie(): string {
  return cookieHeader(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true })
}

/** The customer's session cookie for a token Payload issued (none without one). */
export function sessionCookies(payload: Payload, token: string | undefined): string[] {
  return token
    ? [
        generatePayloadCookie({
          collectionAuthConfig: payload.collections.customers.config.auth,
          cookiePrefix: payload.config.cookiePrefix,
          token,
        }),
      ]
    : []
}

/**
 * POST /api/user-login/ (beyond SPEC): the log-in form as the browser posts it without JavaScript
 * (with JavaScript the form calls Payload's log-in itself). The same throttle as Payload's log-in
 * (decision 021); success sets the session cookie and leads to the start page, a failure back to
 * the form with the reason. The answer is a redirect either way.
 */
export const postLogin = endpoint('login', async ({ request, payload, body: { email, password }, client }) => {
  const back = SHOP_PATHS.login
  const throttled = await throttleAuthCall(payload, request, {
    action: 'login',
    client,
    accountKey: `customers:${email}`,
    collection: 'customers',
    staffSignedIn: false,
  })
  if (throttled.refused) return seeOther(withResult(back, 'limited'))
  let outcome: Response
  try {
    const result = await payload.login({
      collection: 'customers',
      data: { email, password },
      req: { headers: request.headers },
    })
    const cookie = sessionCookies(payload, result.token)
    const stored = requestCookie(request, LOCALE_COOKIE)
    outcome = seeOther(routePath(isLocale(stored) ? stored : DEFAULT_LOCALE, 'home'), cookie)
  } catch (error) {
    // Payload answers an unverified account with 403, a wrong password or unknown address with 401.
    const status = statusOf(error) === 403 ? 403 : 401
    outcome = new Response(null, { status })
  }
  const settled = await throttled.settle(outcome)
  if (settled.status === 303) return settled
  return seeOther(withResult(back, settled.status === 403 ? 'not-verified' : 'login-failed'))
})

/**
 * SPEC §7 logout: ends the session on the server (the token stops working everywhere, not only in
 * this browser), clears the httpOnly cookie and returns to the home page in the visitor's language
 * (the `locale` the link names, else the locale cookie) with a relative `Location`, so the answer
 * never names an internal host. GET, because the account menu links here. On a shared phone
 * nothing of the account stays behind: the browser's HTTP cache (and its back-forward cache of the
 * profile) is cleared (`Clear-Site-Data: "cache"`), and the next page removes the tickets the device
 * kept (FORGET_DEVICE_COOKIE).
 */
export const getLogout = endpoint('logout', async ({ request, url, payload }) => {
  await endSession(payload, request.headers)
  // The language of the page the visitor logged out from (the menu's link names it), else the locale cookie.
  const asked = url.searchParams.get('locale')
  const cookieLocale = requestCookie(request, LOCALE_COOKIE)
  const locale = isLocale(asked) ? asked : isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE
  const headers = new Headers({ Location: `/${locale}`, 'Clear-Site-Data': '"cache"' })
  headers.append('Set-Cookie', endedSessionCookie())
  // The device's copies of the account (tickets, QR codes) go on the next page (FORGET_DEVICE_COOKIE).
  headers.append('Set-Cookie', cookieHeader(FORGET_DEVICE_COOKIE, '1', { maxAge: 600 }))
  return new Response(null, { status: 303, headers })
})
