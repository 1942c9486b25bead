import 'server-only'

import { endpoint } from '@/api/endpoint'
import { noContent } from '@/api/replies'
import { captureClientFailure } from '@/lib/ops/errors'
import { currentRequestId } from '@/lib/ops/logger'

import { getBreakingNews, getNavigation, getOpeningHoursToday, getUserDetails } from './shell'
import { getRedirectRules, getSiteSettings } from '@/features/settings/server/settings'

/** The site frame's calls (SPEC §7): thin adapters from the contract's wrapper to the shell's queries. */

/** SPEC §7 GET /api/user-details/ (localised): who is logged in, for the header's account entry. */
export const getUserDetailsRoute = endpoint('userDetails', async ({ payload, user, locale }) => getUserDetails(payload, user, locale))

/** SPEC §7 GET /api/breaking-news/ (localised): `{ data }`, the alerts online now, newest first. */
export const getBreakingNewsRoute = endpoint('breakingNews', async ({ payload, locale }) => ({
  data: await getBreakingNews(payload, locale, new Date()),
}))

/**
 * SPEC §7 GET /api/opening-hours-today/ (localised): today's weekly entries and exceptions (Berlin
 * calendar day); the client turns them into the 'open from / until / closed' label.
 */
export const getOpeningHoursRoute = endpoint('openingHoursToday', async ({ payload, locale }) =>
  getOpeningHoursToday(payload, locale, new Date()),
)

/**
 * SPEC §7/§8 POST /api/dashboard-error-log/ `{ url }`: the client reports the address of a page
 * that answered 404 (same origin, CSRF, rate-limited per client, the address checked: src/api).
 * One structured log line; 204.
 */
export const postErrorLogRoute = endpoint('errorLog', async ({ payload, body }) => {
  payload.logger.warn({ msg: 'client 404', url: body.url })
  return noContent()
})

/**
 * POST /api/client-error/ `{ kind, message, url, digest? }` (ours, issue 28): a failure in a visitor's
 * browser that SPEC §8 reports (the search field's suggestions, the cart call, a page that failed
 * to show). One log line, and on to error tracking when it is set up: the page's path without its
 * query, never the visitor's address or cookies. Same origin, CSRF, rate-limited per client, and
 * sixty a minute per server passed on at most (captureClientFailure); 204.
 */
export const postClientErrorRoute = endpoint('clientError', async ({ payload, body }) => {
  const page = body.url.split(/[?#]/)[0] ?? '/'
  payload.logger.warn({ msg: 'client error', kind: body.kind, page, error: body.message, digest: body.digest })
  captureClientFailure(body.kind, body.message, { requestId: currentRequestId(), page, digest: body.digest })
  return noContent()
})

/**
 * SPEC §7 GET /{locale}/pageeditor-api/nav: menu, footer and secondary lists. Public and cacheable;
 * a logged-in user's answer may hold pages only they see, so it is never stored.
 */
export const getNavigationRoute = endpoint('nav', async ({ payload, user, locale }) => {
  const { menu, footer, secondary } = await getNavigation(payload, locale, user)
  return { menu, footer, secondary }
})

/** SPEC §7 GET /{locale}/pageeditor-api/redirect: every redirect rule as { old_path, new_path }. */
export const getRedirectsRoute = endpoint('redirects', async ({ payload }) => getRedirectRules(payload))

/**
 * SPEC §7 GET /pageeditor-api/settings: `{ status, data }` with the site and shop switches and the
 * editors' HTML blocks. None of these fields is translated, so the answer is the same in every
 * language. A client treats `is_site_online: false` (or a failed call) as 'Website offline' (SPEC §8).
 */
export const getSiteSettingsRoute = endpoint('siteSettings', async ({ payload }) => ({ status: 200, data: await getSiteSettings(payload) }))
