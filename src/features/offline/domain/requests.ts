import { BROWSER_PATHS, type BrowserCallName, pathPattern } from '@/api/paths'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { DEVICE_TICKETS_CACHE } from '@/lib/browser/deviceTickets'

/**
 * What the service worker does with each request (issue 27), as pure rules the unit tests read.
 * Anything not named here is left to the browser: the cart, checkout, account and editor calls,
 * `/admin`, every write.
 */
export type RequestKind =
  /** A public page opened in the browser: network first, then the copy kept on the device. */
  | 'page'
  /** Any other page of the site (shop, account, admin): network only, the offline page when it fails. */
  | 'other-page'
  /** The build's hashed code and styles: kept for good once loaded. */
  | 'static'
  /** Pictures: kept once loaded, the oldest dropped first. */
  | 'image'
  /** A ticket's QR code: kept for the tickets on this device. */
  | 'ticket-qr'
  /** The programme list call: network, else answered from the programme kept on the device. */
  | 'events'
  /** The favourites' events: network, else answered from the programme kept on the device. */
  | 'favourite-events'
  /** The calendar's days (and its sold-out days): network, else from the programme kept on the device. */
  | 'calendar'
  /** The filters' option lists and the day teasers: network first, then the last answer. */
  | 'list-call'

export const CACHE_NAMES = {
  pages: 'festival-pages',
  static: 'festival-static',
  images: 'festival-images',
  tickets: DEVICE_TICKETS_CACHE,
  calls: 'festival-calls',
  programme: 'festival-programme',
} as const

/** How long the service worker waits for the network before it answers from the device. */
export const PAGE_TIMEOUT_SECONDS = 3
export const CALL_TIMEOUT_SECONDS = 4
/** The whole programme is fetched again in the background at most once an hour… */
export const PROGRAMME_MAX_AGE_MS = 60 * 60 * 1000
/** …and when the visitor opens the programme, if the copy is older than five minutes. */
export const PROGRAMME_ON_OPEN_MS = 5 * 60 * 1000
/** The programme is fetched in pages of the call's largest size, at most this many. */
export const PROGRAMME_PAGE_SIZE = 50
export const PROGRAMME_MAX_PAGES = 40

const LIST_CALLS: readonly BrowserCallName[] = ['rooms', 'exhibitionTypes', 'eventTags', 'series', 'genres', 'teasers']
const patterns = {
  events: pathPattern(BROWSER_PATHS.events.path),
  favouriteEvents: pathPattern(BROWSER_PATHS.favouriteEvents.path),
  calendar: [pathPattern(BROWSER_PATHS.calendar.path), pathPattern(BROWSER_PATHS.calendarSoldOut.path)],
  ticketQr: pathPattern(BROWSER_PATHS.ticketQr.path),
  lists: LIST_CALLS.map((name) => pathPattern(BROWSER_PATHS[name].path)),
}
const MEDIA_FILE = /^\/cms-api\/media\/file\//

/** The site's language of a path (`/de/…`, `/en`), or null for paths outside the localised site. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : null
}

/**
 * A page the visitor may read offline: one of the localised site's pages, not the account's (its
 * content is the customer's, from calls), no call, no editor's preview or draft address.
 */
function isPublicPage(url: URL): boolean {
  const locale = localeOfPath(url.pathname)
  if (!locale) return false
  const rest = url.pathname.slice(locale.length + 1)
  if (/^\/(?:user|api|pageeditor-api)(?:\/|$)/.test(rest)) return false
  return !url.searchParams.has('v') && !url.searchParams.has('preview')
}

/** The kind of a GET request of this origin (see RequestKind); null: the browser handles it alone. */
export function requestKind(url: URL, navigate: boolean): RequestKind | null {
  if (navigate) return isPublicPage(url) ? 'page' : 'other-page'
  const path = url.pathname
  if (path.startsWith('/_next/static/')) return 'static'
  if (path === '/_next/image' || MEDIA_FILE.test(path)) return 'image'
  if (patterns.ticketQr.test(path)) return 'ticket-qr'
  if (patterns.events.test(path)) return 'events'
  if (patterns.favouriteEvents.test(path)) return 'favourite-events'
  if (patterns.calendar.some((pattern) => pattern.test(path))) return 'calendar'
  if (patterns.lists.some((pattern) => pattern.test(path))) return 'list-call'
  return null
}

/**
 * Whether a page's answer may be kept on the device: a whole page for everyone. Answers marked
 * `no-store` or `private` (drafts, anything personal) never are.
 */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\b(?:no-store|private)\b/i.test(cacheControl ?? '')
}

/** The language of the offline page for a failed page: the page's own, else the page it was opened from, else German. */
export function offlineLocale(url: URL, referrer: string): Locale {
  const own = localeOfPath(url.pathname)
  if (own) return own
  try {
    return localeOfPath(new URL(referrer).pathname) ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** Whether a page is the programme list (opening it refreshes the programme kept on the device). */
export function isProgrammePage(url: URL): boolean {
  const locale = localeOfPath(url.pathname)
  return locale !== null && url.pathname === routePath(locale, 'events')
}
