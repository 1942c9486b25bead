import 'server-only'

import { bind, dateOf, num, type Sql, type Statement, stmt } from '@/lib/db/sql'

import type { CancelledPerformance, CreditView, RefundMethod } from '../../provider'
import { cancelOrder } from './settlement'

/**
 * Account credit and the refunds of a cancelled performance in our own provider (decision 039).
 * The balance is a column of the customer; every change is a credit movement in the same
 * transaction, and spending is one conditional write under the customer's row lock.
 */

/** A refund of `cents` for an order: onto the customer's credit (with its movement), or open for a bank transfer. */
function refundStatements(
  order: { id: number; customerId: number | null },
  eventId: number,
  cents: number,
  method: RefundMethod,
  now: Date,
  when: Statement,
): Statement[] {
  const at = bind.time(now)
  const asCredit = method === 'credit' && order.customerId !== null
  const refund = stmt`INSERT INTO "refunds" ("order_id", "event_id", "amount_cents", "method", "status", "done_at", "updated_at", "created_at")
    SELECT ${bind.int(order.id)}, ${bind.int(eventId)}, ${bind.int(cents)}, ${bind.choice(asCredit ? 'credit' : 'bank', 'enum_refunds_method')},
      ${bind.choice(asCredit ? 'done' : 'open', 'enum_refunds_status')}, ${asCredit ? at : { raw: 'NULL' }}, ${at}, ${at} WHERE ${when}`
  if (!asCredit || order.customerId === null) return [refund]
  const customer = bind.int(order.customerId)
  return [
    refund,
    stmt`UPDATE "customers" SET "credit_cents" = "credit_cents" + ${bind.int(cents)} WHERE "id" = ${customer} AND ${when}`,
    stmt`INSERT INTO "credit_movements" ("customer_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT ${customer}, ${bind.int(order.id)}, ${bind.int(cents)}, ${bind.choice('refund', 'enum_credit_movements_kind')}, ${at}, ${at} WHERE ${when}`,
  ]
}

type Affected = {
  id: number
  customerId: number | null
  status: string
  paid: boolean
  paidInMoney: number
  /** What the order's tickets (or holds) of the performance are worth. */
  value: number
  /** Whether the order has tickets or holds of other performances that stand. */
  others: boolean
}

async function affectedOrders(sql: Sql, eventId: number): Promise<Affected[]> {
  const event = bind.int(eventId)
  const [rows] = await sql.batch([
    stmt`SELECT "o"."id", "o"."customer_id", "o"."status", "o"."payment_status", "o"."total_cents", "o"."voucher_cents", "o"."credit_cents",
      (SELECT COALESCE(SUM("r"."unit_cents" * "r"."quantity"), 0) FROM "reservations" "r"
        WHERE "r"."order_id" = "o"."id" AND "r"."event_id" = ${event} AND "r"."status" IN ('sold', 'held')) AS "value",
      (SELECT COUNT(*) FROM "reservations" "r" WHERE "r"."order_id" = "o"."id" AND "r"."event_id" <> ${event}
        AND "r"."status" IN ('sold', 'held')) AS "others"
    FROM "orders" "o" WHERE "o"."status" IN ('confirmed', 'pending')
      AND EXISTS (SELECT 1 FROM "reservations" "r" WHERE "r"."order_id" = "o"."id" AND "r"."event_id" = ${event} AND "r"."status" IN ('sold', 'held'))
    ORDER BY "o"."id"`,
  ])
  return (rows ?? []).map((row) => ({
    id: num(row.id),
    customerId: row.customer_id === null || row.customer_id === undefined ? null : num(row.customer_id),
    status: String(row.status),
    paid: row.payment_status === 'paid',
    paidInMoney: num(row.total_cents) - num(row.voucher_cents) - num(row.credit_cents),
    value: num(row.value),
    others: num(row.others) > 0,
  }))
}

/**
 * The festival cancels a performance (issue 46): its sale closes, every hold of it is let go, and
 * every order with tickets of it is settled, each in its own transaction so a second run settles
 * nothing twice. An order of this performance alone is cancelled like any (what vouchers and credit
 * paid goes back to them) and what was paid in money is refunded; an order with other performances
 * keeps them, loses these tickets, and is refunded their value when paid, or owes that much less.
 * A refund goes onto the buyer's account credit when `method` is credit and the order has an
 * account; otherwise it is left open for a bank transfer.
 */
