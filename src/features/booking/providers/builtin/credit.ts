import 'server-only'

import { bind, dateOf, num, type Sql, type Statement, stmt } from '@/lib/db/sql'

import type { CancelledPerformance, CreditBalance, CreditView, RefundMethod } from '../../provider'
import { creditMove } from './creditLedger'
import { cancelOrder } from './settlement'
import { voucherMove, vouchersTakenBy } from './vouchers'

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
  return [refund, ...creditMove(order.customerId, order.id, cents, 'refund', now, when)]
}

type Affected = {
  id: number
  customerId: number | null
  paid: boolean
  /** A guest's order whose e-mail address was never confirmed. */
  pending: boolean
  totalCents: number
  voucherCents: number
  creditCents: number
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
    paid: row.payment_status === 'paid',
    pending: row.status === 'pending',
    totalCents: num(row.total_cents),
    voucherCents: num(row.voucher_cents),
    creditCents: num(row.credit_cents),
    value: num(row.value),
    others: num(row.others) > 0,
  }))
}

/** What each voucher paid of an order and has not had back, by voucher. */
async function vouchersTaken(sql: Sql, orderId: number): Promise<{ voucherId: number; cents: number }[]> {
  const [rows] = await sql.batch([stmt`${vouchersTakenBy(orderId)} ORDER BY "m"."voucher_id"`])
  return (rows ?? []).map((row) => ({ voucherId: num(row.voucher_id), cents: num(row.cents) }))
}

/**
 * What goes back when an order keeps its other performances and loses `value` of this one: what was
 * paid beyond the new total returns to the credit first, then the vouchers, then (paid in money) as
 * a refund; an unpaid order that vouchers and credit now cover wholly is paid.
 */
function partialSettlement(order: Affected, taken: readonly { voucherId: number; cents: number }[]) {
  const total = order.totalCents - order.value
  const paidSoFar = order.paid ? order.totalCents : order.voucherCents + order.creditCents
  let rest = Math.max(0, paidSoFar - total)
  const fromCredit = Math.min(order.creditCents, rest)
  rest -= fromCredit
  const fromVouchers = taken.map((voucher) => {
    const cents = Math.min(voucher.cents, rest)
    rest -= cents
    return { voucherId: voucher.voucherId, cents }
  })
  const voucherCents = order.voucherCents - fromVouchers.reduce((sum, voucher) => sum + voucher.cents, 0)
  const creditCents = order.creditCents - fromCredit
  return {
    total,
    fromCredit,
    fromVouchers,
    voucherCents,
    creditCents,
    money: order.paid ? rest : 0,
    paid: order.paid || voucherCents + creditCents >= total,
  }
}

/**
 * The festival cancels a performance (issue 46): its sale closes, every hold of it is let go, and
 * every order with tickets of it is settled, each in one transaction with its refund, so a second
 * run settles nothing twice and a crash loses no refund. An order of this performance alone is
 * cancelled like any (what vouchers and credit paid goes back to them) and what was paid in money
 * is refunded; an order with other performances keeps them, loses these tickets and costs that
 * much less (partialSettlement). A refund in money goes onto the buyer's account credit when
 * `method` is credit and the order has an account; otherwise it is left open for a bank transfer.
 */
