/**
 * The call contract's addresses (issue 25, decision 024, split in issue 26): each call's method and
 * path by name, all the browser's one caller (`@/api/client`) needs to build its requests (the
 * server's whole table, with the calls only it addresses, is `./sitePaths.ts`). Who
 * may call, how the answer is cached, its rate limit and language are the server's side of the same
 * names, in `./contract.ts`; the compiler keeps both tables to the same names.
 */

import { LOCALES } from '@/i18n/locales'

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A call's address: its method, and its path with the parameters in braces; `{...slug}` takes the rest of the path. */
export type CallPath = { readonly method: Method; readonly path: string }

const PROGRAMME = {
  events: { method: 'GET', path: '/{locale}/api/events/' },
  eventTickets: { method: 'GET', path: '/{locale}/api/events/{id}/tickets/' },
  teasers: { method: 'GET', path: '/{locale}/api/teasers/' },
  productions: { method: 'GET', path: '/{locale}/api/productions/' },
  calendar: { method: 'GET', path: '/api/calendar/' },
  calendarSoldOut: { method: 'GET', path: '/api/calendar/sold-out/' },
  rooms: { method: 'GET', path: '/api/rooms/' },
  eventTags: { method: 'GET', path: '/api/event-tags/' },
  series: { method: 'GET', path: '/api/series/' },
  genres: { method: 'GET', path: '/api/genres/' },
  exhibitionTypes: { method: 'GET', path: '/api/exhibition-types/' },
  favouriteEvents: { method: 'GET', path: '/{locale}/api/favourites/events/' },
  favouritesCalendar: { method: 'GET', path: '/{locale}/api/favourites/ics/' },
  accountFavourites: { method: 'GET', path: '/api/favourites/' },
  changeFavourites: { method: 'POST', path: '/api/favourites/' },
  subscribeCalendar: { method: 'POST', path: '/api/favourites/calendar/' },
  unsubscribeCalendar: { method: 'DELETE', path: '/api/favourites/calendar/' },
} as const satisfies Record<string, CallPath>

const MAGAZINE_AND_FORMS = {
  articles: { method: 'GET', path: '/{locale}/api/articles/' },
  tempFile: { method: 'POST', path: '/{locale}/api/temp-files/' },
  formEntry: { method: 'POST', path: '/{locale}/api/forms-entries/' },
} as const satisfies Record<string, CallPath>

const SEARCH = {
  search: { method: 'GET', path: '/api/search/' },
  autocomplete: { method: 'GET', path: '/api/search/autocomplete/' },
  searchEvents: { method: 'GET', path: '/api/search/events/' },
  searchOthers: { method: 'GET', path: '/api/search/others/' },
} as const satisfies Record<string, CallPath>

const SHELL_AND_ACCOUNT = {
  userDetails: { method: 'GET', path: '/api/user-details/' },
  openingHoursToday: { method: 'GET', path: '/api/opening-hours-today/' },
  errorLog: { method: 'POST', path: '/api/dashboard-error-log/' },
  clientError: { method: 'POST', path: '/api/client-error/' },
  logout: { method: 'GET', path: '/api/user-logout/' },
  register: { method: 'POST', path: '/api/user-register/' },
  settings: { method: 'GET', path: '/api/user-settings/' },
  changeSettings: { method: 'POST', path: '/api/user-settings/' },
  passwordReset: { method: 'POST', path: '/api/user-password-reset/' },
  login: { method: 'POST', path: '/api/user-login/' },
  userData: { method: 'GET', path: '/api/user-data/' },
  deleteAccount: { method: 'POST', path: '/api/user-account/delete/' },
} as const satisfies Record<string, CallPath>

const SHOP = {
  cart: { method: 'POST', path: '/api/shop-cart/' },
  removeLines: { method: 'POST', path: '/api/shop-cart/remove/' },
  renewCart: { method: 'POST', path: '/api/shop-cart/renew/' },
  checkout: { method: 'POST', path: '/api/shop-checkout/' },
  buyVouchers: { method: 'POST', path: '/api/shop-vouchers/' },
  voucherCheck: { method: 'POST', path: '/api/shop-vouchers/check/' },
  ticketQr: { method: 'GET', path: '/api/ticket-qr/{code}/' },
  userOrders: { method: 'GET', path: '/api/user-orders/' },
  cancelReservation: { method: 'POST', path: '/api/user-orders/cancel/' },
  queue: { method: 'GET', path: '/api/queue/' },
  queueJoin: { method: 'POST', path: '/api/queue/join/' },
  waitingList: { method: 'POST', path: '/api/waiting-list/' },
} as const satisfies Record<string, CallPath>

const PAGES = {
  page: { method: 'GET', path: '/{locale}/pageeditor-api/page/{...slug}' },
} as const satisfies Record<string, CallPath>

/**
 * The addresses of the calls the browser makes or links to (the public site's, the web shop's and the
 * account's; the editor's are in `./editorCalls.ts`). The calls only the server addresses (the page
 * editor's reads, feeds, preview) are in `./sitePaths.ts`, so that every page's script carries no
 * address it never uses.
 */
export const BROWSER_PATHS = {
  ...PROGRAMME,
  ...MAGAZINE_AND_FORMS,
  ...SEARCH,
  ...SHELL_AND_ACCOUNT,
  ...SHOP,
  ...PAGES,
} as const satisfies Record<string, CallPath>

export type BrowserCallName = keyof typeof BROWSER_PATHS

/** A safe method changes nothing: no CSRF check, no rate limit of writes. */
export function isUnsafe(method: Method): boolean {
  return method !== 'GET'
}

/** The parameter names of a path: `{locale}`, `{id}`, `{...slug}`. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(?:\.\.\.)?([a-z_]+)\}/g)].map((match) => match[1] as string)
}

/** The names of a contract path's parameters, as a type. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `...${infer Spread}` ? Spread : Name) | ParamNames<Rest>
  : never

/** The values a path needs (the rest-of-path parameter as a path, '' for none). */
export type PathValuesOf<P extends string> = { [K in ParamNames<P>]: string | number }

/**
 * The paths a contract path stands for, as a pattern of the whole path: `{locale}` one of the site's
 * languages, a parameter one segment, `{...rest}` the rest (the service worker routes by these).
 */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{(?:\.\.\.)?[a-z_]+\})/)
    .map((part) =>
      part === '{locale}'
        ? `(?:${LOCALES.join('|')})`
        : part.startsWith('{...')
          ? '.*'
          : part.startsWith('{')
            ? '[^/]+'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

/**
 * A contract path with its parameters filled in: each value is encoded as one segment, the
 * rest-of-path parameter segment by segment; an empty rest leaves no segment behind.
 */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path
    .replace(/\/\{\.\.\.([a-z_]+)\}/g, (_, key: string) => {
      const rest = String(values[key] ?? '')
        .split('/')
        .filter((segment) => segment !== '')
        .map(encodeURIComponent)
        .join('/')
      return rest ? `/${rest}` : '/'
    })
    .replace(/\{([a-z_]+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')))
}
