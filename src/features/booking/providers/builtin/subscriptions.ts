import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { dateOf, int, num, type Sql, token } from '@/lib/db/sql'

import { HOLD_MS } from '../../domain/cart'
import { splitPackage, SUBSCRIPTION_MIN_PERFORMANCES, subscriptionGroup } from '../../domain/subscription'
import type { Result, SubscriptionHold, SubscriptionOffer, TicketingError } from '../../provider'
import { cartSummary, findOpenCart, newCartToken, reserveSeats, seatCounts } from './engine'
import { eventNames, namesById } from './names'

/**
 * Series subscriptions of our own provider (issue 46, decision 040): a series the back office sells
 * as a package holds one seat at every performance of it still ahead. Each performance is reserved
 * like any booking (its capacity and fair-sale caps, its own conditional write), all under one key
 * and one clock; the first refusal lets the holds already taken go, so a subscription is held
 * whole or not at all. The package price is split over the holds (splitPackage), so the cart's and
 * the order's sums stay sums of their holds.
 */

/** One performance's seat group as the subscription chooses it: the seat, its price and what is left. */
type Seat = { eventId: number; seatGroupId: number; companion: boolean; priceId: number; regularCents: number }

type Series = { id: number; priceCents: number; seatGroup: string | null }

const truthy = (value: unknown) => value === true || num(value) === 1

/** The series on sale as subscriptions (one, or all). */
async function seriesOnSale(sql: Sql, seriesId: number | undefined): Promise<Series[]> {
  const rows = await sql.query(`SELECT "id", "subscription_price_cents", "subscription_seat_group" FROM "series"
    WHERE "_status" = 'published' AND "is_online" = true AND "subscription_on_sale" = true AND "subscription_price_cents" > 0
      ${seriesId === undefined ? '' : `AND "id" = ${int(seriesId)}`}
    ORDER BY "sort", "id"`)
  return rows.map((row) => ({
    id: num(row.id),
    priceCents: num(row.subscription_price_cents),
    seatGroup: typeof row.subscription_seat_group === 'string' ? row.subscription_seat_group : null,
  }))
}

/**
 * The seat each performance of the series still ahead gives the subscription, in the order of the
 * performances; null for a performance whose chosen seat group is not on sale. Performances that
 * sell timeslots (exhibitions) and those without ticketing are not part of a subscription.
 */
async function seatsOf(sql: Sql, series: Series, now: Date): Promise<Map<number, Seat | null>> {
  const rows =
    await sql.query(`SELECT "e"."id" AS "event_id", "g"."id" AS "seat_group_id", "g"."status", "g"."companion_seat", "l"."seat_group" AS "name",
      (SELECT "p"."id" FROM "prices" "p" WHERE "p"."seat_group_id" = "g"."id" AND "p"."amount_cents" > 0 ORDER BY "p"."sort", "p"."id" LIMIT 1) AS "price_id",
      (SELECT "p"."amount_cents" FROM "prices" "p" WHERE "p"."seat_group_id" = "g"."id" AND "p"."amount_cents" > 0 ORDER BY "p"."sort", "p"."id" LIMIT 1) AS "cents"
    FROM "events_rels" "r" JOIN "events" "e" ON "e"."id" = "r"."parent_id"
      JOIN "seat_groups" "g" ON "g"."event_id" = "e"."id"
      LEFT JOIN "seat_groups_locales" "l" ON "l"."_parent_id" = "g"."id" AND "l"."_locale" = 'de'
    WHERE "r"."path" = 'series' AND "r"."series_id" = ${int(series.id)}
      AND "e"."_status" = 'published' AND "e"."is_online" = true AND "e"."id_jet" IS NOT NULL AND "e"."date_start" > ${sql.at(now)}
      AND NOT EXISTS (SELECT 1 FROM "timeslots" "s" WHERE "s"."event_id" = "e"."id")
    ORDER BY "e"."date_start", "e"."id", "g"."sort", "g"."id"`)
  const groups = new Map<number, { id: number; name: string; open: boolean; companion: boolean; priceId: number | null; cents: number }[]>()
  for (const row of rows) {
    const eventId = num(row.event_id)
    const list = groups.get(eventId) ?? []
    list.push({
      id: num(row.seat_group_id),
      name: typeof row.name === 'string' ? row.name : '',
      open: String(row.status) === '1' && row.price_id !== null && row.price_id !== undefined,
      companion: truthy(row.companion_seat),
      priceId: row.price_id === null || row.price_id === undefined ? null : num(row.price_id),
      cents: num(row.cents ?? 0),
    })
    groups.set(eventId, list)
  }
  const seats = new Map<number, Seat | null>()
  for (const [eventId, list] of groups) {
    const chosen = subscriptionGroup(list, series.seatGroup)
    seats.set(
      eventId,
      chosen && chosen.priceId !== null
        ? { eventId, seatGroupId: chosen.id, companion: chosen.companion, priceId: chosen.priceId, regularCents: chosen.cents }
        : null,
    )
  }
  return seats
}

