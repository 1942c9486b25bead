import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { clientAddress, LIMITS } from '@/features/security/domain/limits'
import { refuseWhenLimited } from '@/features/security/server/rateLimit'
import { requestCustomer } from '@/lib/auth/identity'
import { isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { siteOrigin } from '@/lib/mail/texts'
import { checkCsrf } from '@/lib/http/csrf'
import { json, jsonError, parseJsonBody, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

import { MAX_FAVOURITES, normaliseFavourites } from '../domain/favourites'
import { calendarFile } from '../domain/ics'
import { calendarToken, changeCustomerFavourites, customerFavourites, favouriteCalendarEvents, favouriteEvents, planName, revokeCalendarToken, rotateCalendarToken, subscriptionEvents } from './favourites'

type LocaleContext = { params: Promise<{ locale: string }> }

/** The customer behind a request, or null (staff and visitors have no favourites account). */
async function customerOf(payload: Payload, request: Request): Promise<number | null> {
  const customer = await requestCustomer(payload, request.headers)
  return customer ? Number(customer.id) : null
}

/**
 * The prologue of a customer's write: same origin and CSRF token (403), the rate limit (429), a
 * logged-in customer (401). The customer's id, or the refusal to answer with.
 */
async function customerWrite(request: Request): Promise<{ payload: Payload; customer: number } | Response> {
  if (!checkCsrf(request)) return jsonError(403, 'CSRF token missing or invalid')
  const payload = await getPayloadClient()
  const limited = await refuseWhenLimited(payload, request, [[LIMITS.favouritesPerClient, clientAddress(request.headers)]])
  if (limited) return limited
  const customer = await customerOf(payload, request)
  return customer === null ? jsonError(401, 'Not logged in') : { payload, customer }
}

/** `ids=1,2,3` of a query: whole positive numbers, at most MAX_FAVOURITES; null when malformed. */
function parseIds(url: URL): number[] | null {
  const value = url.searchParams.get('ids') ?? ''
  if (value === '') return []
  const parts = value.split(',')
  if (parts.length > MAX_FAVOURITES || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null
  return normaliseFavourites(parts.map(Number)).sort((a, b) => a - b)
}

function calendarResponse(body: string, filename: string, cache: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': cache } })
}

function siteHost(): { host: string; origin: string } {
  const origin = siteOrigin()
  return { host: new URL(origin).hostname, origin }
}

function subscriptionUrl(request: Request, token: string): string {
  return new URL(`/api/favourites/calendar/${token}/`, env().SERVER_URL ?? request.url).toString()
}

/** GET /{locale}/api/favourites/events/?ids= (beyond SPEC): the upcoming public events among the ids; the same for everyone, so cacheable. */
export async function getFavouriteEvents(request: Request, context: LocaleContext): Promise<Response> {
  const { locale } = await context.params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const ids = parseIds(new URL(request.url))
  if (!ids) return jsonError(400, `ids: comma-separated event ids, at most ${MAX_FAVOURITES}`)
  return json({ results: await favouriteEvents(await getPayloadClient(), locale, ids) }, { cache: PUBLIC_CACHE })
}

/** GET /{locale}/api/favourites/ics/?ids= (beyond SPEC): the upcoming favourites as one iCalendar file. */
export async function getFavouritesCalendar(request: Request, context: LocaleContext): Promise<Response> {
  const { locale } = await context.params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const ids = parseIds(new URL(request.url))
  if (!ids) return jsonError(400, `ids: comma-separated event ids, at most ${MAX_FAVOURITES}`)
  const events = await favouriteCalendarEvents(await getPayloadClient(), locale, ids)
  return calendarResponse(calendarFile(planName(locale), events, siteHost()), locale === 'de' ? 'festivalplan.ics' : 'festival-plan.ics', PUBLIC_CACHE)
}

/** GET /api/favourites/ (beyond SPEC): the logged-in customer's favourites and calendar subscription; 401 otherwise. */
export async function getAccountFavourites(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const customer = await customerOf(payload, request)
  if (customer === null) return jsonError(401, 'Not logged in')
  const [ids, token] = await Promise.all([customerFavourites(payload, customer), calendarToken(payload, customer)])
  return json({ ids, calendar_url: token ? subscriptionUrl(request, token) : null }, { cache: PRIVATE_NO_STORE })
}

const changeSchema = z.object({
  add: z.array(z.number().int().positive()).max(MAX_FAVOURITES).default([]),
  remove: z.array(z.number().int().positive()).max(MAX_FAVOURITES).default([]),
})

/**
 * POST /api/favourites/ `{ add, remove }` (beyond SPEC): changes the logged-in customer's
 * favourites (a heart toggled, or the device's list merged in on login) and answers the new list.
 * Same origin and CSRF token, rate-limited.
 */
export async function postAccountFavourites(request: Request): Promise<Response> {
  const write = await customerWrite(request)
  if (write instanceof Response) return write
  const { payload, customer } = write
  const body = await parseJsonBody(changeSchema, request)
  if (!body.ok) return body.response
  return json({ ids: await changeCustomerFavourites(payload, customer, body.data) }, { cache: PRIVATE_NO_STORE })
}

/** POST /api/favourites/calendar/ makes a new private subscription address (the old one stops); DELETE revokes it. */
export async function changeCalendarSubscription(request: Request): Promise<Response> {
  const write = await customerWrite(request)
  if (write instanceof Response) return write
  const { payload, customer } = write
  if (request.method === 'DELETE') {
    await revokeCalendarToken(payload, customer)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  return json({ calendar_url: subscriptionUrl(request, await rotateCalendarToken(payload, customer)) }, { cache: PRIVATE_NO_STORE })
}

/** How often a subscribed calendar app looks for changes to the plan (an hour). */
const SUBSCRIPTION_REFRESH_SECONDS = 3600

/** GET /api/favourites/calendar/{token}/: the subscription itself, for calendar apps (no session; the token is the key). */
export async function getCalendarSubscription(request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await context.params
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return jsonError(404, 'Not Found')
  const found = await subscriptionEvents(await getPayloadClient(), token)
  if (!found) return jsonError(404, 'Not Found')
  return calendarResponse(calendarFile(planName(found.locale), found.events, { ...siteHost(), refreshSeconds: SUBSCRIPTION_REFRESH_SECONDS }), 'festival-plan.ics', 'private, max-age=300')
}
