import 'server-only'

import { bind, type Sql, type Statement, stmt } from '@/lib/db/sql'

/**
 * The account credit's ledger statements (decision 039), for the transactions that spend it (a
 * checkout) and give it back (a cancellation): the balance is a column of the customer, every change
 * a credit movement in the same transaction.
 */

/** PostgreSQL: the customer's row locked first, so a second spending waits and sees what the first left. */
function lockCustomer(sql: Sql, customerId: number): Statement[] {
  return sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "customers" WHERE "id" = ${bind.int(customerId)} FOR UPDATE`] : []
}

/**
 * The statements of a checkout that pays `cents` of the order `ours` selects with the customer's
 * credit: the lock, the condition the cart's claim adds, and the spending with its movement.
 */
export function creditSpending(sql: Sql, customerId: number, cents: number, ours: Statement, now: Date) {
  return {
    lock: lockCustomer(sql, customerId),
    condition: stmt`EXISTS (SELECT 1 FROM "customers" WHERE "id" = ${bind.int(customerId)} AND "credit_cents" >= ${bind.int(cents)})`,
    spend: creditMove(customerId, stmt`(${ours})`, -cents, 'spent', now, stmt`EXISTS (${ours})`),
  }
}

/**
 * The customer's credit moves by `cents` (negative when an order takes it) with its movement, for
 * `order` (its id, or SQL that selects it), in the transaction where `when` holds.
 */
export function creditMove(
  customerId: number,
  order: number | Statement,
  cents: number,
  kind: 'refund' | 'spent' | 'returned',
  now: Date,
  when: Statement,
): Statement[] {
  const at = bind.time(now)
  const customer = bind.int(customerId)
  return [
    stmt`UPDATE "customers" SET "credit_cents" = "credit_cents" + ${bind.int(cents)} WHERE "id" = ${customer} AND ${when}`,
    stmt`INSERT INTO "credit_movements" ("customer_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT ${customer}, ${typeof order === 'number' ? bind.int(order) : order}, ${bind.int(cents)},
        ${bind.choice(kind, 'enum_credit_movements_kind')}, ${at}, ${at} WHERE ${when}`,
  ]
}

/** A cancelled order gives back the credit it took; `ours` is true only in the transaction that cancelled it. */
export function creditGiveBack(orderId: number, ours: Statement, now: Date): Statement[] {
  const at = bind.time(now)
  const order = bind.int(orderId)
  const taken = stmt`SELECT "m"."customer_id", -SUM("m"."amount_cents") AS "cents" FROM "credit_movements" "m"
    WHERE "m"."order_id" = ${order} AND "m"."kind" IN ('spent', 'returned') GROUP BY "m"."customer_id" HAVING SUM("m"."amount_cents") < 0`
  return [
    stmt`UPDATE "customers" SET "credit_cents" = "credit_cents" + (SELECT "t"."cents" FROM (${taken}) "t" WHERE "t"."customer_id" = "customers"."id")
      WHERE "id" IN (SELECT "t"."customer_id" FROM (${taken}) "t") AND ${ours}`,
    stmt`INSERT INTO "credit_movements" ("customer_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT "t"."customer_id", ${order}, "t"."cents", ${bind.choice('returned', 'enum_credit_movements_kind')}, ${at}, ${at}
      FROM (${taken}) "t" WHERE ${ours}`,
  ]
}
