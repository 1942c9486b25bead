import 'server-only'

import { randomBytes } from 'node:crypto'

import { berlinParts } from '@/lib/time/berlin'
import { bind, dateOf, int, num, type Sql, type Statement, stmt } from '@/lib/db/sql'

import { newAccessKey, orderNumber, ORDER_CONFIRM_MINUTES } from '../../domain/order'
import { newVoucherCode, normaliseVoucherCode, balanceCovers, voucherExpiry, voucherState } from '../../domain/voucher'
import type { CheckoutResult, RedeemResult, VoucherSaleRequest, VoucherView } from '../../provider'
import { buyerDigest } from './caps'
import { confirmDigest } from './confirm'
import { newCartToken } from './engine'
import { orderOfCart } from './orderViews'

/**
 * Gift vouchers in our own provider (decision 039): sold as an order of their own, each a code
 * with a balance; every change of a balance is a movement in the same transaction, and each
 * spending is one conditional write under the voucher's lock, so a code is never spent twice.
 */

/** The voucher's state: its balance, expiry and whether the order that bought it is paid and stands. */
const VOUCHER_COLUMNS = `"v"."id", "v"."code", "v"."initial_cents", "v"."balance_cents", "v"."expires_at",
  "o"."status" AS "order_status", "o"."payment_status" AS "order_payment"`

function voucherOfRow(row: Record<string, unknown>, now: Date): VoucherView {
  const expiresAt = dateOf(row.expires_at) ?? now
  const balanceCents = num(row.balance_cents)
  return {
    code: String(row.code),
    initialCents: num(row.initial_cents),
    balanceCents,
    expiresAt,
    state: voucherState(
      // A guest's order waiting for its e-mail address is not paid yet either.
      {
        balanceCents,
        expiresAt,
        paid: row.order_payment === 'paid' && row.order_status === 'confirmed',
        cancelled: row.order_status === 'cancelled',
      },
      now,
    ),
  }
}

export async function voucherByCode(sql: Sql, input: string, now: Date): Promise<VoucherView | null> {
  const code = normaliseVoucherCode(input)
  if (!code) return null
  const [rows] = await sql.batch([
    stmt`SELECT ${{ raw: VOUCHER_COLUMNS }} FROM "vouchers" "v" JOIN "orders" "o" ON "o"."id" = "v"."order_id" WHERE "v"."code" = ${bind.text(code)}`,
  ])
  return rows?.[0] ? voucherOfRow(rows[0], now) : null
}

/** The vouchers bought with these orders, by order. */
export async function vouchersOfOrders(sql: Sql, orderIds: readonly number[], now: Date): Promise<Map<number, VoucherView[]>> {
  const result = new Map<number, VoucherView[]>()
  if (orderIds.length === 0) return result
  const [rows] = await sql.batch([
    stmt`SELECT ${{ raw: VOUCHER_COLUMNS }}, "v"."order_id" FROM "vouchers" "v" JOIN "orders" "o" ON "o"."id" = "v"."order_id"
      WHERE "v"."order_id" IN (${{ raw: orderIds.map((id) => int(id)).join(', ') }}) ORDER BY "v"."id"`,
  ])
  for (const row of rows ?? []) {
    const orderId = num(row.order_id)
    result.set(orderId, [...(result.get(orderId) ?? []), voucherOfRow(row, now)])
  }
  return result
}

/** SQL that is true while the voucher can pay `cents`: its order paid and standing, not expired, enough left. */
function canPay(code: string, cents: number, now: Date): Statement {
  return stmt`EXISTS (SELECT 1 FROM "vouchers" "v" JOIN "orders" "vo" ON "vo"."id" = "v"."order_id"
    WHERE "v"."code" = ${bind.text(code)} AND "v"."balance_cents" >= ${bind.int(cents)} AND "v"."expires_at" > ${bind.time(now)}
      AND "vo"."status" = 'confirmed' AND "vo"."payment_status" = 'paid')`
}

