import 'server-only'

import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { berlinParts } from '@/lib/time/berlin'
import { CONFIRM_TOKEN_PATTERN, firstStartOf, newAccessKey, newTicketCode, ORDER_CONFIRM_MINUTES, orderNumber } from '../../domain/order'
import type { CartDetail, CartLine, CheckoutRequest, CheckoutResult, ConfirmOrderResult } from '../../provider'
import { type Buyer, buyerDigest, buyerLocks, withinBuyerCap } from './caps'
import { gatherSubscriptions } from '../../domain/subscription'
import { bind, type Bound, int, num, type Sql, type Statement, stmt } from '@/lib/db/sql'
import { orderOfCart } from './orderViews'
import { creditSpending } from './creditLedger'
import { voucherSpending } from './vouchers'

/**
 * An order comes to stand (our own provider): the one-transaction confirmation that turns a cart's
 * holds into sold seats and tickets, the buyer's cap checked in it (decision 031), the guest's
 * confirmation by mailed link, and when an unpaid order is due.
 */

const lineId = () => randomBytes(12).toString('hex')

/** The digest under which an order keeps the secret of its confirmation link. */
export function confirmDigest(secret: string): string {
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
        stmt`INSERT INTO "tickets" ("code", "order_id", "customer_id", "reservation_id", "event_id", "seat_group_id", "price_id", "status",
          "updated_at", "created_at")
          SELECT ${bind.text(newTicketCode())}, "r"."order_id", "r"."customer_id", "r"."id", "r"."event_id", "r"."seat_group_id",
            "r"."price_id", ${bind.choice('valid', 'enum_tickets_status')}, ${at}, ${at}
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
  // A voucher pays part or all (decision 039): its lock comes after the buyer's, its condition joins the cart's claim.
  const voucherCents = request.voucher ? Math.min(request.voucher.cents, total) : 0
  const voucher = request.voucher && voucherCents > 0 ? voucherSpending(sql, request.voucher.code, voucherCents, ours, now) : null
  // The account's credit pays (part of) the rest when the customer chose it; its lock comes after the voucher's.
  const creditCents = request.customerId !== null && request.creditCents ? Math.min(request.creditCents, total - voucherCents) : 0
  const credit = request.customerId !== null && creditCents > 0 ? creditSpending(sql, request.customerId, creditCents, ours, now) : null
  const paidInFull = (voucher !== null || credit !== null) && voucherCents + creditCents === total
  const statements = [
    ...buyerLocks(sql, who),
    ...(sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "carts" WHERE "id" = ${cartId} FOR UPDATE`] : []),
    ...(voucher?.lock ?? []),
    ...(credit?.lock ?? []),
    stmt`UPDATE "carts" SET "status" = 'ordered', "customer_id" = COALESCE("customer_id", ${bind.int(request.customerId)}), "updated_at" = ${at}
      WHERE "id" = ${cartId} AND "status" = 'open'
      AND (SELECT COUNT(*) FROM "reservations" WHERE ${held}) = ${bind.int(live.length)}
      AND (SELECT COALESCE(SUM("quantity" * "unit_cents"), 0) FROM "reservations" WHERE ${held}) = ${bind.int(total)}
      AND ${wholeSubscriptions(cartId, at)}
      AND ${withinBuyerCap(cart.cartId, who, now)}${voucher ? stmt` AND ${voucher.condition}` : stmt``}${credit ? stmt` AND ${credit.condition}` : stmt``}`,
    stmt`INSERT INTO "orders" ("number", "cart_id", "customer_id", "first_name", "last_name", "email", "buyer_key", "street", "postal_code",
      "city", "country", "total_cents", "voucher_cents", "credit_cents", "payment", "payment_status", "paid_at", "payment_due", "locale", "access_key",
      "confirm_token", "confirm_by", "status", "confirmed_at", "updated_at", "created_at")
      SELECT ${bind.text(number)}, ${cartId}, ${bind.int(request.customerId)}, ${bind.text(buyer.first_name)},
        ${bind.text(buyer.last_name)}, ${bind.text(buyer.email)}, ${bind.text(who.key)}, ${bind.text(buyer.street)},
        ${bind.text(buyer.postal_code)}, ${bind.text(buyer.city)}, ${bind.text(buyer.country)},
        ${bind.int(total)}, ${bind.int(voucherCents)}, ${bind.int(creditCents)},
          ${bind.choice(buyer.payment, 'enum_orders_payment')},
          ${bind.choice(paidInFull ? 'paid' : 'awaiting', 'enum_orders_payment_status')}, ${paidInFull ? at : { raw: 'NULL' }},
          ${bind.time(due)}, ${bind.choice(request.locale, 'enum_orders_locale')}, ${bind.text(accessKey)},
        ${bind.text(confirmToken === null ? null : confirmDigest(confirmToken))}, ${pending ? bind.time(confirmBy) : { raw: 'NULL' }},
          ${bind.choice(pending ? 'pending' : 'confirmed', 'enum_orders_status')}, ${pending ? { raw: 'NULL' } : at}, ${at}, ${at}
      WHERE EXISTS (SELECT 1 FROM "carts" WHERE "id" = ${cartId} AND "status" = 'ordered') AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "cart_id" = ${cartId})`,
    ...orderLinesOf(live).map(
      (line, index) =>
        stmt`INSERT INTO "orders_lines" ("_order", "_parent_id", "id", "kind", "subscription_key", "event_title", "date_start", "seat_group",
          "timeslot", "price_name", "quantity", "unit_cents")
          SELECT ${bind.int(index + 1)}, "o"."id", ${bind.text(lineId())}, ${bind.choice(line.kind, 'enum_orders_lines_kind')},
            ${bind.text(line.subscription)}, ${bind.text(line.title)},
            ${bind.time(new Date(line.dateStart || now))}, ${bind.text(line.seatGroup)}, ${bind.text(line.timeslot)},
            ${bind.text(line.priceName)}, ${bind.int(line.quantity)}, ${bind.int(line.unitCents)}
          FROM (${ours}) "o"`,
    ),
    pending
      ? // The holds keep the seats until the address is confirmed, then lapse by the clock.
        stmt`UPDATE "reservations" SET "order_id" = (${ours}), "expires_at" = ${bind.time(confirmBy)}, "updated_at" = ${at} WHERE ${held} AND EXISTS (${ours})`
      : stmt`UPDATE "reservations" SET "status" = 'sold', "order_id" = (${ours}), "customer_id" = COALESCE("customer_id",
        ${bind.int(request.customerId)}), "updated_at" = ${at}
          WHERE ${held} AND EXISTS (${ours})`,
    ...(voucher?.spend ?? []),
    ...(credit?.spend ?? []),
    ...(pending ? [] : ticketInserts(live, ours, at)),
  ]
  await sql.batch(statements)
  const order = await orderOfCart(sql, cart.cartId)
  if (!order) {
    if (await overBuyerCap(sql, cart.cartId, who, now)) return { ok: false, error: 'limit_reached' }
    if (voucher && !(await stillPays(sql, voucher.condition))) return { ok: false, error: 'voucher_changed' }
    return { ok: false, error: credit && !(await stillPays(sql, credit.condition)) ? 'credit_changed' : 'cart_changed' }
  }
  const created = order.accessKey === accessKey
  return { ok: true, value: { ...order, created, confirmToken: created ? confirmToken : null } }
}

