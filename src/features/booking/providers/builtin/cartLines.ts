import 'server-only'

import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'
import type { CartDetail, CartLine } from '../../provider'
import { MAX_RENEWALS } from '../../domain/fairSale'
import { findOpenCart, reserveSeats, withTheirSubscriptions } from './engine'
import { int, num, type Sql } from '@/lib/db/sql'
import { eventNames, namesById, timeslotTimes } from './names'
import { renewSubscription } from './subscriptions'

/**
 * The cart of our own provider as the web shop shows it: its lines (held or expired, never lost),
 * renewal of expired holds, and removal of lines.
 */

/** The lines a cart still holds or held (expired holds included, so the basket is never lost). */
export async function cartDetail(payload: Payload, sql: Sql, cartToken: string, locale: Locale, now: Date): Promise<CartDetail | null> {
  const cartId = await findOpenCart(sql, cartToken)
  if (cartId === null) return null
  const rows = await payload.find({
    collection: 'reservations',
    where: { and: [{ cart: { equals: cartId } }, { status: { equals: 'held' } }] },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const docs = rows.docs
  const ids = (key: 'event' | 'seat_group' | 'price' | 'timeslot' | 'series') =>
    docs.map((doc) => relationId(doc[key])).filter((id): id is number => id !== null)
  const [events, groups, prices, slots, series] = await Promise.all([
    eventNames(payload, ids('event'), locale),
    namesById(payload, 'seat-groups', ids('seat_group'), locale),
    namesById(payload, 'prices', ids('price'), locale),
    timeslotTimes(payload, ids('timeslot')),
    namesById(payload, 'series', ids('series'), locale),
  ])
  const lines: CartLine[] = docs.map((doc) => {
    const eventId = relationId(doc.event) ?? 0
    const names = events.get(eventId)
    const expiresAt = new Date(doc.expires_at)
    const timeslotId = relationId(doc.timeslot)
    return {
      reservationId: doc.id,
      eventId,
      title: names?.title ?? '',
      dateStart: names?.dateStart ?? '',
      venue: names?.venue ?? null,
      room: names?.room ?? null,
      seatGroupId: relationId(doc.seat_group) ?? 0,
      seatGroup: groups.get(relationId(doc.seat_group) ?? 0) ?? '',
      priceId: relationId(doc.price) ?? 0,
      priceName: prices.get(relationId(doc.price) ?? 0) ?? '',
      timeslotId,
      timeslot: timeslotId === null ? null : (slots.get(timeslotId) ?? null),
      quantity: doc.quantity,
      seats: doc.seats,
      unitCents: doc.unit_cents,
      expiresAt,
      live: expiresAt.getTime() > now.getTime(),
      renewals: num(doc.renewals ?? 0),
      subscription: doc.subscription_key
        ? { key: doc.subscription_key, seriesId: relationId(doc.series) ?? 0, name: series.get(relationId(doc.series) ?? 0) ?? '' }
        : null,
    }
  })
  const live = lines.filter((line) => line.live)
  return {
    token: cartToken,
    cartId,
    lines,
    totalCents: live.reduce((sum, line) => sum + line.quantity * line.unitCents, 0),
    expired: lines.some((line) => !line.live),
  }
}

/**
 * Holds the cart's expired lines again where they are still sold and seats are left, and lets
 * their old rows go. Each line is claimed first (its expired row released, only if still expired
 * and held), so two renewals at once never hold it twice and a crash between the steps loses the
 * line rather than doubling it. The sale rules of a reservation apply again: the performance
 * public and not begun, seat group and price on sale, at today's price, and the fair-sale caps; a
 * line is renewed twice at most (MAX_RENEWALS). Answers the lines that
 * could not be held again; they stay in the basket, expired, until the buyer removes them.
 */
export async function renewExpired(sql: Sql, cart: CartDetail, clientKey: string | null, now: Date): Promise<CartLine[]> {
  const lost: CartLine[] = []
  const expired = cart.lines.filter((candidate) => !candidate.live)
  // A subscription is held again whole, or not at all (issue 46).
  const bundles = new Map<string, CartLine[]>()
  for (const line of expired)
    if (line.subscription) bundles.set(line.subscription.key, [...(bundles.get(line.subscription.key) ?? []), line])
  for (const [key, lines] of bundles) {
    const first = lines[0]
    const renewals = Math.max(...lines.map((line) => line.renewals))
    const outcome =
      !first?.subscription || renewals >= MAX_RENEWALS
        ? 'lost'
        : await renewSubscription(
            sql,
            cart.token,
            { key, seriesId: first.subscription.seriesId, eventIds: lines.map((line) => line.eventId), renewals },
            clientKey,
            now,
          )
    if (outcome === 'lost') lost.push(...lines)
  }
  for (const line of expired.filter((candidate) => candidate.subscription === null)) {
    // Fair sale: a line is held again twice at most; then its seats go back to everyone.
    if (line.renewals >= MAX_RENEWALS) {
      lost.push(line)
      continue
    }
    const offer = await sql.query(`SELECT "p"."amount_cents", "g"."companion_seat" FROM "prices" "p"
      JOIN "seat_groups" "g" ON "g"."id" = "p"."seat_group_id" JOIN "events" "e" ON "e"."id" = "g"."event_id"
      WHERE "p"."id" = ${int(line.priceId)} AND "g"."id" = ${int(line.seatGroupId)} AND "e"."id" = ${int(line.eventId)}
        AND "g"."status" = '1' AND "p"."amount_cents" > 0 AND "e"."_status" = 'published' AND "e"."is_online" = true AND "e"."date_start" > ${sql.at(now)}
        ${line.timeslotId === null ? '' : `AND EXISTS (SELECT 1 FROM "timeslots" "s" WHERE "s"."id" = ${int(line.timeslotId)} AND "s"."status" = '1')`}`)
    const current = offer[0]
    if (!current) {
      lost.push(line)
      continue
    }
    const claimed = await sql.query(`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${sql.at(now)}
      WHERE "id" = ${int(line.reservationId)} AND "status" = 'held' AND "expires_at" <= ${sql.at(now)} RETURNING "id"`)
    if (claimed.length === 0) continue
    const renewed = await reserveSeats(
      sql,
      cart.token,
      {
        eventId: line.eventId,
        clientKey,
        renewals: line.renewals + 1,
        seatGroupId: line.seatGroupId,
        seatsPerTicket: current.companion_seat === true || num(current.companion_seat) === 1 ? 2 : 1,
        timeslotId: line.timeslotId,
        lines: [{ priceId: line.priceId, quantity: line.quantity, unitCents: num(current.amount_cents) }],
      },
      now,
    )
    if (!renewed.ok) {
      // Back in the basket, expired (it holds no seat either way), marked as gone.
      await sql.query(
        `UPDATE "reservations" SET "status" = 'held' WHERE "id" = ${int(line.reservationId)} AND "status" = 'released' AND "expires_at" <= ${sql.at(now)}`,
      )
      lost.push(line)
    }
  }
  return lost
}

/**
 * Lets lines of a cart go, held or already expired (the visitor removes them from the basket).
 * Answers the performances whose seats came back, or null when the cart holds none of the lines.
 */
export async function removeLines(sql: Sql, cartToken: string, reservationIds: readonly number[], now: Date): Promise<number[] | null> {
  const cartId = await findOpenCart(sql, cartToken)
  if (cartId === null || reservationIds.length === 0) return null
  const rows = await sql.query(`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${sql.at(now)}
    WHERE "cart_id" = ${int(cartId)} AND "status" = 'held' AND ${withTheirSubscriptions(reservationIds)} RETURNING "event_id"`)
  return rows.length > 0 ? [...new Set(rows.map((row) => num(row.event_id)))] : null
}
