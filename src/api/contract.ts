import type { LimitName } from '@/features/security/domain/limits'

/**
 * The call contract as data (issue 25, decision 024): every call of SPEC §7 and every call of our
 * own, once. The server's one wrapper (`./endpoint.ts`) checks each request against its entry, and
 * the browser's one caller (`@/lib/browser/api`) builds its URLs from the same entries. Plain data,
 * so the browser can import it without zod: the input schemas of each entry are in `./inputs.ts`,
 * keyed by the same names and checked by the compiler against the table. The site's calls are
 * here, the edit layer's in `./editorCalls.ts`, both together in `./calls.ts`.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone without asking who they are (`public`), anyone with the answer shaped by who
 * they are (`visitor`), a logged-in customer (`customer`, else 401), staff with the editor role
 * (`editor`: 401 without a session, 403 for anyone else).
 */
export type Audience = 'public' | 'visitor' | 'customer' | 'editor'

/**
 * The answer's cache policy: `public` (a CDN may keep it a minute), `shared-unless-user` (public for
 * anonymous callers, never stored for a logged-in one: their answer may hold drafts), `private` (never
 * stored), `immutable` (the same for good), `none` (no body worth storing: redirects, 204).
 */
export type CachePolicy = 'public' | 'shared-unless-user' | 'private' | 'immutable' | 'none'

/**
 * The language of a call: from the path's `{locale}` (404 for another), or for the unprefixed calls
 * SPEC §7 calls "localised" from `Accept-Language`, then the locale cookie (`accept-or-cookie`),
 * or `Accept-Language` alone where a shared cache varies by it (`accept`).
 */
export type Language = 'path' | 'accept' | 'accept-or-cookie'

export type CallEntry = {
  readonly method: Method
  /** The path with its parameters in braces; `{...slug}` takes the rest of the path. */
  readonly path: string
  readonly audience: Audience
  readonly cache: CachePolicy
  /** The per-address rate limit of an unsafe call (every public write has one). */
  readonly limit?: LimitName
  /**
   * Unsafe calls need the same origin and the CSRF double-submit token. A call a browser may post as
   * a plain form without JavaScript (`also`, or `only`) accepts a form from this site's own page
   * (Origin) instead, and answers its refusals with a redirect back to the form.
   */
  readonly forms?: 'also' | 'only'
  /**
   * `accept`: an unprefixed call's language is Accept-Language's alone (a shared cache varies by
   * it); `none`: the answer is the same in every language (no `Vary`; refusals still speak the
   * visitor's).
   */
  readonly language?: 'accept' | 'none'
  /** Whether SPEC §7 lists the call (otherwise it is one of ours). */
  readonly spec: boolean
}

const PROGRAMME = {
  events: { method: 'GET', path: '/{locale}/api/events/', audience: 'public', cache: 'public', spec: true },
  eventTickets: { method: 'GET', path: '/{locale}/api/events/{id}/tickets/', audience: 'public', cache: 'private', spec: false },
  eventCalendar: { method: 'GET', path: '/{locale}/api/events/{id}/ics/', audience: 'public', cache: 'public', spec: false },
  teasers: { method: 'GET', path: '/{locale}/api/teasers/', audience: 'public', cache: 'public', spec: true },
  productions: { method: 'GET', path: '/{locale}/api/productions/', audience: 'public', cache: 'public', spec: true },
  calendar: { method: 'GET', path: '/api/calendar/', audience: 'public', cache: 'public', language: 'none', spec: true },
  calendarSoldOut: { method: 'GET', path: '/api/calendar/sold-out/', audience: 'public', cache: 'public', language: 'none', spec: false },
  rooms: { method: 'GET', path: '/api/rooms/', audience: 'public', cache: 'public', spec: true },
  eventTags: { method: 'GET', path: '/api/event-tags/', audience: 'public', cache: 'public', spec: true },
  series: { method: 'GET', path: '/api/series/', audience: 'public', cache: 'public', spec: true },
  genres: { method: 'GET', path: '/api/genres/', audience: 'public', cache: 'public', spec: true },
  seasons: { method: 'GET', path: '/api/seasons/', audience: 'public', cache: 'public', spec: true },
  exhibitionTypes: { method: 'GET', path: '/api/exhibition-types/', audience: 'public', cache: 'public', spec: true },
  productionTags: { method: 'GET', path: '/api/production-tags/', audience: 'public', cache: 'public', spec: true },
  favouriteEvents: { method: 'GET', path: '/{locale}/api/favourites/events/', audience: 'public', cache: 'public', spec: false },
  favouritesCalendar: { method: 'GET', path: '/{locale}/api/favourites/ics/', audience: 'public', cache: 'public', spec: false },
  accountFavourites: { method: 'GET', path: '/api/favourites/', audience: 'customer', cache: 'private', spec: false },
  changeFavourites: { method: 'POST', path: '/api/favourites/', audience: 'customer', cache: 'private', limit: 'favouritesPerClient', spec: false },
  subscribeCalendar: { method: 'POST', path: '/api/favourites/calendar/', audience: 'customer', cache: 'private', limit: 'favouritesPerClient', spec: false },
  unsubscribeCalendar: { method: 'DELETE', path: '/api/favourites/calendar/', audience: 'customer', cache: 'none', limit: 'favouritesPerClient', spec: false },
  calendarFeed: { method: 'GET', path: '/api/favourites/calendar/{token}/', audience: 'public', cache: 'private', spec: false },
} as const satisfies Record<string, CallEntry>

