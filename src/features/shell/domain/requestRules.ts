import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { normalisePath, type RedirectRule, withoutTrailingSlash } from '@/lib/routing/redirectRules'
import { isSafeLocalPath, safeRedirectTarget } from '@/lib/routing/safePath'
/** SPEC §2: shop paths that are not localised and use the web-shop layout. */
export const SHOP_ROOTS = ['webshop', 'eventim-template', 'eventim.webshop', 'test.webshop', 'testshop', 'cms-hub'] as const

/** The route that switches draft mode on for an editor (and its counterpart that switches it off). */
export const PREVIEW_PATH = '/next/preview'
export const EXIT_PREVIEW_PATH = '/next/exit-preview'

export type RequestFacts = {
  pathname: string
  search: URLSearchParams
  /** A session cookie is present: the visitor may be logged in (an editor may preview versions). */
  hasSession: boolean
  /** Next's draft mode is on: an editor sees drafts and, with `?edit`, the edit layer. */
  draftMode?: boolean
  /** null when the settings could not be read: SPEC §8 treats that as offline. */
  siteOnline: boolean | null
  redirects: readonly RedirectRule[]
}

export type RequestDecision =
  | { kind: 'bad-request'; locale: Locale }
  | { kind: 'offline'; locale: Locale }
  | { kind: 'redirect'; status: 301 | 307 | 308; location: string }
  | { kind: 'continue' }

/** The locale a path belongs to, else the default. */
export function pathLocale(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/**
 * Paths that are not pages: SPEC §7's calls (with or without a locale), Payload's REST API and the
 * admin. The proxy only checks that their path is well formed; everything else is theirs.
 */
export function isServicePath(pathname: string): boolean {
  return /^\/(?:(?:de|en)\/)?(?:api|pageeditor-api)(?:\/|$)|^\/(?:cms-api|admin|next)(?:\/|$)/.test(pathname)
}

/** The calls (SPEC §7's, the editor's and Payload's REST API): each checks a write's origin itself and answers in JSON. */
export function isCallPath(pathname: string): boolean {
  return /^\/(?:(?:de|en)\/)?(?:api|pageeditor-api)(?:\/|$)|^\/cms-api(?:\/|$)/.test(pathname)
}

export function isShopPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return SHOP_ROOTS.some((entry) => entry === first)
}

function withSearch(path: string, search: URLSearchParams): string {
  const query = search.toString()
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path
}

/**
 * What the request proxy does with a page request before rendering (SPEC §2, §4, §8), in order:
 * a path that is malformed or could lead off the site (400), site offline (503), an
 * editor-managed redirect rule (301), a trailing slash (308), a version preview `?v=` without a
 * session (301 without it), `?overlay=true` outside the programme (to the programme without the
 * flag). Every location is a path of this site, built from the path as requested (never from its
 * decoded form).
 */
export function decideRequest(facts: RequestFacts): RequestDecision {
  const { pathname, search } = facts
  const locale = pathLocale(pathname)
  if (!isSafeLocalPath(pathname)) return { kind: 'bad-request', locale }
  if (facts.siteOnline !== true) return { kind: 'offline', locale }

  const path = normalisePath(pathname)
  const rule = facts.redirects.find((r) => normalisePath(r.old_path) === path)
  const ruleTarget = rule ? safeRedirectTarget(rule.new_path) : null
  if (ruleTarget && normalisePath(ruleTarget) !== path) return { kind: 'redirect', status: 301, location: withSearch(ruleTarget, search) }

  if (pathname.length > 1 && pathname.endsWith('/'))
    return { kind: 'redirect', status: 308, location: withSearch(withoutTrailingSlash(pathname), search) }

  if (search.has('v') && !facts.hasSession) {
    const rest = new URLSearchParams(search)
    rest.delete('v')
    return { kind: 'redirect', status: 301, location: withSearch(pathname, rest) }
  }

  // SPEC §4 edit mode (`?edit`) and version preview (`?v=`) need draft mode, the editor's only way
  // past the static pages (CONVENTIONS §7): the preview route checks who asks and switches it on.
  // Without a session the flag is ignored and the visitor sees the public page.
  if ((search.has('edit') || search.has('v')) && facts.hasSession && !facts.draftMode && !isShopPath(pathname)) {
    return { kind: 'redirect', status: 307, location: `${PREVIEW_PATH}?${new URLSearchParams({ path: withSearch(pathname, search) })}` }
  }

  if (search.get('overlay') === 'true' && !isShopPath(pathname)) {
    const programme = routePath(locale, 'events')
    if (path !== programme) {
      const rest = new URLSearchParams(search)
      rest.delete('overlay')
      return { kind: 'redirect', status: 307, location: withSearch(programme, rest) }
    }
  }
  return { kind: 'continue' }
}

/**
 * SPEC §2/§9: `/` goes to the visitor's language, the locale cookie `i18n_redirected` if it holds
 * one, else the default German (not the browser's language: SPEC names only the cookie). The
 * cookie is (re)written so the choice sticks for 365 days.
 */
export function rootLocale(cookie: string | null | undefined): Locale {
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE
}
