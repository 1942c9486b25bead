import 'server-only'

import { z } from 'zod'

import { clientAddress, LIMITS } from '@/features/security/domain/limits'
import { refuseWhenLimited } from '@/features/security/server/rateLimit'
import { siteState } from '@/features/shell/server/siteState'
import { isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { requestCookie } from '@/lib/http/cookies'
import { checkCsrf } from '@/lib/http/csrf'
import { json, jsonError, parseJsonBody, PRIVATE_NO_STORE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'
import { sqlOf } from '@/lib/db/sql'
import type { Payload } from 'payload'

import { CART_AMOUNT_COOKIE, CART_PATH, CART_URL_COOKIE, HOLD_MS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../domain/cart'
import { JET_ID_PATTERN } from '../domain/eventTickets'
import { MAX_TICKETS_PER_PRICE } from '../domain/selection'
import { type ReserveRequest, RESPONSE_CODES, type TicketingError } from '../provider'
import { clientKeyOf, isCartToken } from '../providers/builtin/engine'
import { ticketingProvider } from '../providers/registry'
import { afterAnswer, syncAvailability, syncLater } from './availabilitySync'
import { type CartAnswer, onceByKey } from './idempotency'

/** The httpOnly cookie naming the visitor's cart; it outlives the holds so the cart can re-reserve (web shop). */
export const CART_COOKIE = 'festival_cart'
const CART_TOKEN_DAYS = 7
/** The cart the visitor's cookie names, or null. */
export function cartTokenOf(request: Request): string | null {
  const token = requestCookie(request, CART_COOKIE)
  return isCartToken(token) ? token : null
}

/** The most tickets one cart call takes. */
export const MAX_TICKETS_PER_CALL = 20

const HTTP_STATUS: Readonly<Record<TicketingError, number>> = {
  unknown_event: 404,
  not_on_sale: 409,
  unknown_price: 400,
  not_enough_seats: 409,
  no_reservation: 409,
  shop_offline: 503,
  limit_reached: 409,
}

/** SPEC §8: a refused cart call answers the provider's code (and a sentence for people reading logs). */
function refusal(error: TicketingError): Response {
  return json({ response_code: RESPONSE_CODES[error], error }, { status: HTTP_STATUS[error], cache: PRIVATE_NO_STORE })
}

const count = z.number().int().min(1).max(MAX_TICKETS_PER_PRICE)
const positiveId = z.number().int().positive().max(2_147_483_647)

/** SPEC §7's body; event_jet_id may come as a number (the provider's ids are numeric). */
const cartBody = z
  .object({
    quantities: z.array(count).min(1).max(10),
    sale_type_ids: z.array(z.number().int().nonnegative().max(2_147_483_647)).min(1).max(10),
    event_jet_id: z.union([z.string(), z.number().int().nonnegative()]).transform(String).pipe(z.string().regex(JET_ID_PATTERN, 'not a ticketing id')),
    seat_group: positiveId.nullish(),
    block_id: z.number().int().nonnegative().max(2_147_483_647).nullish(),
  })
  .refine((body) => body.quantities.length === body.sale_type_ids.length, { message: 'quantities and sale_type_ids must be lists of the same length', path: ['quantities'] })
  .refine((body) => body.quantities.reduce((a, b) => a + b, 0) <= MAX_TICKETS_PER_CALL, { message: `at most ${MAX_TICKETS_PER_CALL} tickets per call`, path: ['quantities'] })

function cookie(name: string, value: string, maxAgeSeconds: number, httpOnly: boolean): string {
  const secure = env().secureCookies ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure}`
}

/** The cart cookies after a change: the token, and the count and link for as long as something is held. */
export function cartCookies(token: string, tickets: number, heldUntil: Date | null, now = new Date()): string[] {
  const seconds = heldUntil && tickets > 0 ? Math.min(HOLD_MS, heldUntil.getTime() - now.getTime()) / 1000 : 0
  return [cookie(CART_COOKIE, token, CART_TOKEN_DAYS * 86_400, true), cookie(CART_AMOUNT_COOKIE, String(tickets), seconds, false), cookie(CART_URL_COOKIE, CART_PATH, seconds, false)]
}

/**
 * POST /api/shop-cart/ (SPEC §7): reserves the tickets of one seat group (and timeslot) of one
 * performance for 15 minutes. Same origin and CSRF token (403), per-address limit (429), the shop
 * online (503), a valid body (400); then `{tickets_quantity, cart_url}` with the cart cookies, or
 * `{response_code}` (-214 not enough seats, ...).
 */
export async function postShopCart(request: Request): Promise<Response> {
  if (!checkCsrf(request)) return jsonError(403, 'CSRF token missing or invalid')
  const key = request.headers.get(IDEMPOTENCY_HEADER)
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return jsonError(400, `${IDEMPOTENCY_HEADER} must be 16 to 64 letters, digits, '-' or '_'`)
  const payload = await getPayloadClient()
  const address = clientAddress(request.headers)
  const limited = await refuseWhenLimited(payload, request, [[LIMITS.cartPerClient, address]])
  if (limited) return limited
  if (!(await siteState()).shopOnline) return refusal('shop_offline')
  const body = await parseJsonBody(cartBody, request)
  if (!body.ok) return body.response
  const { quantities, sale_type_ids, event_jet_id, seat_group, block_id } = body.data
  const now = new Date()
  const cartToken = cartTokenOf(request)
  // A repeated call (a double click, a retry) answers as the first did: its tickets are held once.
  const answer = await onceByKey(sqlOf(payload), key, address, () =>
    reserveInCart(payload, {
      cartToken,
      eventJetId: event_jet_id,
      seatGroupId: seat_group ?? null,
      blockId: block_id ?? null,
      lines: quantities.map((quantity, index) => ({ quantity, saleTypeId: sale_type_ids[index] ?? 0 })),
      clientKey: clientKeyOf(address),
    }, now),
  )
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE, 'Content-Type': 'application/json' })
  if (answer.cart) {
    const heldUntil = answer.cart.heldUntil === null ? null : new Date(answer.cart.heldUntil)
    for (const line of cartCookies(answer.cart.token, answer.cart.tickets, heldUntil, new Date())) headers.append('Set-Cookie', line)
  }
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers })
}

/**
 * Holds tickets of one seat group (and timeslot) in the visitor's cart: the answer of a cart call,
 * for the JSON call above and the web shop's form alike.
 */
export async function reserveInCart(payload: Payload, request: ReserveRequest, now: Date): Promise<CartAnswer> {
  const result = await ticketingProvider(payload).reserve(request, now)
  if (!result.ok) return { status: HTTP_STATUS[result.error], body: { response_code: RESPONSE_CODES[result.error], error: result.error }, cart: null }
  const { value } = result
  syncLater(payload, value.eventId)
  return {
    status: 200,
    body: { tickets_quantity: value.ticketsQuantity, cart_url: CART_PATH },
    cart: { token: value.token, tickets: value.ticketsQuantity, heldUntil: value.heldUntil ? value.heldUntil.toISOString() : null },
  }
}

/**
 * GET /{locale}/api/events/{id}/tickets/ (beyond SPEC): the performance's current event data, live
 * (a seat group or timeslot with no seat left answers status '0'), its class and whether the shop
 * sells. The booking widget asks when it opens; never cached.
 */
export async function getEventTickets(_request: Request, context: { params: Promise<{ locale: string; id: string }> }): Promise<Response> {
  const { locale, id } = await context.params
  if (!isLocale(locale) || !/^[1-9]\d{0,9}$/.test(id)) return jsonError(404, 'Not Found')
  const payload = await getPayloadClient()
  const eventId = Number(id)
  const tickets = (await ticketingProvider(payload).eventTickets([eventId], locale, { live: true })).get(eventId)
  if (!tickets) return jsonError(404, 'Not Found')
  // The live look has just counted: keep the stored class in step with what it saw.
  afterAnswer(() => syncAvailability(payload, new Map([[eventId, { availability: tickets.availability }]])))
  return json({ ...tickets, shop_online: (await siteState()).shopOnline }, { cache: PRIVATE_NO_STORE })
}
