import { type NextRequest, NextResponse } from 'next/server'
import createIntlMiddleware from 'next-intl/middleware'

import { decideRequest, isShopPath, rootLocale } from '@/features/shell/domain/requestRules'
import { errorHtml } from '@/features/shell/server/errorHtml'
import { errorDocument, offlineDocument } from '@/features/shell/server/offlineDocument'
import { messagesFor } from '@/i18n/messages'
import { siteState } from '@/features/shell/server/siteState'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { SESSION_COOKIE } from '@/lib/http/cookies'

const intl = createIntlMiddleware(routing)

/**
 * Every page request passes here before rendering (DESIGN §4): site offline (503), redirect rules
 * (301), trailing slashes, version-preview and overlay flags (SPEC §2), the language of `/`
 * (cookie `i18n_redirected`, else German), then next-intl's localised pathnames. Public pages stay
 * static: nothing here depends on who the visitor is except the session-cookie check for `?v=`.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const state = await siteState()
  const decision = decideRequest({
    pathname,
    search: searchParams,
    hasSession: request.cookies.has(SESSION_COOKIE),
    siteOnline: state.siteOnline,
    redirects: state.redirects,
  })
  if (decision.kind === 'bad-request') {
    return new NextResponse(errorDocument(decision.locale, 400, messagesFor(decision.locale).error.badRequest), {
      status: 400,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (decision.kind === 'offline') {
    const html = offlineDocument(decision.locale, await errorHtml(503, state.errorPages))
    return new NextResponse(html, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' },
    })
  }
  if (decision.kind === 'redirect') return redirectTo(decision.location, decision.status)
  if (pathname === '/') {
    const locale = rootLocale(request.cookies.get(LOCALE_COOKIE)?.value)
    const response = redirectTo(`/${locale}${request.nextUrl.search}`, 307)
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  if (isShopPath(pathname)) return NextResponse.next()
  return intl(request)
}

/** A redirect with a relative Location: it stays on the host the visitor used, never an internal one. */
function redirectTo(location: string, status: 301 | 307 | 308): NextResponse {
  return new NextResponse(null, { status, headers: { Location: location } })
}

export const config = {
  // Pages only: not Next's assets, the admin, Payload's API, SPEC §7's API calls (with or without a
  // locale prefix), the static error HTML or files with an extension (the shop paths with a dot are
  // matched explicitly).
  matcher: [
    '/((?!_next/|admin|cms-api|api/|pageeditor-api/|(?:de|en)/(?:api|pageeditor-api)/|html/|.*\\.[a-z0-9]{2,5}$).*)',
    '/eventim.webshop/:path*',
    '/test.webshop/:path*',
  ],
}
