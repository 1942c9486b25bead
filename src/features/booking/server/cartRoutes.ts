import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import { siteState } from '@/features/settings/server/siteState'
import { cookieHeader, requestCookie } from '@/lib/http/cookies'
import { sqlOf } from '@/lib/db/sql'
import { metrics } from '@/lib/ops/metrics'
import type { Payload } from 'payload'

import { CART_AMOUNT_COOKIE, CART_PATH, CART_URL_COOKIE, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../domain/cart'
import { type ReserveRequest, RESPONSE_CODES, type TicketingError } from '../provider'
import { clientDigest } from '../providers/builtin/caps'
import { isCartToken } from '../providers/builtin/engine'
import { ticketingProvider } from '../providers/registry'
import { afterAnswer, syncAvailability, syncLater } from './availabilitySync'
import { type CartAnswer, onceByKey } from './idempotency'
import { bookedUnder, eventIdOfJet, passesQueue, queueRefusal } from './queueGate'

/** The httpOnly cookie naming the visitor's cart; it outlives the holds so the cart can re-reserve (web shop). */
export const CART_COOKIE = 'festival_cart'
const CART_TOKEN_DAYS = 7
/** The cart the visitor's cookie names, or null. */
export function cartTokenOf(request: Request): string | null {
  const token = requestCookie(request, CART_COOKIE)
  return isCartToken(token) ? token : null
}

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
function refusal(error: TicketingError) {
  return reply({ response_code: RESPONSE_CODES[error], error }, { status: HTTP_STATUS[error] })
}

/** The cart cookies after a change: the token, and the count and link for as long as something is held. */
export function cartCookies(token: string, tickets: number, heldUntil: Date | null, now = new Date()): string[] {
  // As long as the cart's last hold: a quarter hour, or a waiting list's offer's hours.
  const seconds = heldUntil && tickets > 0 ? Math.max(0, heldUntil.getTime() - now.getTime()) / 1000 : 0
  return [
    cookieHeader(CART_COOKIE, token, { maxAge: CART_TOKEN_DAYS * 86_400, httpOnly: true }),
    cookieHeader(CART_AMOUNT_COOKIE, String(tickets), { maxAge: seconds }),
    cookieHeader(CART_URL_COOKIE, CART_PATH, { maxAge: seconds }),
  ]
}

/**
 * POST /api/shop-cart/ (SPEC §7): reserves the tickets of one seat group (and timeslot) of one
 * performance for 15 minutes. The wrapper has checked origin, CSRF, the per-address limit and the
 * body; the shop must be online (503). Answers `{tickets_quantity, cart_url}` with the cart
 * cookies, or `{response_code}` (-214 not enough seats, ...).
 */
export const postShopCart = endpoint('cart', async ({ request, payload, body, client, locale }) => {
  const key = request.headers.get(IDEMPOTENCY_HEADER)
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 16 to 64 letters, digits, '-' or '_'`)
  if (!(await siteState()).shopOnline) {
    metrics().reservations.inc({ result: 'shop_offline' })
    return refusal('shop_offline')
  }
  const { quantities, sale_type_ids, event_jet_id, seat_group, block_id } = body
  const queue = await passesQueue(payload, request, locale, async () => [(await eventIdOfJet(payload, event_jet_id)) ?? 0])
  if (!queue.ok) return queueRefusal(locale, queue)
  const now = new Date()
  const cartToken = cartTokenOf(request)
  // A repeated call (a double click, a retry) answers as the first did: its tickets are held once.
  const answer = await onceByKey(sqlOf(payload), key, client, () =>
    reserveInCart(
      payload,
      {
        cartToken,
        eventJetId: event_jet_id,
        seatGroupId: seat_group ?? null,
        blockId: block_id ?? null,
        lines: quantities.map((quantity, index) => ({ quantity, saleTypeId: sale_type_ids[index] ?? 0 })),
        clientKey: clientDigest(client),
      },
      now,
    ),
  )
  const heldUntil = answer.cart?.heldUntil ? new Date(answer.cart.heldUntil) : null
  if (answer.status === 200) afterAnswer(() => bookedUnder(payload, queue))
  return reply(answer.body, {
    status: answer.status,
    cookies: answer.cart ? cartCookies(answer.cart.token, answer.cart.tickets, heldUntil, new Date()) : [],
  })
})

/**
 * Holds tickets of one seat group (and timeslot) in the visitor's cart: the answer of a cart call,
 * for the JSON call above and the web shop's form alike.
 */
export async function reserveInCart(payload: Payload, request: ReserveRequest, now: Date): Promise<CartAnswer> {
  const result = await ticketingProvider(payload).reserve(request, now)
  metrics().reservations.inc({ result: result.ok ? 'reserved' : result.error })
  if (!result.ok)
    return { status: HTTP_STATUS[result.error], body: { response_code: RESPONSE_CODES[result.error], error: result.error }, cart: null }
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
export const getEventTickets = endpoint('eventTickets', async ({ request, payload, locale, params }) => {
  const eventId = params.id
  const queue = await passesQueue(payload, request, locale, async () => [eventId])
  if (!queue.ok) return queueRefusal(locale, queue)
  const tickets = (await ticketingProvider(payload).eventTickets([eventId], locale, { live: true })).get(eventId)
  if (!tickets) throw new HttpError(404, 'Not Found')
  // The live look has just counted: keep the stored class in step with what it saw.
  afterAnswer(() => syncAvailability(payload, new Map([[eventId, { availability: tickets.availability }]])))
  return { ...tickets, shop_online: (await siteState()).shopOnline }
})
