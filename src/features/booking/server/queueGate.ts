import 'server-only'

import type { Payload } from 'payload'

import { HttpError, refusal } from '@/api/replies'
import { bookingGate, type Gate, queueUrl, recordBooked } from '@/features/queue/server/queue'
import booking from '@/i18n/messages/booking.json'
import type { Locale } from '@/i18n/locales'
import { getRequestUser } from '@/lib/auth/identity'
import { isStaffUser } from '@/lib/auth/roles'
import { bind, num, readRows, stmt } from '@/lib/db/sql'
import { QUEUE_COOKIE } from '@/lib/http/cookieNames'
import { requestCookie } from '@/lib/http/cookies'

import { ticketingProvider } from '../providers/registry'

/**
 * The sale opening's gate on the booking calls (issue 43): while an opening covering the
 * performance runs, the widget's tickets call, the cart calls and checkout let through only a
 * browser the waiting room has admitted, and staff. Everyone else hears 429 with the waiting room's
 * address, in their language.
 */
export type Passed = { ok: true; gate: Gate }
export type Refused = { ok: false; queueUrl: string }

/** The performance a jet id names (published or not: the gate only asks whether an opening covers it). */
export async function eventIdOfJet(payload: Payload, jetId: string): Promise<number | null> {
  const rows = await readRows(payload, stmt`SELECT "id" FROM "events" WHERE "id_jet" = ${bind.text(jetId)} LIMIT 1`)
  return rows[0] ? num(rows[0].id) : null
}

/** The performances a cart holds tickets of (checkout, renewal). */
export async function eventIdsOfCart(payload: Payload, cartToken: string): Promise<number[]> {
  const rows = await readRows(
    payload,
    stmt`SELECT DISTINCT r."event_id" AS "event" FROM "reservations" r JOIN "carts" c ON c."id" = r."cart_id" WHERE c."token" = ${bind.text(cartToken)}`,
  )
  return rows.map((row) => num(row.event))
}

/** Whether the request may book these performances now. */
export async function passesQueue(
  payload: Payload,
  request: Request,
  locale: Locale,
  eventIds: () => Promise<readonly number[]>,
  options: { admittedOnce?: boolean } = {},
): Promise<Passed | Refused> {
  const gate = await bookingGate(payload, {
    cookie: requestCookie(request, QUEUE_COOKIE),
    eventIds,
    isStaff: async () => isStaffUser(await getRequestUser(payload, request.headers)),
    admittedOnce: options.admittedOnce,
    soldOut: async (events) => {
      const availability = await ticketingProvider(payload).availability(events)
      return [...availability.values()].every((performance) =>
        performance.seatGroups.every((group) => !group.open || group.taken >= group.capacity),
      )
    },
  }).catch((error: unknown) => {
    // The queue's store is away (Redis down): nobody books past the waiting room meanwhile.
    payload.logger.error({ err: error, msg: 'the sale opening’s queue cannot be read' })
    throw new HttpError(503, booking[locale].queueUnavailable)
  })
  return gate.ok ? { ok: true, gate } : { ok: false, queueUrl: queueUrl(locale, gate.opening.id) }
}

/** The refusal of a JSON booking call: 429 with the waiting room's address and a sentence in the visitor's language. */
export function queueRefusal(locale: Locale, refused: Refused) {
  return refusal(429, 'queue', { queue_url: refused.queueUrl, message: booking[locale].queueClosed })
}

/** Counts a booking made under an admission (the back office's 'booked'). */
export async function bookedUnder(payload: Payload, passed: Passed): Promise<void> {
  await recordBooked(payload, passed.gate)
}