export async function cancelPerformance(sql: Sql, eventId: number, method: RefundMethod, now: Date): Promise<CancelledPerformance> {
  const at = bind.time(now)
  const event = bind.int(eventId)
  await sql.batch([
    stmt`UPDATE "seat_groups" SET "status" = ${bind.choice('0', 'enum_seat_groups_status')}, "updated_at" = ${at} WHERE "event_id" = ${event}`,
    // A subscription in a basket goes whole with the performance it can no longer include (decision 040).
    stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "status" = 'held' AND "order_id" IS NULL
      AND "subscription_key" IN (SELECT "k"."subscription_key" FROM "reservations" "k" WHERE "k"."event_id" = ${event}
        AND "k"."subscription_key" IS NOT NULL AND "k"."status" = 'held' AND "k"."order_id" IS NULL)`,
    stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "event_id" = ${event} AND "status" = 'held' AND "order_id" IS NULL`,
  ])
  const result: CancelledPerformance = { orders: 0, creditCents: 0, bankCents: 0, settled: [] }
  const count = (order: Affected, cents: number, whole: boolean) => {
    result.orders += 1
    const refundedAs = cents <= 0 ? null : method === 'credit' && order.customerId !== null ? 'credit' : 'bank'
    result.settled.push({
      orderId: order.id,
      refundCents: Math.max(0, cents),
      refundedAs,
      wholeOrder: whole,
      addressConfirmed: !order.pending,
    })
    if (refundedAs === 'credit') result.creditCents += cents
    if (refundedAs === 'bank') result.bankCents += cents
  }
  for (const order of await affectedOrders(sql, eventId)) {
    if (!order.others) {
      const money = order.paid ? order.totalCents - order.voucherCents - order.creditCents : 0
      const also = (ours: Statement) => (money > 0 ? refundStatements(order, eventId, money, method, now, ours) : [])
      if ((await cancelOrder(sql, order.id, now, 'performance_cancelled', { also })) !== null) count(order, money, true)
      continue
    }
    const settled = partialSettlement(order, await vouchersTaken(sql, order.id))
    const id = bind.int(order.id)
    // This run's claim: the order written at this instant with its new total (a second run finds no tickets of the performance).
    const ours = stmt`EXISTS (SELECT 1 FROM "orders" WHERE "id" = ${id} AND "updated_at" = ${at} AND "total_cents" = ${bind.int(settled.total)})`
    const [, claimed] = await sql.batch([
      // The order first, as every other writer of it locks it (no deadlock with the lapse job or the counter).
      sql.dialect === 'postgres' ? stmt`SELECT "id" FROM "orders" WHERE "id" = ${id} FOR UPDATE` : stmt`SELECT 1`,
      stmt`UPDATE "orders" SET "total_cents" = ${bind.int(settled.total)}, "voucher_cents" = ${bind.int(settled.voucherCents)},
        "credit_cents" = ${bind.int(settled.creditCents)}, "updated_at" = ${at},
        "payment_status" = ${bind.choice(settled.paid ? 'paid' : 'awaiting', 'enum_orders_payment_status')},
        "paid_at" = ${settled.paid && !order.paid ? at : stmt`"paid_at"`}
        WHERE "id" = ${id} AND "status" IN ('confirmed', 'pending') AND "total_cents" = ${bind.int(order.totalCents)}
          AND "voucher_cents" = ${bind.int(order.voucherCents)} AND "credit_cents" = ${bind.int(order.creditCents)}
          AND EXISTS (SELECT 1 FROM "reservations" WHERE "order_id" = ${id} AND "event_id" = ${event} AND "status" IN ('sold', 'held'))
        RETURNING "id"`,
      stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE "order_id" = ${id} AND "event_id" = ${event}
        AND "status" IN ('sold', 'held') AND ${ours}`,
      stmt`UPDATE "tickets" SET "status" = 'cancelled', "updated_at" = ${at} WHERE "order_id" = ${id} AND "event_id" = ${event} AND "status" = 'valid'
        AND ${ours}`,
      ...(settled.fromCredit > 0 && order.customerId !== null
        ? creditMove(order.customerId, order.id, settled.fromCredit, 'returned', now, ours)
        : []),
      ...settled.fromVouchers
        .filter((voucher) => voucher.cents > 0)
        .flatMap((voucher) => voucherMove({ id: voucher.voucherId }, order.id, voucher.cents, 'returned', now, ours)),
      ...(settled.money > 0 ? refundStatements(order, eventId, settled.money, method, now, ours) : []),
    ])
    if ((claimed?.length ?? 0) > 0) count(order, settled.money, false)
  }
  return result
}

const balanceOf = (customerId: number) => stmt`SELECT "credit_cents" FROM "customers" WHERE "id" = ${bind.int(customerId)}`

/** The customer's credit now, what of it their unpaid orders took (cancelling them gives that back), and what is being paid out. */
export async function creditBalance(sql: Sql, customerId: number): Promise<CreditBalance> {
  const [balance, tied, paying] = await sql.batch([
    balanceOf(customerId),
    stmt`SELECT COALESCE(SUM("credit_cents"), 0) AS "cents" FROM "orders" WHERE "customer_id" = ${bind.int(customerId)}
      AND "status" IN ('confirmed', 'pending') AND "payment_status" = 'awaiting'`,
    stmt`SELECT COALESCE(SUM("amount_cents"), 0) AS "cents" FROM "refunds" WHERE "customer_id" = ${bind.int(customerId)} AND "status" = 'open'`,
  ])
  return {
    balanceCents: num(balance?.[0]?.credit_cents),
    inUnpaidOrdersCents: num(tied?.[0]?.cents),
    payingOutCents: num(paying?.[0]?.cents),
  }
}

/** The customer's credit and its history, newest first. */
export async function customerCredit(sql: Sql, customerId: number): Promise<CreditView> {
  const customer = bind.int(customerId)
  const [balance, movements, payouts] = await sql.batch([
    balanceOf(customerId),
    stmt`SELECT "m"."amount_cents", "m"."kind", "m"."created_at", "o"."number" FROM "credit_movements" "m"
      LEFT JOIN "orders" "o" ON "o"."id" = "m"."order_id" WHERE "m"."customer_id" = ${customer} ORDER BY "m"."id" DESC LIMIT 100`,
    stmt`SELECT "amount_cents", "status", "created_at", "done_at" FROM "refunds" WHERE "customer_id" = ${customer} ORDER BY "id" DESC LIMIT 100`,
  ])
  return {
    balanceCents: num(balance?.[0]?.credit_cents),
    payouts: (payouts ?? []).map((row) => ({
      amountCents: num(row.amount_cents),
      transferred: row.status === 'done',
      at: dateOf(row.created_at) ?? new Date(0),
      transferredAt: dateOf(row.done_at),
    })),
    movements: (movements ?? []).map((row) => ({
      amountCents: num(row.amount_cents),
      kind: row.kind === 'spent' || row.kind === 'returned' || row.kind === 'payout' ? row.kind : 'refund',
      at: dateOf(row.created_at) ?? new Date(0),
      orderNumber: row.number === null || row.number === undefined ? null : String(row.number),
    })),
  }
}

/**
 * The box office pays out a customer's whole credit by bank transfer (the customer asked for their
 * money rather than credit): in one transaction, after the customer's row is locked, an open bank
 * refund of the balance for the customer, its movement, and the balance to zero, only while there
 * is credit. A checkout spending the credit at the same moment waits for the lock and then finds
 * none (decision 039). Answers the cents paid out, 0 when there was nothing.
 */
export async function payOutCredit(sql: Sql, customerId: number, now: Date): Promise<number> {
  const at = bind.time(now)
  const customer = bind.int(customerId)
  const hasCredit = stmt`FROM "customers" WHERE "id" = ${customer} AND "credit_cents" > 0`
  const [, refund] = await sql.batch([
    ...(sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "customers" WHERE "id" = ${customer} FOR UPDATE`] : [stmt`SELECT 1`]),
    stmt`INSERT INTO "refunds" ("customer_id", "amount_cents", "method", "status", "updated_at", "created_at")
      SELECT "id", "credit_cents", ${bind.choice('bank', 'enum_refunds_method')}, ${bind.choice('open', 'enum_refunds_status')}, ${at}, ${at} ${hasCredit}
      RETURNING "amount_cents"`,
    stmt`INSERT INTO "credit_movements" ("customer_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT "id", -"credit_cents", ${bind.choice('payout', 'enum_credit_movements_kind')}, ${at}, ${at} ${hasCredit}`,
    stmt`UPDATE "customers" SET "credit_cents" = 0 WHERE "id" = ${customer} AND "credit_cents" > 0`,
  ])
  return num(refund?.[0]?.amount_cents ?? 0)
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