/** A subscription of a series as it can be held now: the series, and a seat at each performance ahead. */
type Package = { series: Series; seats: Seat[] }

/**
 * What a subscription of the series holds now: null when the series is not sold as one, and no
 * seats while it cannot be sold (fewer than two performances ahead, or a chosen seat group not on
 * sale at one of them).
 */
async function packageOf(sql: Sql, seriesId: number, now: Date): Promise<{ series: Series; seats: Seat[] | null } | null> {
  const [series] = await seriesOnSale(sql, seriesId)
  if (!series) return null
  const seats = [...(await seatsOf(sql, series, now)).values()]
  const sellable = seats.length >= SUBSCRIPTION_MIN_PERFORMANCES && seats.every((seat) => seat !== null)
  return { series, seats: sellable ? seats.filter((seat): seat is Seat => seat !== null) : null }
}

/** The series sold as subscriptions, with their performances ahead and what each has left. */
export async function subscriptionOffers(
  payload: Payload,
  sql: Sql,
  locale: Locale,
  seriesId: number | undefined,
  now: Date,
): Promise<SubscriptionOffer[]> {
  const offers: SubscriptionOffer[] = []
  for (const series of await seriesOnSale(sql, seriesId)) {
    const seats = await seatsOf(sql, series, now)
    if (seats.size < SUBSCRIPTION_MIN_PERFORMANCES) continue
    const eventIds = [...seats.keys()]
    const groupIds = [...seats.values()].flatMap((seat) => (seat ? [seat.seatGroupId] : []))
    const [names, groupNames, counts, seriesNames] = await Promise.all([
      eventNames(payload, eventIds, locale),
      namesById(payload, 'seat-groups', groupIds, locale),
      seatCounts(sql, eventIds, now),
      namesById(payload, 'series', [series.id], locale),
    ])
    const performances = eventIds.map((eventId) => {
      const seat = seats.get(eventId) ?? null
      const count = seat ? counts.get(eventId)?.seatGroups.find((group) => group.id === seat.seatGroupId) : undefined
      const left = count && count.open ? Math.max(0, count.capacity - count.taken) : 0
      const name = names.get(eventId)
      return {
        eventId,
        title: name?.title ?? '',
        dateStart: name?.dateStart ?? '',
        venue: name?.venue ?? null,
        seatGroup: seat ? (groupNames.get(seat.seatGroupId) ?? '') : '',
        regularCents: seat?.regularCents ?? 0,
        left: seat ? Math.floor(left / (seat.companion ? 2 : 1)) : 0,
      }
    })
    offers.push({
      seriesId: series.id,
      name: seriesNames.get(series.id) ?? '',
      priceCents: series.priceCents,
      regularCents: performances.reduce((sum, performance) => sum + performance.regularCents, 0),
      performances,
      available: performances.every((performance) => performance.left > 0),
    })
  }
  return offers
}

/**
 * When a subscription's holds run out: a quarter hour from now, but no later than the cart's clock
 * at any of its performances (held or let go and not yet run out), as for single tickets, so
 * removing a subscription and adding it again never buys a fresh quarter hour for the same seats.
 */
async function clockOf(sql: Sql, cartToken: string | null, eventIds: readonly number[], now: Date): Promise<Date> {
  const quarterHour = new Date(now.getTime() + HOLD_MS)
  const cartId = cartToken === null ? null : await findOpenCart(sql, cartToken)
  if (cartId === null || eventIds.length === 0) return quarterHour
  const rows = await sql.query(`SELECT MIN("expires_at") AS "until" FROM "reservations" WHERE "cart_id" = ${int(cartId)}
    AND "event_id" IN (${eventIds.map(int).join(', ')}) AND "status" IN ('held', 'released') AND "expires_at" > ${sql.at(now)}`)
  const until = dateOf(rows[0]?.until)
  return until && until < quarterHour ? until : quarterHour
}

/**
 * Holds one seat at each of the planned performances under the subscription's key and one clock,
 * all or none: every hold after the first goes into the first one's cart or none (a checkout in
 * another tab meanwhile refuses the rest), and a refusal or an error lets the holds this call took
 * go (released rows count no seats) before it answers or throws.
 */
