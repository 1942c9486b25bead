import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'
import { berlinParts } from '@/lib/time/berlin'

import {
  CONFIRM_TOKEN_PATTERN,
  newAccessKey,
  newTicketCode,
  normaliseTicketCode,
  ORDER_CONFIRM_MINUTES,
  orderNumber,
} from '../../domain/order'
import type {
  CancelReason,
  CartDetail,
  CartLine,
  CheckInResult,
  CheckoutRequest,
  CheckoutResult,
  ConfirmOrderResult,
  OrderView,
  PerformanceReport,
  TicketView,
} from '../../provider'
import { MAX_RENEWALS } from '../../domain/fairSale'
import { type Buyer, buyerDigest, buyerLocks, withinBuyerCap } from './caps'
import { findOpenCart, reserveSeats } from './engine'
import { bind, dateOf, int, num, type Sql, type Statement, stmt, token, TOKEN_PATTERN } from '@/lib/db/sql'

/**
 * The order life cycle of our own provider (ARCHITECTURE "Orders"): the cart's lines as the web
 * shop shows them, renewal of expired holds, the one-transaction confirmation, the order and its
 * e-tickets, cancellation and check-in.
 */

type Names = { title: string; dateStart: string; dateEnd: string | null; venue: string | null; room: string | null }

const nameOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'name' in value && typeof value.name === 'string' ? value.name : null

/** Titles, dates and places of events, in the locale (German where a text is missing). */
async function eventNames(payload: Payload, ids: readonly number[], locale: Locale): Promise<Map<number, Names>> {
  const result = new Map<number, Names>()
  if (ids.length === 0) return result
  const events = await payload.find({
    collection: 'events',
    where: { id: { in: [...new Set(ids)] } },
    locale,
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    select: { title: true, date_start: true, date_end: true, venue: true, room: true },
    populate: { venues: { name: true }, rooms: { name: true } },
    overrideAccess: true,
  })
  for (const event of events.docs)
    result.set(event.id, {
      title: event.title,
      dateStart: event.date_start ?? '',
      dateEnd: event.date_end ?? null,
      venue: nameOf(event.venue),
      room: nameOf(event.room),
    })
  return result
}

async function namesById(
  payload: Payload,
  collection: 'seat-groups' | 'prices',
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection,
    where: { id: { in: [...new Set(ids)] } },
    locale,
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    found.docs.map((doc) => [
      doc.id,
      'seat_group' in doc && typeof doc.seat_group === 'string' ? doc.seat_group : 'name' in doc ? String(doc.name) : '',
    ]),
  )
}

