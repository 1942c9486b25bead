import 'server-only'

import type { BuyerMatch, ErasureResult } from '../../provider'
import { bind, num, type Sql, type Statement, stmt } from '@/lib/db/sql'
import { cancelOrder } from './settlement'

/**
 * A buyer's personal data in the sale (our own provider, issue 46, decision 038). An order is an
 * invoice, which tax law keeps ten years (§ 147 AO): it keeps its number, lines, sums, dates and way
 * of paying; an invoice's recipient (name and address) stays on orders paid by invoice, and nothing
 * else of the person stays anywhere. The address becomes one no mail can reach (RFC 2606's
 * `.invalid`), unique per order as the column asks.
 */

/** The e-mail address an erased order keeps: reserved, so it never reaches anyone. */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid'

/** The account's orders, and every order placed with its address exactly (any case): not the caps' digest, which takes 'ada+x@' for 'ada@'. */
function orderMatch(match: BuyerMatch): Statement {
  const address = stmt`lower("email") = ${bind.text(match.email.trim().toLowerCase())}`
  return match.customerId === null ? address : stmt`(${address} OR "customer_id" = ${bind.int(match.customerId)})`
}

/** The orders' personal fields reduced to the invoice's, by `where` (a condition on "orders"). */
function reduceOrders(where: Statement, now: Date): Statement {
  const at = bind.time(now)
  const keptForInvoice = (column: string, otherwise: string) => ({
    raw: `"${column}" = CASE WHEN "payment" = 'invoice' THEN "${column}" ELSE ${otherwise} END`,
  })
  return stmt`UPDATE "orders" SET ${keptForInvoice('first_name', "'–'")}, ${keptForInvoice('last_name', "'–'")},
      ${keptForInvoice('street', 'NULL')}, ${keptForInvoice('postal_code', 'NULL')}, ${keptForInvoice('city', 'NULL')},
      ${keptForInvoice('country', 'NULL')}, "email" = 'erased-' || "id" || ${bind.text(`@${ERASED_EMAIL_DOMAIN}`)},
      "buyer_key" = NULL, "customer_id" = NULL, "confirm_token" = NULL, "personal_data_erased_at" = ${at}, "updated_at" = ${at}
    WHERE ${where} AND "personal_data_erased_at" IS NULL RETURNING "id"`
}

/** The ids of a buyer's orders, newest first. */
export async function buyerOrderIds(sql: Sql, match: BuyerMatch): Promise<number[]> {
  const [rows] = await sql.batch([stmt`SELECT "id" FROM "orders" WHERE ${orderMatch(match)} ORDER BY "created_at" DESC, "id" DESC`])
  return (rows ?? []).map((row) => num(row.id))
}

export async function eraseBuyer(sql: Sql, match: BuyerMatch, now: Date): Promise<ErasureResult> {
  const performances = new Set<number>()
  // Unpaid orders first: nobody could pay them any more, so their seats go back on sale now.
  const unpaid = await sql.batch([
    stmt`SELECT "id" FROM "orders" WHERE ${orderMatch(match)} AND "status" IN ('confirmed', 'pending') AND "payment_status" = 'awaiting'`,
  ])
  let cancelled = 0
  for (const row of unpaid[0] ?? []) {
    const events = await cancelOrder(sql, num(row.id), now, 'account_deleted', { onlyUnpaid: true })
    if (events) cancelled += 1
    for (const event of events ?? []) performances.add(event)
  }
  // An account's open carts let their holds go (a pending order's holds went with its cancellation).
  if (match.customerId !== null) {
    const [released] = await sql.batch([
      stmt`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${bind.time(now)}
        WHERE "status" = 'held' AND "order_id" IS NULL
          AND "cart_id" IN (SELECT "id" FROM "carts" WHERE "customer_id" = ${bind.int(match.customerId)} AND "status" = 'open')
        RETURNING "event_id"`,
    ])
    for (const row of released ?? []) performances.add(num(row.event_id))
  }
  const customer = match.customerId === null ? null : bind.int(match.customerId)
  const at = bind.time(now)
  const [reduced] = await sql.batch([
    reduceOrders(orderMatch(match), now),
    ...(customer === null
      ? []
      : // A voucher the account bought stays valid (whoever holds its code may spend it); only the link to the account goes.
        [
          ...['tickets', 'reservations', 'carts', 'vouchers'].map(
            (table) =>
              stmt`UPDATE ${{ raw: `"${table}"` }} SET "customer_id" = NULL, "updated_at" = ${at} WHERE "customer_id" = ${customer}`,
          ),
          // The credit's history goes with the account (an account with credit left is not deleted); orders keep what credit paid.
          stmt`DELETE FROM "credit_movements" WHERE "customer_id" = ${customer}`,
        ]),
  ])
  return { reduced: reduced?.length ?? 0, cancelled, performances: [...performances] }
}

/** Orders placed before `before` that still hold personal data, reduced like an erasure (the invoice's years are over). */
export async function reduceOrdersBefore(sql: Sql, before: Date, now: Date): Promise<number> {
  const [reduced] = await sql.batch([reduceOrders(stmt`"created_at" < ${bind.time(before)}`, now)])
  return reduced?.length ?? 0
}

/**
 * Carts that ran out before `before` and never became an order, deleted with their holds (none
 * counts any more: an expired hold frees its seats by the clock). Answers how many carts went.
 */
export async function purgeCarts(sql: Sql, before: Date): Promise<number> {
  const stale = stmt`SELECT "id" FROM "carts" WHERE "status" = 'open' AND "expires_at" < ${bind.time(before)}
    AND NOT EXISTS (SELECT 1 FROM "orders" "o" WHERE "o"."cart_id" = "carts"."id")
    AND NOT EXISTS (SELECT 1 FROM "reservations" "r" WHERE "r"."cart_id" = "carts"."id" AND ("r"."status" = 'sold' OR "r"."order_id" IS NOT NULL))`
  const [, deleted] = await sql.batch([
    stmt`DELETE FROM "reservations" WHERE "cart_id" IN (${stale})`,
    stmt`DELETE FROM "carts" WHERE "id" IN (${stale}) RETURNING "id"`,
  ])
  return deleted?.length ?? 0
}
