import 'server-only'

import { createHash } from 'node:crypto'

import { DEFAULT_MAX_TICKETS_PER_CART } from '@/cms/vocabulary'
import { bind, int, type Sql, type Statement, stmt, token } from '@/lib/db/sql'

import { CLIENT_CAP_FACTOR } from '../../domain/fairSale'

export { buyerDigest } from '@/cms/rules/buyer'

/**
 * The fair-sale caps as SQL (decision 031). Per performance, they count every ticket that keeps a
 * seat from everyone else: held in a cart and not expired (an order waiting for its e-mail address
 * to be confirmed holds its seats the same way), or sold in an order that stands, paid or not, until
 * it is cancelled or lapses. A cart holds at most the performance's cap; a client (its address, or
 * its IPv6 network) CLIENT_CAP_FACTOR times that across its carts and orders; a buyer (account or
 * e-mail address) the cap across their orders.
 */

/** A client key (requestClientKey) as the reservations table keeps it: a digest, never the address itself. */
export function clientDigest(clientKey: string): string {
  return createHash('sha256').update(`reservation-client\u0000${clientKey}`).digest('base64url').slice(0, 32)
}

/** Rows of the reservations table (alias `alias`) that keep a seat from everyone else at `at`. */
function counted(alias: string, at: string): string {
  return `("${alias}"."status" = 'sold' OR ("${alias}"."status" = 'held' AND "${alias}"."expires_at" > ${at}))`
}

/** The cap of a performance as SQL: its sale limit, else the default. */
export function capOf(eventId: string): string {
  return `COALESCE((SELECT "max_tickets_per_cart" FROM "sale_limits" WHERE "event_id" = ${eventId}), ${int(DEFAULT_MAX_TICKETS_PER_CART)})`
}

export type Caps = { cap: string; heldByCart: (cartId: number) => string; heldByClient: (clientKey: string) => string }

/** The caps of one performance at `now`, for the reservation's conditional insert (engine.ts). */
export function capsOf(sql: Sql, eventId: number, now: Date): Caps {
  const at = sql.at(now)
  const tickets = (where: string) =>
    `(SELECT COALESCE(SUM("r"."quantity"), 0) FROM "reservations" "r" WHERE ${where} AND "r"."event_id" = ${int(eventId)} AND ${counted('r', at)})`
  return {
    cap: capOf(int(eventId)),
    heldByCart: (cartId) => tickets(`"r"."cart_id" = ${int(cartId)}`),
    heldByClient: (clientKey) => tickets(`"r"."client_key" = ${token(clientKey)}`),
  }
}

/** Whether the caps refused a hold (rather than the seats): asked after a refused insert. */
export async function overCap(sql: Sql, caps: Caps, cartId: number, clientKey: string | null, tickets: number): Promise<boolean> {
  const rows = await sql.query(
    `SELECT ${caps.cap} AS "cap", ${caps.heldByCart(cartId)} AS "cart", ${clientKey === null ? '0' : caps.heldByClient(clientKey)} AS "client"`,
  )
  const row = rows[0]
  const cap = Number(row?.cap ?? 0)
  return Number(row?.cart ?? 0) + tickets > cap || Number(row?.client ?? 0) + tickets > CLIENT_CAP_FACTOR * cap
}

export type Buyer = { key: string; customerId: number | null }

/**
 * The buyer's cap at checkout, as a condition on the cart being ordered: for every performance in
 * the cart, its live holds plus the tickets the buyer (same e-mail address, normalised, or the same
 * account) already holds in other orders stay within the performance's cap.
 */
export function withinBuyerCap(cartId: number, buyer: Buyer, now: Date): Statement {
  const at = bind.time(now)
  const sameBuyer =
    buyer.customerId === null
      ? stmt`"o"."buyer_key" = ${bind.text(buyer.key)}`
      : stmt`("o"."buyer_key" = ${bind.text(buyer.key)} OR "o"."customer_id" = ${bind.int(buyer.customerId)})`
  return stmt`NOT EXISTS (SELECT 1 FROM "reservations" "c" WHERE "c"."cart_id" = ${bind.int(cartId)} AND "c"."status" = 'held' AND "c"."expires_at" > ${at}
    GROUP BY "c"."event_id"
    HAVING SUM("c"."quantity") + (SELECT COALESCE(SUM("r"."quantity"), 0) FROM "reservations" "r" JOIN "orders" "o" ON "o"."id" = "r"."order_id"
        WHERE "r"."event_id" = "c"."event_id" AND ("r"."status" = 'sold' OR ("r"."status" = 'held' AND "r"."expires_at" > ${at})) AND ${sameBuyer})
      > ${{ raw: capOf('"c"."event_id"') }})`
}

/** The class of PostgreSQL advisory locks under which one buyer's checkouts take turns (by e-mail digest, then by account). */
const BUYER_LOCK_CLASS = 17_018
const CUSTOMER_LOCK_CLASS = 17_019

/**
 * PostgreSQL: one buyer's checkouts take turns, so two at once (two carts, two tabs) cannot both
 * pass the buyer's cap; always the e-mail's lock first, then the account's, so they never deadlock.
 * SQLite's write lock already makes every checkout take its turn.
 */
export function buyerLocks(sql: Sql, buyer: Buyer): Statement[] {
  if (sql.dialect !== 'postgres') return []
  return [
    stmt`SELECT pg_advisory_xact_lock(${bind.int(BUYER_LOCK_CLASS)}, hashtext(${bind.text(buyer.key)}))`,
    ...(buyer.customerId === null
      ? []
      : [stmt`SELECT pg_advisory_xact_lock(${bind.int(CUSTOMER_LOCK_CLASS)}, ${bind.int(buyer.customerId)})`]),
  ]
}