const MAGAZINE_AND_FORMS = {
  articles: { method: 'GET', path: '/{locale}/api/articles/', audience: 'public', cache: 'public', spec: true },
  articleTeasers: { method: 'GET', path: '/{locale}/api/articles-teaser/', audience: 'public', cache: 'public', spec: true },
  articleCategories: { method: 'GET', path: '/api/article-categories/', audience: 'public', cache: 'public', spec: true },
  form: { method: 'GET', path: '/{locale}/api/forms/{id}/', audience: 'public', cache: 'public', spec: true },
  tempFile: { method: 'POST', path: '/{locale}/api/temp-files/', audience: 'public', cache: 'private', limit: 'formUploadPerClient', spec: true },
  formEntry: { method: 'POST', path: '/{locale}/api/forms-entries/', audience: 'public', cache: 'private', limit: 'formEntryPerClient', spec: true },
} as const satisfies Record<string, CallEntry>

const SEARCH = {
  search: { method: 'GET', path: '/api/search/', audience: 'public', cache: 'public', language: 'accept', spec: true },
  autocomplete: { method: 'GET', path: '/api/search/autocomplete/', audience: 'public', cache: 'public', language: 'accept', spec: true },
  searchEvents: { method: 'GET', path: '/api/search/events/', audience: 'public', cache: 'public', language: 'accept', spec: true },
  searchOthers: { method: 'GET', path: '/api/search/others/', audience: 'public', cache: 'public', language: 'accept', spec: true },
} as const satisfies Record<string, CallEntry>

const SHELL_AND_ACCOUNT = {
  userDetails: { method: 'GET', path: '/api/user-details/', audience: 'visitor', cache: 'private', spec: true },
  breakingNews: { method: 'GET', path: '/api/breaking-news/', audience: 'public', cache: 'public', spec: true },
  openingHoursToday: { method: 'GET', path: '/api/opening-hours-today/', audience: 'public', cache: 'public', spec: true },
  errorLog: { method: 'POST', path: '/api/dashboard-error-log/', audience: 'public', cache: 'none', language: 'none', limit: 'errorLogPerClient', spec: true },
  logout: { method: 'GET', path: '/api/user-logout/', audience: 'public', cache: 'none', language: 'none', spec: true },
  register: { method: 'POST', path: '/api/user-register/', audience: 'public', cache: 'private', limit: 'registerPerClient', forms: 'also', spec: false },
  settings: { method: 'GET', path: '/api/user-settings/', audience: 'customer', cache: 'private', spec: false },
  changeSettings: { method: 'POST', path: '/api/user-settings/', audience: 'customer', cache: 'private', limit: 'accountPerClient', spec: false },
  passwordReset: { method: 'POST', path: '/api/user-password-reset/', audience: 'public', cache: 'private', limit: 'resetPerClient', forms: 'also', spec: false },
  /** Its limits are the log-in throttle's (decision 021), shared with Payload's own log-in. */
  login: { method: 'POST', path: '/api/user-login/', audience: 'public', cache: 'none', forms: 'only', spec: false },
} as const satisfies Record<string, CallEntry>

