import type * as account from '@/features/account/server/accountRoutes'
import type * as privacy from '@/features/account/server/privacyRoutes'
import type * as cart from '@/features/booking/server/cartRoutes'
import type * as shop from '@/features/booking/server/shopRoutes'
import type * as vouchers from '@/features/booking/server/voucherRoutes'
import type * as documents from '@/features/editor/server/documentRoutes'
import type * as editing from '@/features/editor/server/editorRoutes'
import type * as library from '@/features/editor/server/library'
import type * as forms from '@/features/forms/server/routes'
import type * as magazine from '@/features/magazine/server/routes'
import type * as pages from '@/features/pages/server/pageRoutes'
import type * as favourites from '@/features/programme/server/favouriteRoutes'
import type * as programme from '@/features/programme/server/routes'
import type * as queue from '@/features/queue/server/routes'
import type * as waitingList from '@/features/booking/server/waitingList/routes'
import type * as search from '@/features/search/server/routes'
import type * as shell from '@/features/shell/server/shellRoutes'

import type { Route } from './endpoint'

/**
 * The answers the browser reads, each the type of its route's own answer (type-only: no server code
 * reaches the browser). A field renamed in a handler fails the type check of every caller that reads
 * it. Calls the browser never reads as JSON (forms posted without JavaScript, files, redirects) are
 * not listed.
 */
type OptionList = ReturnType<typeof programme.optionListRoute>
type SearchPage = ReturnType<typeof search.getSearchKind>

type Routes = {
  cart: typeof cart.postShopCart
  checkout: typeof shop.postCheckout
  buyVouchers: typeof vouchers.postBuyVouchers
  voucherCheck: typeof vouchers.postVoucherCheck
  cancelReservation: typeof shop.postCancelReservation
  userOrders: typeof shop.getUserOrders
  eventTickets: typeof cart.getEventTickets
  queue: typeof queue.getQueue
  queueJoin: typeof queue.postQueueJoin
  waitingList: typeof waitingList.postWaitingList
  removeLines: typeof shop.postRemoveLines
  renewCart: typeof shop.postRenew
  autocomplete: typeof search.getAutocomplete
  search: typeof search.getSearch
  userDetails: typeof shell.getUserDetailsRoute
  openingHoursToday: typeof shell.getOpeningHoursRoute
  events: typeof programme.getEvents
  productions: typeof programme.getProductions
  teasers: typeof programme.getTeasers
  rooms: OptionList
  eventTags: OptionList
  series: OptionList
  genres: OptionList
  seasons: OptionList
  exhibitionTypes: OptionList
  productionTags: OptionList
  searchEvents: SearchPage
  searchOthers: SearchPage
  articles: typeof magazine.getArticles
  articleTeasers: typeof magazine.getArticleTeasers
  articleCategories: typeof magazine.getArticleCategories
  subscribeCalendar: typeof favourites.subscribeCalendar
  unsubscribeCalendar: typeof favourites.unsubscribeCalendar
  form: typeof forms.getForm
  formEntry: typeof forms.postFormEntry
  register: typeof account.postRegister
  passwordReset: typeof account.postPasswordReset
  breakingNews: typeof shell.getBreakingNewsRoute
  nav: typeof shell.getNavigationRoute
  siteSettings: typeof shell.getSiteSettingsRoute
  calendar: typeof programme.getCalendar
  calendarSoldOut: typeof programme.getSoldOutDays
  favouriteEvents: typeof favourites.getFavouriteEvents
  accountFavourites: typeof favourites.getAccountFavourites
  changeFavourites: typeof favourites.postAccountFavourites
  page: typeof pages.getPageRoute
  tempFile: typeof forms.postTempFile
  settings: typeof account.getSettings
  changeSettings: typeof account.postSettings
  userData: typeof privacy.getUserData
  deleteAccount: typeof privacy.postDeleteAccount
  createModule: typeof editing.createModuleRoute
  updateModule: typeof editing.updateModuleRoute
  patchModule: typeof editing.patchModuleRoute
  deleteModule: typeof editing.deleteModuleRoute
  undo: typeof documents.undoRoute
  restoreVersion: typeof documents.restoreVersionRoute
  publish: typeof documents.publishRoute
  versions: typeof documents.versionsRoute
  createContainer: typeof documents.createContainerRoute
  presence: typeof documents.presenceRoute
  translation: typeof documents.translationRoute
  media: typeof library.mediaListRoute
  uploadMedia: typeof library.mediaUploadRoute
  documents: typeof library.documentsRoute
}

/** What every refusal may carry beside the call's own answer (the wrapper's 400, 401, 403, 429 and a handler's HttpError). */
type Refusal = { error: string; message: string; fields: Record<string, string> }

type KeysOf<U> = U extends unknown ? keyof U : never
type ValueOf<U, K extends PropertyKey> = U extends { readonly [P in K]?: infer V } ? V : never

/** A union of answer shapes read as one object whose every field may be missing (a refusal has none of the success's). */
export type AnswerBody<U> = { [K in KeysOf<U>]?: ValueOf<U, K> }

/** The body of a successful answer to `N` (what `read` resolves to). */
export type AnswerOf<N> = N extends keyof Routes ? (Routes[N] extends Route<infer A> ? A : never) : unknown

/** Any answer to `N`, success or refusal, as `call` hands it over. */
export type AnyAnswerOf<N> = AnswerBody<(N extends keyof Routes ? AnswerOf<N> : Record<never, never>) | Refusal>