async function holdAll(
  sql: Sql,
  cartToken: string | null,
  sale: Package,
  plan: {
    clientKey: string | null
    renewals: number
    /** Renewing: every hold goes into this cart, the first too. */
    onlyInto: boolean
  },
  now: Date,
): Promise<Result<{ token: string; expiresAt: Date }, TicketingError>> {
  const key = newCartToken()
  const shares = splitPackage(sale.series.priceCents, sale.seats.length)
  const until = await clockOf(
    sql,
    cartToken,
    sale.seats.map((seat) => seat.eventId),
    now,
  )
  const letGo = () =>
    sql.query(`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${sql.at(now)}
      WHERE "subscription_key" = ${token(key)} AND "status" = 'held'`)
  let cart = cartToken
  try {
    for (const [index, seat] of sale.seats.entries()) {
      const held = await reserveSeats(
        sql,
        cart,
        {
          eventId: seat.eventId,
          clientKey: plan.clientKey,
          renewals: plan.renewals,
          seatGroupId: seat.seatGroupId,
          seatsPerTicket: seat.companion ? 2 : 1,
          timeslotId: null,
          lines: [{ priceId: seat.priceId, quantity: 1, unitCents: shares[index] ?? 0 }],
          until,
          subscription: { key, seriesId: sale.series.id },
          onlyInto: plan.onlyInto || index > 0,
        },
        now,
      )
      if (!held.ok) {
        await letGo()
        return held
      }
      cart = held.value.token
    }
  } catch (error) {
    await letGo()
    throw error
  }
  if (cart === null) throw new Error('a subscription holds at least one performance')
  return { ok: true, value: { token: cart, expiresAt: until } }
}

/** Puts a subscription of the series into the cart (a new cart when there is none). */
export async function reserveSubscription(
  sql: Sql,
  request: { cartToken: string | null; seriesId: number; clientKey: string | null },
  now: Date,
): Promise<Result<SubscriptionHold, TicketingError>> {
  const sale = await packageOf(sql, request.seriesId, now)
  if (!sale) return { ok: false, error: 'unknown_event' }
  if (!sale.seats) return { ok: false, error: 'not_on_sale' }
  const held = await holdAll(
    sql,
    request.cartToken,
    { ...sale, seats: sale.seats },
    { clientKey: request.clientKey, renewals: 0, onlyInto: false },
    now,
  )
  if (!held.ok) return held
  const cartId = await findOpenCart(sql, held.value.token)
  if (cartId === null) throw new Error('the cart a subscription was just held in is gone')
  const cart = await cartSummary(sql, cartId, held.value.token, now)
  return { ok: true, value: { ...cart, eventIds: sale.seats.map((seat) => seat.eventId), expiresAt: held.value.expiresAt } }
}

/**
 * Holds an expired subscription of the cart again (the basket's "reserve again"), whole: only
 * while the series is still sold with the same performances ahead, at today's package price, under
 * the caps, twice at most like any line. Its old holds are claimed first (released, only if still
 * expired), and put back, expired, when the subscription cannot be held again. Answers whether it
 * was held again, lost, or claimed by a renewal running at the same moment.
 */
export async function renewSubscription(
  sql: Sql,
  cartToken: string,
  expired: { key: string; seriesId: number; eventIds: readonly number[]; renewals: number },
  clientKey: string | null,
  now: Date,
): Promise<'renewed' | 'lost' | 'taken'> {
  const sale = await packageOf(sql, expired.seriesId, now)
  const seats = sale?.seats
  const same = seats && seats.length === expired.eventIds.length && seats.every((seat) => expired.eventIds.includes(seat.eventId))
  if (!sale || !seats || !same) return 'lost'
  const at = sql.at(now)
  const claimed = await sql.query(`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at}
    WHERE "subscription_key" = ${token(expired.key)} AND "status" = 'held' AND "expires_at" <= ${at} RETURNING "id"`)
  const putBack = () =>
    claimed.length === 0
      ? Promise.resolve([])
      : sql.query(`UPDATE "reservations" SET "status" = 'held' WHERE "id" IN (${claimed.map((row) => int(num(row.id))).join(', ')})
        AND "status" = 'released' AND "expires_at" <= ${at}`)
  if (claimed.length === 0) return 'taken'
  if (claimed.length !== expired.eventIds.length) {
    await putBack()
    return 'lost'
  }
  const held = await holdAll(sql, cartToken, { ...sale, seats }, { clientKey, renewals: expired.renewals + 1, onlyInto: true }, now).catch(
    async (error: unknown) => {
      // The basket keeps the subscription, expired, whatever went wrong.
      await putBack()
      throw error
    },
  )
  if (held.ok) return 'renewed'
  await putBack()
  return 'lost'
}