const SHOP = {
  cart: { method: 'POST', path: '/api/shop-cart/', audience: 'public', cache: 'private', limit: 'cartPerClient', spec: true },
  cartForm: { method: 'POST', path: '/api/shop-cart/form/', audience: 'public', cache: 'none', limit: 'cartPerClient', forms: 'only', spec: false },
  removeLines: { method: 'POST', path: '/api/shop-cart/remove/', audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  renewCart: { method: 'POST', path: '/api/shop-cart/renew/', audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  checkout: { method: 'POST', path: '/api/shop-checkout/', audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  shopLanguage: { method: 'GET', path: '/api/shop-language/', audience: 'public', cache: 'none', language: 'none', spec: false },
  ticketQr: { method: 'GET', path: '/api/ticket-qr/{code}/', audience: 'public', cache: 'immutable', language: 'none', spec: false },
  orderTickets: { method: 'GET', path: '/api/order-tickets/{number}/{key}/', audience: 'public', cache: 'private', spec: false },
  userOrders: { method: 'GET', path: '/api/user-orders/', audience: 'customer', cache: 'private', spec: false },
} as const satisfies Record<string, CallEntry>


const PAGES = {
  page: { method: 'GET', path: '/{locale}/pageeditor-api/page/{...slug}', audience: 'visitor', cache: 'shared-unless-user', spec: true },
  containerBySlug: { method: 'GET', path: '/{locale}/pageeditor-api/container/by-slug/{slug}', audience: 'visitor', cache: 'shared-unless-user', spec: true },
  nav: { method: 'GET', path: '/{locale}/pageeditor-api/nav', audience: 'visitor', cache: 'shared-unless-user', spec: true },
  redirects: { method: 'GET', path: '/{locale}/pageeditor-api/redirect', audience: 'public', cache: 'public', spec: true },
  siteSettings: { method: 'GET', path: '/pageeditor-api/settings', audience: 'public', cache: 'public', language: 'none', spec: true },
  preview: { method: 'GET', path: '/next/preview', audience: 'visitor', cache: 'none', language: 'none', spec: true },
  exitPreview: { method: 'GET', path: '/next/exit-preview', audience: 'public', cache: 'none', language: 'none', spec: true },
} as const satisfies Record<string, CallEntry>

/**
 * The calls of the public site, the web shop and the account (the editor's writes are in
 * `./editorCalls.ts`, so an anonymous page's script never carries them; `./calls.ts` joins both).
 */
export const SITE_CALLS = { ...PROGRAMME, ...MAGAZINE_AND_FORMS, ...SEARCH, ...SHELL_AND_ACCOUNT, ...SHOP, ...PAGES } as const satisfies Record<string, CallEntry>

export type SiteCallName = keyof typeof SITE_CALLS

/** A safe method changes nothing: no CSRF check, no rate limit of writes. */
export function isUnsafe(method: Method): boolean {
  return method !== 'GET'
}

/** The parameter names of a path: `{locale}`, `{id}`, `{...slug}`. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(?:\.\.\.)?([a-z_]+)\}/g)].map((match) => match[1] as string)
}

/** The names of a contract path's parameters, as a type. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? (Name extends `...${infer Spread}` ? Spread : Name) | ParamNames<Rest> : never

/** The values a path needs (the rest-of-path parameter as a path, '' for none). */
export type PathValuesOf<P extends string> = { [K in ParamNames<P>]: string | number }

/** The values a site call's path needs. */
export type PathValues<N extends SiteCallName> = PathValuesOf<(typeof SITE_CALLS)[N]['path']>

/** A site call's path with its parameters filled in (see fillPath). */
export function callPath<N extends SiteCallName>(name: N, values: PathValues<N>): string {
  return fillPath(SITE_CALLS[name].path, values)
}

/**
 * A contract path with its parameters filled in: each value is encoded as one segment, the
 * rest-of-path parameter segment by segment; an empty rest leaves no segment behind.
 */
export function fillPath(path: string, values: Record<string, string | number>): string {
  const given = values
  return path
    .replace(/\/\{\.\.\.([a-z_]+)\}/g, (_, key: string) => {
      const rest = String(given[key] ?? '')
        .split('/')
        .filter((segment) => segment !== '')
        .map(encodeURIComponent)
        .join('/')
      return rest ? `/${rest}` : '/'
    })
    .replace(/\{([a-z_]+)\}/g, (_, key: string) => encodeURIComponent(String(given[key] ?? '')))
}
