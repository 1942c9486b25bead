import type { LimitName } from '@/features/security/domain/limits'

import type { CallPath } from './paths'
import { SITE_PATHS, type SiteCallName } from './sitePaths'

/**
 * The call contract as data (issue 25, decision 024): every call of SPEC §7 and every call of our
 * own, once. The server's one wrapper (`./endpoint.ts`) checks each request against its entry, and
 * the browser's one caller (`@/api/client`) builds its URLs from their addresses, which are in
 * `./paths.ts` so that the browser loads only those (issue 26). Plain data, without zod: the input
 * schemas of each entry are in `./inputs.ts`, keyed by the same names and checked by the compiler
 * against the table. The site's calls are here, the edit layer's in `./editorCalls.ts`, both
 * together in `./calls.ts`.
 */

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

/** The server's side of a call: who may call, the answer's cache policy, its limit, forms and language. */
export type CallPolicy = {
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

/** A call's whole entry: its address (`./paths.ts`) and its policy. */
export type CallEntry = CallPath & CallPolicy

const PROGRAMME_POLICY = {
  events: { audience: 'public', cache: 'public', spec: true },
  eventTickets: { audience: 'public', cache: 'private', spec: false },
  eventCalendar: { audience: 'public', cache: 'public', spec: false },
  teasers: { audience: 'public', cache: 'public', spec: true },
  productions: { audience: 'public', cache: 'public', spec: true },
  calendar: { audience: 'public', cache: 'public', language: 'none', spec: true },
  calendarSoldOut: { audience: 'public', cache: 'public', language: 'none', spec: false },
  rooms: { audience: 'public', cache: 'public', spec: true },
  eventTags: { audience: 'public', cache: 'public', spec: true },
  series: { audience: 'public', cache: 'public', spec: true },
  genres: { audience: 'public', cache: 'public', spec: true },
  seasons: { audience: 'public', cache: 'public', spec: true },
  exhibitionTypes: { audience: 'public', cache: 'public', spec: true },
  productionTags: { audience: 'public', cache: 'public', spec: true },
  favouriteEvents: { audience: 'public', cache: 'public', spec: false },
  favouritesCalendar: { audience: 'public', cache: 'public', spec: false },
  accountFavourites: { audience: 'customer', cache: 'private', spec: false },
  changeFavourites: { audience: 'customer', cache: 'private', limit: 'favouritesPerClient', spec: false },
  subscribeCalendar: { audience: 'customer', cache: 'private', limit: 'favouritesPerClient', spec: false },
  unsubscribeCalendar: { audience: 'customer', cache: 'none', limit: 'favouritesPerClient', spec: false },
  calendarFeed: { audience: 'public', cache: 'private', spec: false },
} as const satisfies Record<string, CallPolicy>

const MAGAZINE_AND_FORMS_POLICY = {
  articles: { audience: 'public', cache: 'public', spec: true },
  articleTeasers: { audience: 'public', cache: 'public', spec: true },
  articleCategories: { audience: 'public', cache: 'public', spec: true },
  form: { audience: 'public', cache: 'public', spec: true },
  tempFile: { audience: 'public', cache: 'private', limit: 'formUploadPerClient', spec: true },
  /** `visitor`: an entry sent while logged in belongs to the account (its data export and erasure, issue 46). */
  formEntry: { audience: 'visitor', cache: 'private', limit: 'formEntryPerClient', spec: true },
} as const satisfies Record<string, CallPolicy>

const SEARCH_POLICY = {
  search: { audience: 'public', cache: 'public', language: 'accept', spec: true },
  autocomplete: { audience: 'public', cache: 'public', language: 'accept', spec: true },
  searchEvents: { audience: 'public', cache: 'public', language: 'accept', spec: true },
  searchOthers: { audience: 'public', cache: 'public', language: 'accept', spec: true },
} as const satisfies Record<string, CallPolicy>

const SHELL_AND_ACCOUNT_POLICY = {
  userDetails: { audience: 'visitor', cache: 'private', spec: true },
  breakingNews: { audience: 'public', cache: 'public', spec: true },
  openingHoursToday: { audience: 'public', cache: 'public', spec: true },
  errorLog: { audience: 'public', cache: 'none', language: 'none', limit: 'errorLogPerClient', spec: true },
  /** A failure in a visitor's browser that SPEC §8 has reported (autocomplete, cart, a page that failed to show), for error tracking (issue 28). */
  clientError: { audience: 'public', cache: 'none', language: 'none', limit: 'clientErrorPerClient', spec: false },
  logout: { audience: 'public', cache: 'none', language: 'none', spec: true },
  register: { audience: 'public', cache: 'private', limit: 'registerPerClient', forms: 'also', spec: false },
  settings: { audience: 'customer', cache: 'private', spec: false },
  changeSettings: { audience: 'customer', cache: 'private', limit: 'accountPerClient', spec: false },
  passwordReset: { audience: 'public', cache: 'private', limit: 'resetPerClient', forms: 'also', spec: false },
  /** Its limits are the log-in throttle's (decision 021), shared with Payload's own log-in. */
  login: { audience: 'public', cache: 'none', forms: 'only', spec: false },
  /** Issue 46 (DSGVO Art. 15, 20): everything the site holds about the account, as JSON (`?download=1`: a file). */
  userData: { audience: 'customer', cache: 'private', spec: false },
  /** Issue 46 (DSGVO Art. 17): deletes the account, with its current password. */
  deleteAccount: { audience: 'customer', cache: 'private', limit: 'accountPerClient', spec: false },
  /** Issue 46: an administrator answers a request of someone without an account (the handler asks for the admin role). */
  privacyExport: { audience: 'editor', cache: 'private', spec: false },
} as const satisfies Record<string, CallPolicy>

const SHOP_POLICY = {
  cart: { audience: 'public', cache: 'private', limit: 'cartPerClient', spec: true },
  cartForm: { audience: 'public', cache: 'none', limit: 'cartPerClient', forms: 'only', spec: false },
  /** Issue 46: a series subscription into the cart, as the shop's form posts it. */
  subscriptionForm: { audience: 'public', cache: 'none', limit: 'cartPerClient', forms: 'only', spec: false },
  removeLines: { audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  renewCart: { audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  checkout: { audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  /** Issue 46: gift vouchers bought as an order of their own. */
  buyVouchers: { audience: 'public', cache: 'private', limit: 'checkoutPerClient', spec: false },
  /** Issue 46: what a voucher code has left; every try counts against the client's voucher limit. */
  voucherCheck: { audience: 'public', cache: 'private', limit: 'voucherPerClient', spec: false },
  shopLanguage: { audience: 'public', cache: 'none', language: 'none', spec: false },
  ticketQr: { audience: 'public', cache: 'immutable', language: 'none', spec: false },
  orderTickets: { audience: 'public', cache: 'private', spec: false },
  userOrders: { audience: 'customer', cache: 'private', spec: false },
  /** Issue 46: the customer gives back an unpaid reservation of their own. */
  cancelReservation: { audience: 'customer', cache: 'private', limit: 'checkoutPerClient', spec: false },
  /** The sale opening's waiting room (issue 43): a place's state, read thousands of times a second (no session, one store read). */
  queue: { audience: 'public', cache: 'private', spec: false },
  queueJoin: { audience: 'public', cache: 'private', limit: 'queueJoinPerClient', forms: 'also', spec: false },
  /** A sold-out performance's waiting list (issue 44): the shop's form, with or without JavaScript. */
  waitingList: { audience: 'public', cache: 'private', limit: 'waitingListPerClient', forms: 'also', spec: false },
  /** An entry's page, opened from its mail: confirm, leave, or take the offer into the cart. */
  waitingListEntry: { audience: 'public', cache: 'none', limit: 'checkoutPerClient', forms: 'only', spec: false },
} as const satisfies Record<string, CallPolicy>

const PAGES_POLICY = {
  page: { audience: 'visitor', cache: 'shared-unless-user', spec: true },
  containerBySlug: { audience: 'visitor', cache: 'shared-unless-user', spec: true },
  nav: { audience: 'visitor', cache: 'shared-unless-user', spec: true },
  redirects: { audience: 'public', cache: 'public', spec: true },
  siteSettings: { audience: 'public', cache: 'public', language: 'none', spec: true },
  preview: { audience: 'visitor', cache: 'none', language: 'none', spec: true },
  exitPreview: { audience: 'public', cache: 'none', language: 'none', spec: true },
} as const satisfies Record<string, CallPolicy>

const SITE_POLICIES = {
  ...PROGRAMME_POLICY,
  ...MAGAZINE_AND_FORMS_POLICY,
  ...SEARCH_POLICY,
  ...SHELL_AND_ACCOUNT_POLICY,
  ...SHOP_POLICY,
  ...PAGES_POLICY,
} as const satisfies Record<SiteCallName, CallPolicy>

type SiteCalls = { readonly [N in SiteCallName]: (typeof SITE_PATHS)[N] & (typeof SITE_POLICIES)[N] }

/**
 * The calls of the public site, the web shop and the account, address and policy joined (the
 * editor's writes are in `./editorCalls.ts`, so an anonymous page's script never carries them;
 * `./calls.ts` joins both).
 */
export const SITE_CALLS: SiteCalls = Object.fromEntries(
  Object.entries(SITE_PATHS).map(([name, path]) => [name, { ...path, ...SITE_POLICIES[name as SiteCallName] }]),
) as SiteCalls
