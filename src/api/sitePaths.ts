import { BROWSER_PATHS, type CallPath, fillPath, type PathValuesOf } from './paths'

/**
 * The calls only the server addresses: the page editor's reads of SPEC §7, feeds, preview, and the
 * links and forms of pages the server renders whole (the web shop's screens, the event page's file).
 */
const SERVER_PATHS = {
  eventCalendar: { method: 'GET', path: '/{locale}/api/events/{id}/ics/' },
  cartForm: { method: 'POST', path: '/api/shop-cart/form/' },
  subscriptionForm: { method: 'POST', path: '/api/shop-subscriptions/form/' },
  waitingListEntry: { method: 'POST', path: '/api/waiting-list/entry/' },
  shopLanguage: { method: 'GET', path: '/api/shop-language/' },
  orderTickets: { method: 'GET', path: '/api/order-tickets/{number}/{key}/' },
  seasons: { method: 'GET', path: '/api/seasons/' },
  productionTags: { method: 'GET', path: '/api/production-tags/' },
  calendarFeed: { method: 'GET', path: '/api/favourites/calendar/{token}/' },
  articleTeasers: { method: 'GET', path: '/{locale}/api/articles-teaser/' },
  articleCategories: { method: 'GET', path: '/api/article-categories/' },
  form: { method: 'GET', path: '/{locale}/api/forms/{id}/' },
  breakingNews: { method: 'GET', path: '/api/breaking-news/' },
  containerBySlug: { method: 'GET', path: '/{locale}/pageeditor-api/container/by-slug/{slug}' },
  nav: { method: 'GET', path: '/{locale}/pageeditor-api/nav' },
  redirects: { method: 'GET', path: '/{locale}/pageeditor-api/redirect' },
  siteSettings: { method: 'GET', path: '/pageeditor-api/settings' },
  preview: { method: 'GET', path: '/next/preview' },
  exitPreview: { method: 'GET', path: '/next/exit-preview' },
  privacyExport: { method: 'GET', path: '/api/privacy-requests/export/' },
} as const satisfies Record<string, CallPath>

/** The addresses of every call of the public site, the web shop and the account (the browser's and the server's). */
export const SITE_PATHS = { ...BROWSER_PATHS, ...SERVER_PATHS } as const

export type SiteCallName = keyof typeof SITE_PATHS

/** The values a site call's path needs. */
export type PathValues<N extends SiteCallName> = PathValuesOf<(typeof SITE_PATHS)[N]['path']>

/** A site call's path with its parameters filled in (see fillPath). */
export function callPath<N extends SiteCallName>(name: N, values: PathValues<N>): string {
  return fillPath(SITE_PATHS[name].path, values)
}
