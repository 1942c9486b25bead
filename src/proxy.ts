import { type NextRequest, NextResponse } from 'next/server'
import createIntlMiddleware from 'next-intl/middleware'

import { programmeRequest } from '@/features/programme/domain/address'
import { decideRequest, isCallPath, isServicePath, isShopPath, pathLocale, rootLocale } from '@/features/shell/domain/requestRules'
import { normalisePath } from '@/lib/routing/redirectRules'
import { errorHtml } from '@/features/shell/server/errorHtml'
import { errorDocument, offlineDocument } from '@/features/shell/server/offlineDocument'
import { messagesFor } from '@/i18n/messages'
import { siteState } from '@/features/settings/server/siteState'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'
import { DRAFT_MODE_COOKIE, SESSION_COOKIE } from '@/lib/http/cookieNames'
import { isDraftCookieCurrent } from '@/lib/http/draftCookie'
import { isSameOrigin, isUnsafeMethod } from '@/lib/http/origin'
import { escapeLonePercent, isSafeLocalPath } from '@/lib/routing/safePath'

const intl = createIntlMiddleware(routing)

/**
 * Every page request passes here before rendering (DESIGN §4): site offline (503), redirect rules
 * (301), trailing slashes, version-preview and overlay flags (SPEC §2), the language of `/`
 * (cookie `i18n_redirected`, else German), the programme's address (bad filters to the clean list,
 * `?page=N` from its static page), then next-intl's localised pathnames. Public pages stay
 * static: nothing here depends on who the visitor is except the session-cookie check for `?v=`.
 * Calls, Payload's REST API and the admin only have their path checked: a malformed escape or a
 * path that leads off the site answers 400 before any route decodes it.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // A page (or the admin) takes writes only as server actions from its own pages; Next would answer
  // a foreign one with a 500 and an error in the log. The calls check their own origin (403 JSON).
  if (isUnsafeMethod(request.method) && !isCallPath(pathname) && !isSameOrigin(request, env().SERVER_URL))
    return foreignForm(pathLocale(pathname))
  if (isServicePath(pathname)) {
    if (isSafeLocalPath(pathname)) return NextResponse.next()
    return Response.json({ error: 'Malformed path' }, { status: 400, headers: { 'cache-control': 'no-store' } })
  }
  const state = await siteState()
  const decision = decideRequest({
    pathname,
    search: searchParams,
    hasSession: request.cookies.has(SESSION_COOKIE),
    draftMode: isDraftCookieCurrent(request.cookies.get(DRAFT_MODE_COOKIE)?.value),
    siteOnline: state.siteOnline,
    redirects: state.redirects,
  })
  if (decision.kind === 'bad-request') return badRequest(decision.locale)
  if (decision.kind === 'offline') {
    const html = offlineDocument(decision.locale, await errorHtml(503, state.errorPages, decision.locale))
    return new NextResponse(html, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' },
    })
  }
  if (decision.kind === 'redirect') return redirectTo(request, decision.location, decision.status)
  if (pathname === '/') {
    const locale = rootLocale(request.cookies.get(LOCALE_COOKIE)?.value)
    const response = redirectTo(request, `/${locale}${request.nextUrl.search}`, 307)
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  if (isShopPath(pathname)) return NextResponse.next()
  const programme = programmeRequest(pathLocale(pathname), normalisePath(pathname), searchParams)
  if (programme.kind === 'redirect') {
    console.warn(`programme address ${pathname}${request.nextUrl.search}: ${programme.problem}; sent to the clean list`)
    return redirectTo(request, programme.location, 307)
  }
  if (programme.kind === 'rewrite') return NextResponse.rewrite(new URL(programme.pathname, request.url))
  return withEscapedRewrite(intl(request))
}

/**
 * next-intl rewrites a localised path to its route folder with the dynamic segments decoded once
 * ('%25' becomes '%'); Next then decodes the rewritten path again to hand the page its params,
 * and a lone '%' failed there as a 500. A '%' that starts no escape is written as '%25' again, so
 * Next's one decoding gives the page exactly the segment the visitor sent (issue 23).
 */
function withEscapedRewrite(response: NextResponse): NextResponse {
  const target = response.headers.get('x-middleware-rewrite')
  if (target && /%(?![0-9A-Fa-f]{2})/.test(target)) response.headers.set('x-middleware-rewrite', escapeLonePercent(target))
  return response
}

/**
 * A redirect to a path of this site (decideRequest only gives safe local paths). Next sends a
 * target on the request's own host as a relative Location, so it stays on the host the visitor
 * used; one that would resolve to any other host is refused, whatever built it.
 */
function redirectTo(request: NextRequest, location: string, status: 301 | 307 | 308): NextResponse {
  const target = new URL(location, request.url)
  if (target.host !== request.nextUrl.host) return badRequest(pathLocale(request.nextUrl.pathname))
  return NextResponse.redirect(target, status)
}

function foreignForm(locale: Locale): NextResponse {
  return new NextResponse(errorDocument(locale, 403, messagesFor(locale).error.foreignForm), {
    status: 403,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

function badRequest(locale: Locale): NextResponse {
  return new NextResponse(errorDocument(locale, 400, messagesFor(locale).error.badRequest), {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export const config = {
  // Pages, and (for the path check only) calls, the REST API and the admin; not Next's assets, the
  // static error HTML or files with an extension (the shop paths with a dot are matched explicitly).
  // The exact paths of the hottest calls skip it: nothing in them is decoded, and the proxy would
  // only check the path. The four search calls (autocomplete is asked at every keystroke; the proxy
  // cost it a third of its throughput), the cart and checkout (the morning sales open: for a POST
  // the proxy also buffered the body), the hearts' favourites, the frame's reads on every page
  // view, the programme's lists and filters the programme and its calendar ask for (issue 26), and
  // the waiting room's position call, which every waiting browser asks every few seconds, and its join.
  // Any other path under /api/ still has its path checked.
  matcher: [
    '/((?!_next/|html/|healthz$|readyz$|api/search/$|api/search/autocomplete/$|api/search/events/$|api/search/others/$|api/shop-cart/$|api/shop-checkout/$|api/favourites/$|api/user-details/$|api/opening-hours-today/$|api/rooms/$|api/calendar/$|api/queue/$|api/queue/join/$|de/api/events/$|en/api/events/$|de/api/productions/$|en/api/productions/$|.*\\.[a-z0-9]{2,5}$).*)',
    '/eventim.webshop/:path*',
    '/test.webshop/:path*',
  ],
}