/** PostgreSQL: the voucher's row locked first, so a second spending waits and then sees what the first left. */
function lockVoucher(sql: Sql, code: string): Statement[] {
  return sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "vouchers" WHERE "code" = ${bind.text(code)} FOR UPDATE`] : []
}

/**
 * The statements of a checkout that pays `cents` of the order `ours` selects with a voucher: the
 * lock (first in the transaction), the condition the cart's claim adds, and the spending and its
 * movement, which run only when the order was written.
 */
export function voucherSpending(sql: Sql, code: string, cents: number, ours: Statement, now: Date) {
  return {
    lock: lockVoucher(sql, code),
    condition: canPay(code, cents, now),
    spend: voucherMove({ code }, stmt`(${ours})`, -cents, 'redeemed', now, stmt`EXISTS (${ours})`),
  }
}

/**
 * A voucher's balance moves by `cents` (negative when an order takes it) with its movement, for
 * `order` (its id, or SQL that selects it), in the transaction where `when` holds.
 */
export function voucherMove(
  voucher: { id: number } | { code: string },
  order: number | Statement,
  cents: number,
  kind: 'redeemed' | 'box_office' | 'returned',
  now: Date,
  when: Statement,
): Statement[] {
  const at = bind.time(now)
  const which = 'id' in voucher ? stmt`"id" = ${bind.int(voucher.id)}` : stmt`"code" = ${bind.text(voucher.code)}`
  return [
    stmt`UPDATE "vouchers" SET "balance_cents" = "balance_cents" + ${bind.int(cents)}, "updated_at" = ${at} WHERE ${which} AND ${when}`,
    stmt`INSERT INTO "voucher_movements" ("voucher_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT "id", ${typeof order === 'number' ? bind.int(order) : order}, ${bind.int(cents)},
        ${bind.choice(kind, 'enum_voucher_movements_kind')}, ${at}, ${at} FROM "vouchers" WHERE ${which} AND ${when}`,
  ]
}

/** What each voucher paid of an order and has not had back (voucher_id, cents), as SQL. */
export function vouchersTakenBy(orderId: number): Statement {
  return stmt`SELECT "m"."voucher_id", -SUM("m"."amount_cents") AS "cents" FROM "voucher_movements" "m" WHERE "m"."order_id" = ${bind.int(orderId)}
    GROUP BY "m"."voucher_id" HAVING SUM("m"."amount_cents") < 0`
}

/**
 * A cancelled order gives back what vouchers paid of it, to each voucher, with a movement; `ours`
 * is true only in the transaction that cancelled it, so a second cancellation gives nothing back.
 */
export function voucherGiveBack(orderId: number, ours: Statement, now: Date): Statement[] {
  const at = bind.time(now)
  const order = bind.int(orderId)
  const taken = vouchersTakenBy(orderId)
  return [
    stmt`UPDATE "vouchers" SET "balance_cents" = "balance_cents" + (SELECT "t"."cents" FROM (${taken}) "t" WHERE "t"."voucher_id" = "vouchers"."id"),
      "updated_at" = ${at} WHERE "id" IN (SELECT "t"."voucher_id" FROM (${taken}) "t") AND ${ours}`,
    stmt`INSERT INTO "voucher_movements" ("voucher_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT "t"."voucher_id", ${order}, "t"."cents", ${bind.choice('returned', 'enum_voucher_movements_kind')}, ${at}, ${at}
      FROM (${taken}) "t" WHERE ${ours}`,
  ]
}

/**
 * Sells vouchers as an order of their own, in one transaction: an empty cart gives the order its
 * number (the cart is written first; one that never became an order is purged with stale carts),
 * the order and its line are written and each voucher gets its code, valid to the end of the third
 * year. A logged-in customer's order stands at once; a guest's waits for the e-mail address to be
 * confirmed (decision 031), like a ticket order. The vouchers pay nothing until the order is paid.
 */
export async function sellVouchers(sql: Sql, request: VoucherSaleRequest, now: Date): Promise<CheckoutResult> {
  const at = bind.time(now)
  const [carts] = await sql.batch([
    stmt`INSERT INTO "carts" ("token", "status", "expires_at", "customer_id", "updated_at", "created_at")
      VALUES (${bind.text(newCartToken())}, 'open', ${at}, ${bind.int(request.customerId)}, ${at}, ${at}) RETURNING "id"`,
  ])
  const cartId = num(carts?.[0]?.id)
  const number = orderNumber(cartId, Number(berlinParts(now).year))
  const accessKey = newAccessKey()
  const { buyer } = request
  const pending = request.customerId === null
  const confirmToken = pending ? newAccessKey() : null
  const total = request.amountCents * request.quantity
  const ours = stmt`SELECT "id" FROM "orders" WHERE "number" = ${bind.text(number)} AND "access_key" = ${bind.text(accessKey)}`
  const expires = bind.time(voucherExpiry(now))
  await sql.batch([
    stmt`UPDATE "carts" SET "status" = 'ordered', "updated_at" = ${at} WHERE "id" = ${bind.int(cartId)} AND "status" = 'open'`,
    stmt`INSERT INTO "orders" ("number", "cart_id", "customer_id", "first_name", "last_name", "email", "buyer_key", "street", "postal_code",
      "city", "country", "total_cents", "voucher_cents", "payment", "payment_status", "payment_due", "locale", "access_key", "confirm_token",
      "confirm_by", "status", "confirmed_at", "updated_at", "created_at")
      VALUES (${bind.text(number)}, ${bind.int(cartId)}, ${bind.int(request.customerId)}, ${bind.text(buyer.first_name)},
        ${bind.text(buyer.last_name)}, ${bind.text(buyer.email)}, ${bind.text(buyerDigest(buyer.email))}, ${bind.text(buyer.street)},
        ${bind.text(buyer.postal_code)}, ${bind.text(buyer.city)}, ${bind.text(buyer.country)}, ${bind.int(total)}, 0,
        ${bind.choice(buyer.payment, 'enum_orders_payment')}, ${bind.choice('awaiting', 'enum_orders_payment_status')},
        ${bind.time(request.paymentDue)}, ${bind.choice(request.locale, 'enum_orders_locale')}, ${bind.text(accessKey)},
        ${bind.text(confirmToken === null ? null : confirmDigest(confirmToken))},
        ${pending ? bind.time(new Date(now.getTime() + ORDER_CONFIRM_MINUTES * 60_000)) : { raw: 'NULL' }},
        ${bind.choice(pending ? 'pending' : 'confirmed', 'enum_orders_status')}, ${pending ? { raw: 'NULL' } : at}, ${at}, ${at})`,
    stmt`INSERT INTO "orders_lines" ("_order", "_parent_id", "id", "kind", "event_title", "price_name", "quantity", "unit_cents")
      SELECT 1, "o"."id", ${bind.text(randomBytes(12).toString('hex'))}, ${bind.choice('voucher', 'enum_orders_lines_kind')},
        ${bind.text(request.lineTitle)}, ${bind.text(request.lineTitle)}, ${bind.int(request.quantity)}, ${bind.int(request.amountCents)}
      FROM (${ours}) "o"`,
    ...Array.from(
      { length: request.quantity },
      () =>
        stmt`INSERT INTO "vouchers" ("code", "order_id", "customer_id", "initial_cents", "balance_cents", "expires_at", "updated_at", "created_at")
          SELECT ${bind.text(newVoucherCode())}, "o"."id", ${bind.int(request.customerId)}, ${bind.int(request.amountCents)},
            ${bind.int(request.amountCents)}, ${expires}, ${at}, ${at} FROM (${ours}) "o"`,
    ),
  ])
  const order = await orderOfCart(sql, cartId)
  if (!order) return { ok: false, error: 'cart_changed' }
  return { ok: true, value: { ...order, created: true, confirmToken } }
}

/**
 * The box office takes a voucher for an unpaid order: it pays what is owed, up to what is left on
 * the code, in one transaction with both rows locked (the order first, as a cancellation locks
 * it); an order paid in full by it is recorded paid. `owedCents` is what the counter showed: a
 * changed order answers `order_changed`.
 */
export async function redeemAtBoxOffice(sql: Sql, orderId: number, input: string, now: Date): Promise<RedeemResult> {
  const code = normaliseVoucherCode(input)
  const voucher = code ? await voucherByCode(sql, code, now) : null
  if (!code || !voucher) return { ok: false, error: 'unknown_voucher' }
  if (voucher.state !== 'usable') return { ok: false, error: `voucher_${voucher.state}` }
  const [found] = await sql.batch([
    stmt`SELECT "total_cents", "voucher_cents", "credit_cents", "status", "payment_status",
      (SELECT COUNT(*) FROM "orders_lines" "l" WHERE "l"."_parent_id" = "orders"."id" AND "l"."kind" = 'voucher') AS "voucher_lines"
      FROM "orders" WHERE "id" = ${bind.int(orderId)}`,
  ])
  const row = found?.[0]
  if (!row || row.status !== 'confirmed' || row.payment_status !== 'awaiting') return { ok: false, error: 'order_changed' }
  // A voucher never pays for vouchers: an expiring one would otherwise be renewed for three more years.
  if (num(row.voucher_lines) > 0) return { ok: false, error: 'not_for_vouchers' }
  const before = num(row.voucher_cents)
  const owed = num(row.total_cents) - before - num(row.credit_cents)
  const cents = balanceCovers(voucher.balanceCents, owed)
  if (cents <= 0) return { ok: false, error: 'order_changed' }
  const at = bind.time(now)
  const id = bind.int(orderId)
  // The order took the voucher in this transaction: its voucher_cents moved from `before` by `cents` (never 0).
  const taken = stmt`EXISTS (SELECT 1 FROM "orders" WHERE "id" = ${id} AND "voucher_cents" = ${bind.int(before + cents)} AND "updated_at" = ${at})`
  const locks = [
    ...(sql.dialect === 'postgres' ? [stmt`SELECT "id" FROM "orders" WHERE "id" = ${id} FOR UPDATE`] : []),
    ...lockVoucher(sql, code),
  ]
  const results = await sql.batch([
    ...locks,
    stmt`UPDATE "orders" SET "voucher_cents" = "voucher_cents" + ${bind.int(cents)}, "updated_at" = ${at},
      "payment_status" = ${cents === owed ? bind.choice('paid', 'enum_orders_payment_status') : bind.choice('awaiting', 'enum_orders_payment_status')},
      "paid_at" = ${cents === owed ? at : { raw: 'NULL' }}
      WHERE "id" = ${id} AND "status" = 'confirmed' AND "payment_status" = 'awaiting' AND "voucher_cents" = ${bind.int(before)}
        AND "total_cents" - "voucher_cents" - "credit_cents" = ${bind.int(owed)} AND ${canPay(code, cents, now)} RETURNING "id"`,
    ...voucherMove({ code }, orderId, -cents, 'box_office', now, taken),
  ])
  const updated = results[locks.length]
  if (!updated || updated.length === 0) return { ok: false, error: 'order_changed' }
  return { ok: true, value: { coveredCents: cents, paid: cents === owed, leftCents: voucher.balanceCents - cents } }
}