async function timeslotTimes(payload: Payload, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'timeslots',
    where: { id: { in: [...new Set(ids)] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(found.docs.map((slot) => [slot.id, slot.time_start.slice(0, 5)]))
}

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
  const ids = (key: 'event' | 'seat_group' | 'price' | 'timeslot') =>
    docs.map((doc) => relationId(doc[key])).filter((id): id is number => id !== null)
  const [events, groups, prices, slots] = await Promise.all([
    eventNames(payload, ids('event'), locale),
    namesById(payload, 'seat-groups', ids('seat_group'), locale),
    namesById(payload, 'prices', ids('price'), locale),
    timeslotTimes(payload, ids('timeslot')),
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
  for (const line of cart.lines.filter((candidate) => !candidate.live)) {
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
    WHERE "cart_id" = ${int(cartId)} AND "status" = 'held' AND "id" IN (${reservationIds.map(int).join(', ')}) RETURNING "event_id"`)
  return rows.length > 0 ? [...new Set(rows.map((row) => num(row.event_id)))] : null
}

const lineId = () => randomBytes(12).toString('hex')

/** The digest under which an order keeps the secret of its confirmation link. */
function confirmDigest(secret: string): string {
  return createHash('sha256').update(`order-confirm\u0000${secret}`).digest('base64url')
}

/** One e-ticket per admitted person of each reservation, in this transaction, only for the order `ours` selects. */
function ticketInserts(
  lines: readonly { reservationId: number; quantity: number }[],
  ours: Statement,
  at: ReturnType<typeof bind.time>,
): Statement[] {
  return lines.flatMap((line) =>
    Array.from(
      { length: line.quantity },
      () =>
        stmt`INSERT INTO "tickets" ("code", "order_id", "customer_id", "reservation_id", "event_id", "seat_group_id", "price_id", "status", "updated_at", "created_at")
          SELECT ${bind.text(newTicketCode())}, "r"."order_id", "r"."customer_id", "r"."id", "r"."event_id", "r"."seat_group_id", "r"."price_id", ${bind.choice('valid', 'enum_tickets_status')}, ${at}, ${at}
          FROM "reservations" "r" WHERE "r"."id" = ${bind.int(line.reservationId)} AND "r"."status" = 'sold' AND "r"."order_id" = (${ours})`,
    ),
  )
}

/**
 * Confirms the cart as an order, at most once, in one transaction: the cart is claimed (only an
 * open cart whose live holds are exactly the ones the buyer saw, and only while the buyer stays
 * within every performance's cap with the tickets of their other orders), the order and its lines
 * are written. A logged-in customer's order is confirmed at once: the holds become sales and every
 * admitted person gets an e-ticket. A guest's order waits for the e-mail address to be confirmed
 * (decision 031): its holds keep the seats until then (ORDER_CONFIRM_MINUTES) and lapse by the
 * clock like any hold; the secret of the mailed link is in the answer. A second checkout of the same
 * cart claims nothing and finds the first one's order; a process killed before the commit leaves
 * the cart open and its holds running out by the clock.
 */
export async function confirmOrder(
  payload: Payload,
  sql: Sql,
  request: CheckoutRequest,
  cart: CartDetail,
  now: Date,
): Promise<CheckoutResult> {
  const live = cart.lines.filter((line) => line.live)
  const existing = await orderOfCart(sql, cart.cartId)
  if (existing) return { ok: true, value: { ...existing, created: false, confirmToken: null } }
  if (live.length === 0) return { ok: false, error: 'no_reservation' }
  const total = live.reduce((sum, line) => sum + line.quantity * line.unitCents, 0)
  const number = orderNumber(cart.cartId, Number(berlinParts(now).year))
  const accessKey = newAccessKey()
  const { buyer } = request
  const who: Buyer = { key: buyerDigest(buyer.email), customerId: request.customerId }
  // A guest confirms the e-mail address before an unpaid order is kept; an account's is confirmed.
  const pending = request.customerId === null
  const confirmToken = pending ? newAccessKey() : null
  const confirmBy = new Date(now.getTime() + ORDER_CONFIRM_MINUTES * 60_000)
  const due = paymentDue(buyer.payment, live, now, request.boxOfficeLapseMinutes)
  const at = bind.time(now)
  const cartId = bind.int(cart.cartId)
  const held = stmt`"cart_id" = ${cartId} AND "status" = 'held' AND "expires_at" > ${at}`
  const ours = stmt`SELECT "id" FROM "orders" WHERE "number" = ${bind.text(number)} AND "access_key" = ${bind.text(accessKey)}`
  const statements = [
    ...buyerLocks(sql, who),
    ...(sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "carts" WHERE "id" = ${cartId} FOR UPDATE`] : []),
    stmt`UPDATE "carts" SET "status" = 'ordered', "customer_id" = COALESCE("customer_id", ${bind.int(request.customerId)}), "updated_at" = ${at}
      WHERE "id" = ${cartId} AND "status" = 'open'
      AND (SELECT COUNT(*) FROM "reservations" WHERE ${held}) = ${bind.int(live.length)}
      AND (SELECT COALESCE(SUM("quantity" * "unit_cents"), 0) FROM "reservations" WHERE ${held}) = ${bind.int(total)}
      AND ${withinBuyerCap(cart.cartId, who, now)}`,
    stmt`INSERT INTO "orders" ("number", "cart_id", "customer_id", "first_name", "last_name", "email", "buyer_key", "street", "postal_code", "city", "country", "total_cents", "payment", "payment_status", "payment_due", "locale", "access_key", "confirm_token", "confirm_by", "status", "confirmed_at", "updated_at", "created_at")
      SELECT ${bind.text(number)}, ${cartId}, ${bind.int(request.customerId)}, ${bind.text(buyer.first_name)}, ${bind.text(buyer.last_name)}, ${bind.text(buyer.email)}, ${bind.text(who.key)}, ${bind.text(buyer.street)}, ${bind.text(buyer.postal_code)}, ${bind.text(buyer.city)}, ${bind.text(buyer.country)},
        ${bind.int(total)}, ${bind.choice(buyer.payment, 'enum_orders_payment')}, ${bind.choice('awaiting', 'enum_orders_payment_status')}, ${bind.time(due)}, ${bind.choice(request.locale, 'enum_orders_locale')}, ${bind.text(accessKey)},
        ${bind.text(confirmToken === null ? null : confirmDigest(confirmToken))}, ${pending ? bind.time(confirmBy) : { raw: 'NULL' }}, ${bind.choice(pending ? 'pending' : 'confirmed', 'enum_orders_status')}, ${pending ? { raw: 'NULL' } : at}, ${at}, ${at}
      WHERE EXISTS (SELECT 1 FROM "carts" WHERE "id" = ${cartId} AND "status" = 'ordered') AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "cart_id" = ${cartId})`,
    ...live.map(
      (line, index) =>
        stmt`INSERT INTO "orders_lines" ("_order", "_parent_id", "id", "event_title", "date_start", "seat_group", "timeslot", "price_name", "quantity", "unit_cents")
          SELECT ${bind.int(index + 1)}, "o"."id", ${bind.text(lineId())}, ${bind.text(line.title)}, ${bind.time(new Date(line.dateStart || now))}, ${bind.text(line.seatGroup)}, ${bind.text(line.timeslot)}, ${bind.text(line.priceName)}, ${bind.int(line.quantity)}, ${bind.int(line.unitCents)}
          FROM (${ours}) "o"`,
    ),
    pending
      ? // The holds keep the seats until the address is confirmed, then lapse by the clock.
        stmt`UPDATE "reservations" SET "order_id" = (${ours}), "expires_at" = ${bind.time(confirmBy)}, "updated_at" = ${at} WHERE ${held} AND EXISTS (${ours})`
      : stmt`UPDATE "reservations" SET "status" = 'sold', "order_id" = (${ours}), "customer_id" = COALESCE("customer_id", ${bind.int(request.customerId)}), "updated_at" = ${at}
          WHERE ${held} AND EXISTS (${ours})`,
    ...(pending ? [] : ticketInserts(live, ours, at)),
  ]
  await sql.batch(statements)
  const order = await orderOfCart(sql, cart.cartId)
  if (!order) return { ok: false, error: (await overBuyerCap(sql, cart.cartId, who, now)) ? 'limit_reached' : 'cart_changed' }
  const created = order.accessKey === accessKey
  return { ok: true, value: { ...order, created, confirmToken: created ? confirmToken : null } }
}

/** After a refused checkout: whether the buyer's cap refused it (rather than a changed cart). */
async function overBuyerCap(sql: Sql, cartId: number, buyer: Buyer, now: Date): Promise<boolean> {
  const [rows] = await sql.batch([stmt`SELECT 1 AS "within" WHERE ${withinBuyerCap(cartId, buyer, now)}`])
  return (rows?.length ?? 0) === 0
}

/**
 * Confirms a guest's order by the secret of the link mailed to its address, at most once, in one
 * transaction: only while every hold of the order still keeps its seats; then the holds become
 * sales and every admitted person gets an e-ticket. A link used again answers the order it confirmed.
 */
export async function confirmPendingOrder(sql: Sql, secret: string, now: Date): Promise<ConfirmOrderResult> {
  if (!CONFIRM_TOKEN_PATTERN.test(secret)) return { ok: false, error: 'unknown' }
  const digest = confirmDigest(secret)
  const [found] = await sql.batch([
    stmt`SELECT "id", "number", "access_key", "status" FROM "orders" WHERE "confirm_token" = ${bind.text(digest)}`,
  ])
  const row = found?.[0]
  if (!row) return { ok: false, error: 'unknown' }
  const order = { orderId: num(row.id), number: String(row.number), accessKey: String(row.access_key ?? '') }
  if (row.status === 'confirmed') return { ok: true, value: { ...order, confirmed: false } }
  if (row.status !== 'pending') return { ok: false, error: 'lapsed', ...order }
  const holds = await sql.query(
    `SELECT "id", "quantity" FROM "reservations" WHERE "order_id" = ${int(order.orderId)} AND "status" = 'held' AND "expires_at" > ${sql.at(now)}`,
  )
  const at = bind.time(now)
  const id = bind.int(order.orderId)
  // This transaction's claim, a value of its own: only the transaction that confirmed writes the tickets.
  const claim = newAccessKey()
  const ours = stmt`SELECT "id" FROM "orders" WHERE "id" = ${id} AND "confirm_claim" = ${bind.text(claim)}`
  await sql.batch([
    ...(sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "orders" WHERE "id" = ${id} FOR UPDATE`] : []),
    stmt`UPDATE "orders" SET "status" = ${bind.choice('confirmed', 'enum_orders_status')}, "confirmed_at" = ${at}, "confirm_claim" = ${bind.text(claim)}, "updated_at" = ${at}
      WHERE "id" = ${id} AND "status" = 'pending' AND "confirm_token" = ${bind.text(digest)} AND "confirm_by" > ${at}
      AND (SELECT COUNT(*) FROM "reservations" WHERE "order_id" = ${id} AND "status" = 'held' AND "expires_at" > ${at}) = ${bind.int(holds.length)}
      AND (SELECT COUNT(*) FROM "reservations" WHERE "order_id" = ${id} AND "status" <> 'released') = ${bind.int(holds.length)}`,
    stmt`UPDATE "reservations" SET "status" = 'sold', "updated_at" = ${at} WHERE "order_id" = (${ours}) AND "status" = 'held'`,
    ...ticketInserts(
      holds.map((hold) => ({ reservationId: num(hold.id), quantity: num(hold.quantity) })),
      ours,
      at,
    ),
  ])
  const [after] = await sql.batch([stmt`SELECT "status", "confirm_claim" FROM "orders" WHERE "id" = ${id}`])
  if (after?.[0]?.status === 'confirmed') return { ok: true, value: { ...order, confirmed: after[0].confirm_claim === claim } }
  return { ok: false, error: 'lapsed', ...order }
}

/** Days an invoice may take to be paid, unless the performance comes first. */
export const INVOICE_DAYS = 14

/**
 * Until when an order must be paid before it lapses (decision 031): an invoice within
 * INVOICE_DAYS, but no later than its first performance; payment at the box office by
 * `boxOfficeLapseMinutes` before the first performance's start (0: until the start, at the door).
 */
export function paymentDue(
  method: CheckoutRequest['buyer']['payment'],
  lines: readonly Pick<CartLine, 'dateStart'>[],
  now: Date,
  boxOfficeLapseMinutes: number,
): Date {
  const starts = lines.map((line) => new Date(line.dateStart).getTime()).filter((time) => Number.isFinite(time))
  const first = starts.length > 0 ? Math.min(...starts) : now.getTime()
  if (method === 'invoice') return new Date(Math.min(now.getTime() + INVOICE_DAYS * 86_400_000, first))
  return new Date(Math.max(now.getTime(), first - boxOfficeLapseMinutes * 60_000))
}

/** The order of the cart a token names, when that cart was ordered. */
export async function orderOfToken(
  sql: Sql,
  cartToken: string,
): Promise<{ orderId: number; number: string; accessKey: string; pending: boolean } | null> {
  if (!TOKEN_PATTERN.test(cartToken)) return null
  const rows = await sql.query(`SELECT "c"."id" FROM "carts" "c" WHERE "c"."token" = ${token(cartToken)} AND "c"."status" = 'ordered'`)
  return rows[0] ? orderOfCart(sql, num(rows[0].id)) : null
}

async function orderOfCart(
  sql: Sql,
  cartId: number,
): Promise<{ orderId: number; number: string; accessKey: string; pending: boolean } | null> {
  const rows = await sql.query(`SELECT "id", "number", "access_key", "status" FROM "orders" WHERE "cart_id" = ${int(cartId)}`)
  const row = rows[0]
  return row
    ? { orderId: num(row.id), number: String(row.number), accessKey: String(row.access_key ?? ''), pending: row.status === 'pending' }
    : null
}

/** The order with its tickets, as the buyer, the customer and the box office see it. */
export async function orderView(payload: Payload, where: Where, locale: Locale): Promise<OrderView | null> {
  const found = await payload.find({ collection: 'orders', where, depth: 0, limit: 1, overrideAccess: true })
  const order = found.docs[0]
  if (!order) return null
  return (await orderViews(payload, [order], locale))[0] ?? null
}

type OrderDoc = import('@/payload-types').Order

/** Orders with their tickets (event, date, place, seat group, price), newest first as given. */
export async function orderViews(payload: Payload, orders: readonly OrderDoc[], locale: Locale): Promise<OrderView[]> {
  if (orders.length === 0) return []
  const tickets = await payload.find({
    collection: 'tickets',
    where: { order: { in: orders.map((order) => order.id) } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = (key: 'event' | 'seat_group' | 'price' | 'reservation') =>
    tickets.docs.map((ticket) => relationId(ticket[key])).filter((id): id is number => id !== null)
  const reservationIds = ids('reservation')
  const [events, groups, prices, reservations] = await Promise.all([
    eventNames(payload, ids('event'), locale),
    namesById(payload, 'seat-groups', ids('seat_group'), locale),
    namesById(payload, 'prices', ids('price'), locale),
    reservationIds.length === 0
      ? null
      : payload.find({
          collection: 'reservations',
          where: { id: { in: [...new Set(reservationIds)] } },
          depth: 0,
          pagination: false,
          select: { timeslot: true, seats: true, quantity: true },
          overrideAccess: true,
        }),
  ])
  const slotOf = new Map((reservations?.docs ?? []).map((reservation) => [reservation.id, relationId(reservation.timeslot)]))
  const admitsOf = new Map(
    (reservations?.docs ?? []).map((reservation) => [
      reservation.id,
      Math.max(1, Math.round(reservation.seats / Math.max(1, reservation.quantity))),
    ]),
  )
  const times = await timeslotTimes(
    payload,
    [...slotOf.values()].filter((id): id is number => id !== null),
  )
  return orders.map((order) => {
    const own: TicketView[] = tickets.docs
      .filter((ticket) => relationId(ticket.order) === order.id)
      .map((ticket) => {
        const names = events.get(relationId(ticket.event) ?? 0)
        return {
          code: ticket.code,
          eventId: relationId(ticket.event) ?? 0,
          title: names?.title ?? '',
          dateStart: names?.dateStart ?? '',
          dateEnd: names?.dateEnd ?? null,
          venue: names?.venue ?? null,
          room: names?.room ?? null,
          seatGroup: groups.get(relationId(ticket.seat_group) ?? 0) ?? '',
          priceName: prices.get(relationId(ticket.price) ?? 0) ?? '',
          timeslot: times.get(slotOf.get(relationId(ticket.reservation) ?? 0) ?? 0) ?? null,
          admits: admitsOf.get(relationId(ticket.reservation) ?? 0) ?? 1,
          status: ticket.status === 'cancelled' ? 'cancelled' : 'valid',
          checkedInAt: ticket.checked_in_at ? new Date(ticket.checked_in_at) : null,
        }
      })
    const lines =
      (order.lines as
        | {
            event_title: string
            date_start: string
            seat_group: string
            timeslot?: string | null
            price_name: string
            quantity: number
            unit_cents: number
          }[]
        | undefined) ?? []
    return {
      id: order.id as number,
      number: String(order.number),
      accessKey: String(order.access_key ?? ''),
      status: order.status === 'cancelled' ? 'cancelled' : order.status === 'pending' ? 'pending' : 'confirmed',
      confirmedAt: new Date(String(order.confirmed_at ?? order.createdAt)),
      confirmBy: order.status === 'pending' && order.confirm_by ? new Date(String(order.confirm_by)) : null,
      cancelReason: order.status === 'cancelled' ? (order.cancel_reason ?? 'box_office') : null,
      buyer: {
        first_name: String(order.first_name),
        last_name: String(order.last_name),
        email: String(order.email),
        street: String(order.street ?? ''),
        postal_code: String(order.postal_code ?? ''),
        city: String(order.city ?? ''),
        country: String(order.country ?? ''),
      },
      payment: order.payment === 'invoice' ? 'invoice' : 'box_office',
      locale: order.locale === 'en' ? 'en' : 'de',
      totalCents: Number(order.total_cents),
      lines: lines.map((line) => ({
        title: line.event_title,
        dateStart: line.date_start,
        seatGroup: line.seat_group,
        timeslot: line.timeslot ?? null,
        priceName: line.price_name,
        quantity: Number(line.quantity),
        unitCents: Number(line.unit_cents),
      })),
      tickets: own,
      mailSentAt: order.mail_sent_at ? new Date(String(order.mail_sent_at)) : null,
      paymentStatus: order.payment_status === 'paid' ? 'paid' : 'awaiting',
      paymentDue: order.payment_due ? new Date(String(order.payment_due)) : null,
      paidAt: order.paid_at ? new Date(String(order.paid_at)) : null,
    }
  })
}

/**
 * Cancels an order (confirmed, or pending its buyer's e-mail address) in one transaction: the order
 * is marked with why, its seats go back on sale at once (sold, or still held for it) and its tickets
 * stop admitting anyone. A second cancellation changes nothing. Answers the performances whose seats
 * came back, or null when the order was not one that stands.
 */
export async function cancelOrder(sql: Sql, orderId: number, now: Date, reason: CancelReason = 'box_office'): Promise<number[] | null> {
  const at = bind.time(now)
  const order = bind.int(orderId)
  // Only this transaction's cancellation (cancelled_at = now) releases: a repeated call finds nothing.
  const ours = stmt`EXISTS (SELECT 1 FROM "orders" WHERE "id" = ${order} AND "status" = 'cancelled' AND "cancelled_at" = ${at})`
  const [cancelled, released] = await sql.batch([
    stmt`UPDATE "orders" SET "status" = 'cancelled', "cancelled_at" = ${at}, "cancel_reason" = ${bind.choice(reason, 'enum_orders_cancel_reason')}, "updated_at" = ${at}
      WHERE "id" = ${order} AND "status" IN ('confirmed', 'pending') RETURNING "id"`,
    stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "order_id" = ${order} AND "status" IN ('sold', 'held') AND ${ours} RETURNING "event_id"`,
    stmt`UPDATE "tickets" SET "status" = 'cancelled', "updated_at" = ${at} WHERE "order_id" = ${order} AND "status" = 'valid' AND ${ours}`,
  ])
  if (!cancelled || cancelled.length === 0) return null
  return [...new Set((released ?? []).map((row) => num(row.event_id)))]
}

/**
 * Lets a ticket in once: the first check-in wins; a second one hears when the first was. Given the
 * performance the door is letting in, a ticket for another one is refused. A ticket of an order
 * that awaits payment is refused with what is owed, unless `recordPayment`: then the order is
 * recorded as paid and the ticket let in, in one transaction (the box office took the money).
 */
export async function checkIn(
  sql: Sql,
  input: string,
  now: Date,
  eventId: number | null = null,
  recordPayment = false,
): Promise<CheckInResult> {
  const code = normaliseTicketCode(input)
  if (!code) return { ok: false, error: 'unknown_ticket' }
  const at = bind.time(now)
  const forEvent = eventId === null ? stmt`` : stmt` AND "event_id" = ${bind.int(eventId)}`
  const ticket = stmt`"code" = ${bind.text(code)} AND "status" = 'valid' AND "checked_in_at" IS NULL${forEvent}`
  const [, done] = await sql.batch([
    recordPayment
      ? stmt`UPDATE "orders" SET "payment_status" = ${bind.choice('paid', 'enum_orders_payment_status')}, "paid_at" = ${at}, "updated_at" = ${at}
          WHERE "id" = (SELECT "order_id" FROM "tickets" WHERE ${ticket}) AND "status" = 'confirmed' AND "payment_status" = 'awaiting'`
      : stmt`SELECT 1`,
    stmt`UPDATE "tickets" SET "checked_in_at" = ${at}, "updated_at" = ${at} WHERE ${ticket}
        AND EXISTS (SELECT 1 FROM "orders" "o" WHERE "o"."id" = "tickets"."order_id" AND "o"."payment_status" = 'paid')
      RETURNING "event_id", (SELECT "r"."seats" / "r"."quantity" FROM "reservations" "r" WHERE "r"."id" = "tickets"."reservation_id") AS "admits"`,
  ])
  if (done && done[0])
    return { ok: true, value: { code, eventId: num(done[0].event_id), checkedInAt: now, admits: Math.max(1, num(done[0].admits)) } }
  const [rows] = await sql.batch([
    stmt`SELECT "t"."status", "t"."checked_in_at", "t"."event_id", "o"."id" AS "order_id", "o"."number", "o"."total_cents", "o"."payment_status"
      FROM "tickets" "t" JOIN "orders" "o" ON "o"."id" = "t"."order_id" WHERE "t"."code" = ${bind.text(code)}`,
  ])
  const row = rows?.[0]
  if (!row) return { ok: false, error: 'unknown_ticket' }
  if (row.status === 'cancelled') return { ok: false, error: 'cancelled' }
  if (eventId !== null && num(row.event_id) !== eventId) return { ok: false, error: 'other_performance', eventId: num(row.event_id) }
  if (row.checked_in_at) return { ok: false, error: 'already_checked_in', at: dateOf(row.checked_in_at) ?? now }
  if (row.payment_status !== 'paid')
    return { ok: false, error: 'unpaid', orderId: num(row.order_id), number: String(row.number), owedCents: num(row.total_cents) }
  return { ok: false, error: 'already_checked_in', at: dateOf(row.checked_in_at) ?? now }
}

/** Records an unpaid, confirmed order as paid; false when it was not awaiting payment. */
export async function recordPayment(sql: Sql, orderId: number, now: Date): Promise<boolean> {
  const at = bind.time(now)
  const [rows] = await sql.batch([
    stmt`UPDATE "orders" SET "payment_status" = ${bind.choice('paid', 'enum_orders_payment_status')}, "paid_at" = ${at}, "updated_at" = ${at}
      WHERE "id" = ${bind.int(orderId)} AND "status" = 'confirmed' AND "payment_status" = 'awaiting' RETURNING "id"`,
  ])
  return (rows?.length ?? 0) > 0
}

/**
 * Lets orders lapse (decision 031), each in one conditional transaction, so two servers running
 * this at once cancel each order once: unpaid orders past their payment deadline whose first
 * performance has not begun (an invoice's deadline; at the box office, the minutes before the start
 * the back office sets), and guests' orders whose e-mail address was not confirmed in time (their
 * holds already stopped keeping seats by the clock; this marks them for the box office). An order
 * due at the performance's start is left to the door. Answers the performances whose seats came back.
 */
export async function cancelOverdueOrders(sql: Sql, now: Date): Promise<number[]> {
  const at = sql.at(now)
  const unpaid = await sql.query(`SELECT "o"."id" FROM "orders" "o"
    WHERE "o"."status" = 'confirmed' AND "o"."payment_status" = 'awaiting' AND "o"."payment_due" < ${at}
      AND (SELECT MIN("e"."date_start") FROM "reservations" "r" JOIN "events" "e" ON "e"."id" = "r"."event_id" WHERE "r"."order_id" = "o"."id") > ${at}
    ORDER BY "o"."payment_due" LIMIT 100`)
  const unconfirmed = await sql.query(
    `SELECT "o"."id" FROM "orders" "o" WHERE "o"."status" = 'pending' AND "o"."confirm_by" <= ${at} ORDER BY "o"."confirm_by" LIMIT 100`,
  )
  const events = new Set<number>()
  for (const [rows, reason] of [
    [unpaid, 'lapsed'],
    [unconfirmed, 'unconfirmed'],
  ] as const) {
    for (const row of rows) for (const eventId of (await cancelOrder(sql, num(row.id), now, reason)) ?? []) events.add(eventId)
  }
  return [...events]
}

/** Capacity, seats held now and seats sold, per seat group and timeslot of a performance. */
export async function performanceReport(sql: Sql, eventId: number, now: Date): Promise<PerformanceReport> {
  const count = (table: 'seat_groups' | 'timeslots', column: 'seat_group_id' | 'timeslot_id') =>
    `SELECT "t"."id", "t"."capacity", "t"."status",
      (SELECT COALESCE(SUM("r"."seats"), 0) FROM "reservations" "r" WHERE "r"."${column}" = "t"."id" AND "r"."status" = 'held' AND "r"."expires_at" > ${sql.at(now)}) AS "held",
      (SELECT COALESCE(SUM("r"."seats"), 0) FROM "reservations" "r" WHERE "r"."${column}" = "t"."id" AND "r"."status" = 'sold') AS "sold",
      (SELECT COALESCE(SUM("r"."seats" / "r"."quantity"), 0) FROM "tickets" "k" JOIN "reservations" "r" ON "r"."id" = "k"."reservation_id" WHERE "r"."${column}" = "t"."id" AND "k"."checked_in_at" IS NOT NULL AND "k"."status" = 'valid') AS "checked_in"
      FROM "${table}" "t" WHERE "t"."event_id" = ${int(eventId)} ORDER BY "t"."id"`
  const [groups, slots] = await Promise.all([
    sql.query(count('seat_groups', 'seat_group_id')),
    sql.query(count('timeslots', 'timeslot_id')),
  ])
  const shape = (row: Record<string, unknown>) => ({
    id: num(row.id),
    capacity: num(row.capacity),
    held: num(row.held),
    sold: num(row.sold),
    checkedIn: num(row.checked_in),
    open: String(row.status) === '1',
  })
  return { eventId, seatGroups: groups.map(shape), timeslots: slots.map(shape) }
}

/** The box office's search: an order number, a ticket code, or part of a buyer's name or e-mail. */
export async function findOrderIds(payload: Payload, query: string): Promise<number[]> {
  const text = query.trim()
  if (text.length < 2 || text.length > 100) return []
  const or: Where[] = [
    { number: { equals: text.toUpperCase() } },
    { last_name: { like: text } },
    { first_name: { like: text } },
    { email: { like: text } },
  ]
  const code = normaliseTicketCode(text)
  if (code) {
    const ticket = await payload.find({
      collection: 'tickets',
      where: { code: { equals: code } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const orderId = relationId(ticket.docs[0]?.order)
    if (orderId !== null) or.push({ id: { equals: orderId } })
  }
  const found = await payload.find({
    collection: 'orders',
    where: { or },
    sort: '-confirmed_at',
    depth: 0,
    limit: 20,
    select: { number: true },
    overrideAccess: true,
  })
  return found.docs.map((order) => order.id)
}