export async function cancelPerformance(sql: Sql, eventId: number, method: RefundMethod, now: Date): Promise<CancelledPerformance> {
  const at = bind.time(now)
  const event = bind.int(eventId)
  await sql.batch([
    stmt`UPDATE "seat_groups" SET "status" = ${bind.choice('0', 'enum_seat_groups_status')}, "updated_at" = ${at} WHERE "event_id" = ${event}`,
    stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "event_id" = ${event} AND "status" = 'held' AND "order_id" IS NULL`,
  ])
  const result: CancelledPerformance = { orders: 0, creditCents: 0, bankCents: 0 }
  const count = (order: Affected, cents: number) => {
    result.orders += 1
    if (cents <= 0) return
    if (method === 'credit' && order.customerId !== null) result.creditCents += cents
    else result.bankCents += cents
  }
  for (const order of await affectedOrders(sql, eventId)) {
    if (!order.others) {
      if ((await cancelOrder(sql, order.id, now, 'performance_cancelled')) === null) continue
      const cents = order.paid ? order.paidInMoney : 0
      // Only this run's cancellation refunds: the order was cancelled at this very instant.
      const ours = stmt`EXISTS (SELECT 1 FROM "orders" WHERE "id" = ${bind.int(order.id)} AND "cancelled_at" = ${at})`
      if (cents > 0) await sql.batch(refundStatements(order, eventId, cents, method, now, ours))
      count(order, cents)
      continue
    }
    const id = bind.int(order.id)
    // This run's claim: the tickets of the performance cancelled at this instant (none on a second run).
    const ours = stmt`EXISTS (SELECT 1 FROM "reservations" WHERE "order_id" = ${id} AND "event_id" = ${event} AND "status" = 'released'
      AND "updated_at" = ${at})`
    const [released] = await sql.batch([
      stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "order_id" = ${id} AND "event_id" = ${event}
        AND "status" IN ('sold', 'held') RETURNING "id"`,
      stmt`UPDATE "tickets" SET "status" = 'cancelled', "updated_at" = ${at} WHERE "order_id" = ${id} AND "event_id" = ${event} AND "status" = 'valid'
        AND ${ours}`,
      // Unpaid: these tickets are no longer owed.
      stmt`UPDATE "orders" SET "total_cents" = "total_cents" - ${bind.int(order.value)}, "updated_at" = ${at}
        WHERE "id" = ${id} AND "payment_status" = 'awaiting' AND ${ours}`,
      ...(order.paid && order.value > 0 ? refundStatements(order, eventId, order.value, method, now, ours) : []),
    ])
    if ((released?.length ?? 0) > 0) count(order, order.paid ? order.value : 0)
  }
  return result
}

/** The customer's credit and its history, newest first. */
export async function customerCredit(sql: Sql, customerId: number): Promise<CreditView> {
  const customer = bind.int(customerId)
  const [balance, movements] = await sql.batch([
    stmt`SELECT "credit_cents" FROM "customers" WHERE "id" = ${customer}`,
    stmt`SELECT "m"."amount_cents", "m"."kind", "m"."created_at", "o"."number" FROM "credit_movements" "m"
      LEFT JOIN "orders" "o" ON "o"."id" = "m"."order_id" WHERE "m"."customer_id" = ${customer} ORDER BY "m"."id" DESC LIMIT 100`,
  ])
  return {
    balanceCents: num(balance?.[0]?.credit_cents),
    movements: (movements ?? []).map((row) => ({
      amountCents: num(row.amount_cents),
      kind: row.kind === 'spent' ? 'spent' : row.kind === 'returned' ? 'returned' : 'refund',
      at: dateOf(row.created_at) ?? new Date(0),
      orderNumber: row.number === null || row.number === undefined ? null : String(row.number),
    })),
  }
}

/** The box office records a bank refund as transferred; false when it was not open. */
export async function markRefundDone(sql: Sql, refundId: number, now: Date): Promise<boolean> {
  const at = bind.time(now)
  const [rows] = await sql.batch([
    stmt`UPDATE "refunds" SET "status" = ${bind.choice('done', 'enum_refunds_status')}, "done_at" = ${at}, "updated_at" = ${at}
      WHERE "id" = ${bind.int(refundId)} AND "status" = 'open' RETURNING "id"`,
  ])
  return (rows?.length ?? 0) > 0
}
