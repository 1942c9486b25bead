import 'server-only'

import { normaliseTicketCode } from '../../domain/order'
import type { CancelReason, CheckInResult } from '../../provider'
import { bind, dateOf, num, type Sql, type Statement, stmt } from '@/lib/db/sql'

import { creditGiveBack } from './creditLedger'
import { voucherGiveBack } from './vouchers'

/**
 * What happens to an order after it stands (our own provider): cancellation, payment at the box
 * office, the lapse of unpaid orders, and the door's check-in. Each is one transaction.
 */

/**
 * Cancels an order (confirmed, or pending its buyer's e-mail address) in one transaction: the order
 * is marked with why, its seats go back on sale at once (sold, or still held for it) and its tickets
 * stop admitting anyone. A second cancellation changes nothing. Answers the performances whose seats
 * came back, or null when the order was not one that stands. What gift vouchers paid of it goes back
 * onto them; the vouchers it bought stop paying with it.
 */
export async function cancelOrder(
  sql: Sql,
  orderId: number,
  now: Date,
  reason: CancelReason = 'box_office',
  { onlyUnpaid = false, also = () => [] }: { onlyUnpaid?: boolean; also?: (ours: Statement) => Statement[] } = {},
): Promise<number[] | null> {
  const at = bind.time(now)
  const order = bind.int(orderId)
  // A customer giving a reservation back, or an erasure: a payment recorded at the same moment wins.
  const unpaid = onlyUnpaid ? stmt` AND "payment_status" = 'awaiting'` : stmt``
  // Only this transaction's cancellation (cancelled_at = now) releases: a repeated call finds nothing.
  const ours = stmt`EXISTS (SELECT 1 FROM "orders" WHERE "id" = ${order} AND "status" = 'cancelled' AND "cancelled_at" = ${at})`
  const [cancelled, released] = await sql.batch([
    stmt`UPDATE "orders" SET "status" = 'cancelled', "cancelled_at" = ${at},
      "cancel_reason" = ${bind.choice(reason, 'enum_orders_cancel_reason')}, "updated_at" = ${at}
      WHERE "id" = ${order} AND "status" IN ('confirmed', 'pending')${unpaid} RETURNING "id"`,
    stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "order_id" = ${order} AND "status" IN ('sold',
      'held') AND ${ours} RETURNING "event_id"`,
    stmt`UPDATE "tickets" SET "status" = 'cancelled', "updated_at" = ${at} WHERE "order_id" = ${order} AND "status" = 'valid' AND ${ours}`,
    // What vouchers and credit paid of it goes back onto them (decision 039).
    ...voucherGiveBack(orderId, ours, now),
    ...creditGiveBack(orderId, ours, now),
    // What the caller settles with the cancellation, in the same transaction (a refund of a cancelled performance).
    ...also(ours),
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
    stmt`SELECT "t"."status", "t"."checked_in_at", "t"."event_id", "o"."id" AS "order_id", "o"."number", "o"."total_cents", "o"."voucher_cents", "o"."credit_cents", "o"."payment_status"
      FROM "tickets" "t" JOIN "orders" "o" ON "o"."id" = "t"."order_id" WHERE "t"."code" = ${bind.text(code)}`,
  ])
  const row = rows?.[0]
  if (!row) return { ok: false, error: 'unknown_ticket' }
  if (row.status === 'cancelled') return { ok: false, error: 'cancelled' }
  if (eventId !== null && num(row.event_id) !== eventId) return { ok: false, error: 'other_performance', eventId: num(row.event_id) }
  if (row.checked_in_at) return { ok: false, error: 'already_checked_in', at: dateOf(row.checked_in_at) ?? now }
  if (row.payment_status !== 'paid')
    return {
      ok: false,
      error: 'unpaid',
      orderId: num(row.order_id),
      number: String(row.number),
      owedCents: Math.max(0, num(row.total_cents) - num(row.voucher_cents) - num(row.credit_cents)),
    }
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
 * the back office sets; an order of gift vouchers alone, by its deadline), and guests' orders whose e-mail address was not confirmed in time (their
 * holds already stopped keeping seats by the clock; this marks them for the box office). An order
 * due at the performance's start is left to the door. Answers the performances whose seats came back.
 */
export async function cancelOverdueOrders(sql: Sql, now: Date): Promise<number[]> {
  const at = sql.at(now)
  const unpaid = await sql.query(`SELECT "o"."id" FROM "orders" "o"
    WHERE "o"."status" = 'confirmed' AND "o"."payment_status" = 'awaiting' AND "o"."payment_due" < ${at}
      AND ((SELECT MIN("e"."date_start") FROM "reservations" "r" JOIN "events" "e" ON "e"."id" = "r"."event_id" WHERE "r"."order_id" = "o"."id") > ${at}
        OR NOT EXISTS (SELECT 1 FROM "reservations" "r" WHERE "r"."order_id" = "o"."id"))
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
