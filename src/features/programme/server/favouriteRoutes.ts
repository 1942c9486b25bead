import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, noContent } from '@/api/replies'
import { callPath } from '@/api/sitePaths'
import { apiTranslator } from '@/i18n/translator'
import { env } from '@/lib/env'

import { calendarFile } from '@/lib/calendar/ics'
import { calendarResponse } from './calendarFiles'
import { siteHost } from '@/lib/calendar/siteHost'
import {
  calendarToken,
  changeCustomerFavourites,
  customerFavourites,
  favouriteCalendarEvents,
  favouriteEvents,
  planName,
  revokeCalendarToken,
  rotateCalendarToken,
  subscriptionEvents,
} from './favourites'

/**
 * The favourites' calls (beyond SPEC). The device's list is public data asked by ids; the account's
 * list and its calendar subscription belong to the logged-in customer (the contract's `customer`
 * audience, CSRF and a per-address limit for the writes: src/api).
 */

/** The private subscription address of a calendar token, absolute (calendar apps need the host). */
function subscriptionUrl(request: Request, token: string): string {
  return new URL(callPath('calendarFeed', { token }), env().SERVER_URL ?? request.url).toString()
}

/** GET /{locale}/api/favourites/events/?ids= (beyond SPEC): the upcoming public events among the ids; the same for everyone, so cacheable. */
export const getFavouriteEvents = endpoint('favouriteEvents', async ({ payload, locale, query: ids }) => ({
  results: await favouriteEvents(payload, locale, ids),
}))

/** GET /{locale}/api/favourites/ics/?ids= (beyond SPEC): the upcoming favourites as one iCalendar file. */
export const getFavouritesCalendar = endpoint('favouritesCalendar', async ({ payload, locale, query: ids }) => {
  const events = await favouriteCalendarEvents(payload, locale, ids)
  return calendarResponse(calendarFile(planName(locale), events, siteHost()), apiTranslator(locale)('calendar.planFile'))
})

/** GET /api/favourites/ (beyond SPEC): the logged-in customer's favourites and calendar subscription. */
export const getAccountFavourites = endpoint('accountFavourites', async ({ request, payload, user }) => {
  const [ids, token] = await Promise.all([customerFavourites(payload, user), calendarToken(payload, user.id)])
  return { ids, calendar_url: token ? subscriptionUrl(request, token) : null }
})

/**
 * POST /api/favourites/ `{ add, remove }` (beyond SPEC): changes the logged-in customer's
 * favourites (a heart toggled, or the device's list merged in on login) and answers the new list.
 */
export const postAccountFavourites = endpoint('changeFavourites', async ({ payload, user, body }) => ({
  ids: await changeCustomerFavourites(payload, user, body),
}))

/** POST /api/favourites/calendar/ makes a new private subscription address (the old one stops). */
export const subscribeCalendar = endpoint('subscribeCalendar', async ({ request, payload, user }) => ({
  calendar_url: subscriptionUrl(request, await rotateCalendarToken(payload, user.id)),
}))

/** DELETE /api/favourites/calendar/ revokes the subscription address. */
export const unsubscribeCalendar = endpoint('unsubscribeCalendar', async ({ payload, user }) => {
  await revokeCalendarToken(payload, user.id)
  return noContent()
})

/** How often a subscribed calendar app looks for changes to the plan (an hour). */
const SUBSCRIPTION_REFRESH_SECONDS = 3600

/** GET /api/favourites/calendar/{token}/: the subscription itself, for calendar apps (no session; the token is the key). */
export const getCalendarSubscription = endpoint('calendarFeed', async ({ payload, params: { token } }) => {
  const found = await subscriptionEvents(payload, token)
  if (!found) throw new HttpError(404, 'Not Found')
  return calendarResponse(
    calendarFile(planName(found.locale), found.events, { ...siteHost(), refreshSeconds: SUBSCRIPTION_REFRESH_SECONDS }),
    'festival-plan.ics',
    'private, max-age=300',
  )
})