/**
 * A subscription is sold whole or not at all (decision 040): no held row of the cart belongs to a
 * subscription with a row that is not held here too (let go, run out, or in another cart).
 */
function wholeSubscriptions(cartId: Bound, at: Bound): Statement {
  return stmt`NOT EXISTS (SELECT 1 FROM "reservations" "h" WHERE "h"."cart_id" = ${cartId} AND "h"."status" = 'held' AND "h"."expires_at" > ${at}
    AND "h"."subscription_key" IS NOT NULL AND EXISTS (SELECT 1 FROM "reservations" "o" WHERE "o"."subscription_key" = "h"."subscription_key"
      AND NOT ("o"."cart_id" = ${cartId} AND "o"."status" = 'held' AND "o"."expires_at" > ${at})))`
}

type OrderLine = Pick<CartLine, 'title' | 'dateStart' | 'seatGroup' | 'timeslot' | 'priceName' | 'quantity' | 'unitCents'> & {
  kind: 'ticket' | 'subscription'
  subscription: string | null
}

/**
 * The order's lines from the cart's: a line per hold, but a series subscription as one line of its
 * own (issue 46), the series with its package price (the sum of its holds' shares), its first
 * performance's date and the seat groups it holds.
 */
export function orderLinesOf(lines: readonly CartLine[]): OrderLine[] {
  return gatherSubscriptions(lines, (line) => line.subscription?.key ?? null).map((entry) => {
    const [first] = entry.items
    if (entry.key === null) return { ...first, kind: 'ticket', subscription: null }
    const name = first?.subscription?.name ?? ''
    const starts = entry.items.map((line) => line.dateStart).filter(Boolean)
    return {
      kind: 'subscription',
      subscription: entry.key,
      title: name,
      dateStart: starts.length > 0 ? starts.reduce((earliest, start) => (start < earliest ? start : earliest)) : '',
      seatGroup: [...new Set(entry.items.map((line) => line.seatGroup))].join(' / '),
      timeslot: null,
      priceName: name,
      quantity: 1,
      unitCents: entry.items.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    }
  })
}

/** After a refused checkout: whether the voucher (or the credit) still pays what the buyer saw it pay (else it was spent meanwhile). */
async function stillPays(sql: Sql, condition: Statement): Promise<boolean> {
  const [rows] = await sql.batch([stmt`SELECT 1 AS "pays" WHERE ${condition}`])
  return (rows?.length ?? 0) > 0
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
    stmt`UPDATE "orders" SET "status" = ${bind.choice('confirmed', 'enum_orders_status')}, "confirmed_at" = ${at},
      "confirm_claim" = ${bind.text(claim)}, "updated_at" = ${at}
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
  const first = (firstStartOf(lines) ?? now).getTime()
  if (method === 'invoice') return new Date(Math.min(now.getTime() + INVOICE_DAYS * 86_400_000, first))
  return new Date(Math.max(now.getTime(), first - boxOfficeLapseMinutes * 60_000))
}
