import 'server-only'

import { randomBytes } from 'node:crypto'

import { HOLD_MS } from '../../domain/cart'
import { CLIENT_CAP_FACTOR } from '../../domain/fairSale'
import type { CartSummary, PerformanceAvailability, Reservation, Result, TicketingError } from '../../provider'
import { dateOf, int, num, type Sql, token, TOKEN_PATTERN } from '@/lib/db/sql'

import { capsOf, overCap } from './caps'

/**
 * The reservation engine (decision 017). The reservations table is a ledger: a row holds `seats`
 * of one seat group (and timeslot) until `expires_at` ('held'), for good ('sold'), or no more
 * ('released'). Seats taken = the sum over sold rows and held rows not yet expired, so an expired
 * hold frees its seats by the clock alone: no job, no manual step.
 *
 * A reservation is one conditional INSERT ... SELECT that writes its rows only when capacity minus
 * seats taken leaves room for all of them, in the seat group and in the timeslot. SQLite runs a
 * write statement under the database's write lock from its first read to its commit, across
 * processes too, so the check and the write are one. PostgreSQL reads each statement's snapshot at
 * its start (READ COMMITTED), so there the same statement runs in a transaction right after
 * locking the seat group's (and the timeslot's) row: every competing reservation of that seat
 * group waits, and its statement then starts after the winner committed and sees its rows.
 */

export function newCartToken(): string {
  return randomBytes(24).toString('base64url')
}

export function isCartToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

const LIVE = (sql: Sql, now: Date) => `("status" = 'sold' OR ("status" = 'held' AND "expires_at" > ${sql.at(now)}))`

/** Seats taken in a seat group or timeslot: sold, and held until later than now. */
function takenIn(sql: Sql, column: 'seat_group_id' | 'timeslot_id', id: number, now: Date): string {
  return `(SELECT COALESCE(SUM("seats"), 0) FROM "reservations" WHERE "${column}" = ${int(id)} AND ${LIVE(sql, now)})`
}

/** The open cart with this token, made when missing; its id, or null when the token's cart is already ordered. */
async function openCart(sql: Sql, cartToken: string, now: Date, holdUntil: Date): Promise<number | null> {
  const until = sql.at(holdUntil)
  const rows = await sql.query(`INSERT INTO "carts" ("token", "status", "expires_at") VALUES (${token(cartToken)}, 'open', ${until})
    ON CONFLICT ("token") DO UPDATE SET "expires_at" = ${sql.greatest('"carts"."expires_at"', 'excluded."expires_at"')}, "updated_at" = ${sql.at(now)}
    WHERE "carts"."status" = 'open'
    RETURNING "id"`)
  return rows[0] ? num(rows[0].id) : null
}

export type PlannedLine = { priceId: number; quantity: number; unitCents: number }

export type PlannedReservation = {
  eventId: number
  /** Digest of the client key that asks (clientDigest), for the per-address cap; null when unknown. */
  clientKey: string | null
  /** How often these tickets were held before (0 for a new hold, n + 1 when renewing a line renewed n times). */
  renewals: number
  seatGroupId: number
  /** Seats each ticket takes: 2 for a wheelchair space with its companion seat. */
  seatsPerTicket: number
  timeslotId: number | null
  lines: readonly PlannedLine[]
  /** When a new hold runs out: 15 minutes from now unless given (a waiting list's offer holds longer). */
  until?: Date
  /**
   * One performance of a series subscription (issue 46): the hold carries the subscription's key
   * and keeps the subscription's own clock (`until`), so all its holds run out together.
   */
  subscription?: { key: string; seriesId: number }
  /** Only into the given cart: refuse (no_reservation) rather than open another when it was ordered meanwhile (a subscription's later holds). */
  onlyInto?: boolean
}

/**
 * Holds the planned tickets in the cart (a new cart when the token is null or its cart was
 * ordered), all or none. A performance's tickets in one cart share one clock: 15 minutes from its
 * first hold there; tickets added later join that clock, so removing and re-adding never buys a
 * fresh quarter hour for the same seats. When it has run out, the next hold starts a new one. A
 * clock longer than the new hold's own (a waiting list's offer taken into the cart) is not joined:
 * the added tickets keep their quarter hour.
 */
export async function reserveSeats(
  sql: Sql,
  cartToken: string | null,
  plan: PlannedReservation,
  now: Date,
): Promise<Result<Reservation, TicketingError>> {
  const holdUntil = plan.until ?? new Date(now.getTime() + HOLD_MS)
  let tokenToUse = isCartToken(cartToken) ? cartToken : newCartToken()
  let fresh = tokenToUse !== cartToken
  let cartId = await openCart(sql, tokenToUse, now, holdUntil)
  if (cartId === null) {
    if (plan.onlyInto) return { ok: false, error: 'no_reservation' }
    tokenToUse = newCartToken()
    fresh = true
    cartId = await openCart(sql, tokenToUse, now, holdUntil)
    if (cartId === null) throw new Error('a new cart could not be opened')
  }
  const seats = plan.lines.reduce((sum, line) => sum + line.quantity * plan.seatsPerTicket, 0)
  const tickets = plan.lines.reduce((sum, line) => sum + line.quantity, 0)
  const values = plan.lines
    .map((line) => `(${int(line.priceId)}, ${int(line.quantity)}, ${int(line.quantity * plan.seatsPerTicket)}, ${int(line.unitCents)})`)
    .join(', ')
  const quarterHour = sql.at(holdUntil)
  const caps = capsOf(sql, plan.eventId, now)
  const bundle = plan.subscription ?? null
  const room = [
    // A cart ordered meanwhile (checkout in another tab) takes no more holds.
    `EXISTS (SELECT 1 FROM "carts" WHERE "id" = ${int(cartId)} AND "status" = 'open')`,
    // Fair sale (caps.ts): the cart's and the client's tickets of this performance, held or ordered, stay within the caps.
    `${caps.heldByCart(cartId)} + ${int(tickets)} <= ${caps.cap}`,
    ...(plan.clientKey === null ? [] : [`${caps.heldByClient(plan.clientKey)} + ${int(tickets)} <= ${CLIENT_CAP_FACTOR} * ${caps.cap}`]),
    `(SELECT "capacity" FROM "seat_groups" WHERE "id" = ${int(plan.seatGroupId)} AND "status" = '1') - ${takenIn(sql, 'seat_group_id', plan.seatGroupId, now)} >= ${int(seats)}`,
    ...(plan.timeslotId === null
      ? []
      : [
          `(SELECT "capacity" FROM "timeslots" WHERE "id" = ${int(plan.timeslotId)} AND "status" = '1') - ${takenIn(sql, 'timeslot_id', plan.timeslotId, now)} >= ${int(seats)}`,
        ]),
  ]
  const insert = `WITH "v" ("price_id", "quantity", "seats", "unit_cents") AS (VALUES ${values}),
    "clock" ("expires_at") AS (SELECT ${bundle ? quarterHour : sql.least(`COALESCE((SELECT MIN("expires_at") FROM "reservations" WHERE "cart_id" = ${int(cartId)} AND "event_id" = ${int(plan.eventId)} AND "status" IN ('held', 'released') AND "expires_at" > ${sql.at(now)}), ${quarterHour})`, quarterHour)})
    INSERT INTO "reservations" ("cart_id", "event_id", "seat_group_id", "timeslot_id", "price_id", "quantity", "seats", "unit_cents",
      "expires_at", "client_key", "renewals", "subscription_key", "series_id")
    SELECT ${int(cartId)}, ${int(plan.eventId)}, ${int(plan.seatGroupId)}, ${plan.timeslotId === null ? 'NULL' : int(plan.timeslotId)},
      "v"."price_id", "v"."quantity", "v"."seats", "v"."unit_cents", "clock"."expires_at",
      ${plan.clientKey === null ? 'NULL' : token(plan.clientKey)}, ${int(plan.renewals)},
      ${bundle ? token(bundle.key) : 'NULL'}, ${bundle ? int(bundle.seriesId) : 'NULL'}
    FROM "v", "clock"
    WHERE ${room.join(' AND ')}
    RETURNING "id", "expires_at"`
  const rows =
    sql.dialect === 'postgres'
      ? await sql.transaction([
          // One performance's reservations take turns (the caps count across its seat groups), and
          // within it each seat group's and timeslot's row is locked as before.
          `SELECT pg_advisory_xact_lock(${RESERVE_LOCK_CLASS}, ${int(plan.eventId)})`,
          `SELECT "id" FROM "seat_groups" WHERE "id" = ${int(plan.seatGroupId)} FOR UPDATE`,
          ...(plan.timeslotId === null ? [] : [`SELECT "id" FROM "timeslots" WHERE "id" = ${int(plan.timeslotId)} FOR UPDATE`]),
          insert,
        ])
      : await sql.query(insert)
  if (rows.length === 0)
    return { ok: false, error: (await overCap(sql, caps, cartId, plan.clientKey, tickets)) ? 'limit_reached' : 'not_enough_seats' }
  if (!fresh) await mergeHolds(sql, cartId, now)
  const expiresAt = dateOf(rows[0]?.expires_at) ?? holdUntil
  // A cart made just now holds exactly these seats: no need to count them again.
  const cart = fresh ? { token: tokenToUse, ticketsQuantity: seats, heldUntil: expiresAt } : await cartSummary(sql, cartId, tokenToUse, now)
  return { ok: true, value: { ...cart, eventId: plan.eventId, expiresAt, seats } }
}

/** The same tickets as row `r`: one cart, performance, seat group, timeslot, price, clock and subscription (or none), held. */
const SAME_HOLD = (d: string, r: string) =>
  `"${d}"."cart_id" = "${r}"."cart_id" AND "${d}"."event_id" = "${r}"."event_id" AND "${d}"."seat_group_id" = "${r}"."seat_group_id"
    AND COALESCE("${d}"."timeslot_id", 0) = COALESCE("${r}"."timeslot_id", 0) AND "${d}"."price_id" = "${r}"."price_id"
    AND COALESCE("${d}"."subscription_key", '') = COALESCE("${r}"."subscription_key", '')
    AND "${d}"."status" = 'held' AND "${d}"."expires_at" = "${r}"."expires_at"`

/**
 * One cart line per ticket kind (issue 44): the same tickets added again (a second tab, a second
 * click later) join the hold that has them, instead of standing beside it as an identical line.
 * The first row takes the others' tickets and seats, and the others are released (kept for the
 * clock, counting no seats), in one transaction, so the seats taken stay exactly the same: no
 * capacity is checked again. PostgreSQL serialises two merges of one cart on the cart's row.
 */
async function mergeHolds(sql: Sql, cartId: number, now: Date): Promise<void> {
  const at = sql.at(now)
  const ours = `"cart_id" = ${int(cartId)} AND "status" = 'held' AND "expires_at" > ${at}`
  const first = `(SELECT MIN("d"."id") FROM "reservations" "d" WHERE ${SAME_HOLD('d', 'reservations')})`
  const statements = [
    ...(sql.dialect === 'postgres' ? [`SELECT "id" FROM "carts" WHERE "id" = ${int(cartId)} FOR UPDATE`] : []),
    `UPDATE "reservations" SET
      "quantity" = (SELECT SUM("d"."quantity") FROM "reservations" "d" WHERE ${SAME_HOLD('d', 'reservations')}),
      "seats" = (SELECT SUM("d"."seats") FROM "reservations" "d" WHERE ${SAME_HOLD('d', 'reservations')}),
      "updated_at" = ${at}
    WHERE ${ours} AND "id" = ${first}
      AND EXISTS (SELECT 1 FROM "reservations" "d" WHERE ${SAME_HOLD('d', 'reservations')} AND "d"."id" <> "reservations"."id")`,
    `UPDATE "reservations" SET "status" = 'released', "updated_at" = ${at} WHERE ${ours} AND "id" > ${first}`,
  ]
  await sql.batch(statements.map((text) => ({ strings: [text], params: [] })))
}

/**
 * The given reservations and every hold of a subscription one of them belongs to: a subscription
 * is given back whole (issue 46), never one performance of it.
 */
export function withTheirSubscriptions(reservationIds: readonly number[]): string {
  const ids = reservationIds.length > 0 ? reservationIds.map(int).join(', ') : '0'
  return `("id" IN (${ids}) OR "subscription_key" IN (SELECT "k"."subscription_key" FROM "reservations" "k" WHERE "k"."id" IN (${ids}) AND "k"."subscription_key" IS NOT NULL))`
}

/** The class of PostgreSQL advisory locks under which one performance's reservations take turns. */
const RESERVE_LOCK_CLASS = 17_017
/** The tickets an open cart holds now and when its last hold runs out. */
export async function cartSummary(sql: Sql, cartId: number, cartToken: string, now: Date): Promise<CartSummary> {
  const rows = await sql.query(`SELECT COALESCE(SUM("seats"), 0) AS "tickets", MAX("expires_at") AS "until" FROM "reservations"
    WHERE "cart_id" = ${int(cartId)} AND "status" = 'held' AND "expires_at" > ${sql.at(now)}`)
  const tickets = num(rows[0]?.tickets)
  return { token: cartToken, ticketsQuantity: tickets, heldUntil: tickets > 0 ? dateOf(rows[0]?.until) : null }
}

/** The open cart of a token, or null. */
export async function findOpenCart(sql: Sql, cartToken: string): Promise<number | null> {
  if (!isCartToken(cartToken)) return null
  const rows = await sql.query(`SELECT "id" FROM "carts" WHERE "token" = ${token(cartToken)} AND "status" = 'open'`)
  return rows[0] ? num(rows[0].id) : null
}

/**
 * Lets the cart's live holds go (all, or the given reservations). A released row keeps its
 * expiry, which the performance's clock still counts (no fresh quarter hour by re-adding).
 */
export async function releaseSeats(
  sql: Sql,
  cartToken: string,
  reservationIds: readonly number[] | undefined,
  now: Date,
): Promise<Result<CartSummary, TicketingError>> {
  const cartId = await findOpenCart(sql, cartToken)
  if (cartId === null) return { ok: false, error: 'no_reservation' }
  const only = reservationIds ? ` AND ${withTheirSubscriptions(reservationIds)}` : ''
  const rows = await sql.query(`UPDATE "reservations" SET "status" = 'released', "updated_at" = ${sql.at(now)}
    WHERE "cart_id" = ${int(cartId)} AND "status" = 'held' AND "expires_at" > ${sql.at(now)}${only} RETURNING "id"`)
  if (reservationIds && rows.length === 0) return { ok: false, error: 'no_reservation' }
  return { ok: true, value: await cartSummary(sql, cartId, cartToken, now) }
}

/**
 * Moves the live holds of one open cart into another, keeping their clocks (a waiting list's offer
 * joins the cart its visitor already has): the seats taken stay the same, so nothing is counted
 * again. The cart moved into lasts as long as its longest hold.
 */
export async function moveHolds(sql: Sql, fromToken: string, intoToken: string, now: Date): Promise<number> {
  const [from, into] = await Promise.all([findOpenCart(sql, fromToken), findOpenCart(sql, intoToken)])
  if (from === null || into === null || from === into) return 0
  const at = sql.at(now)
  const [moved] = await sql.batch(
    [
      `UPDATE "reservations" SET "cart_id" = ${int(into)}, "updated_at" = ${at}
        WHERE "cart_id" = ${int(from)} AND "status" = 'held' AND "expires_at" > ${at} RETURNING "id"`,
      `UPDATE "carts" SET "expires_at" = ${sql.greatest('"expires_at"', `(SELECT COALESCE(MAX("expires_at"), ${at}) FROM "reservations" WHERE "cart_id" = ${int(into)})`)},
        "updated_at" = ${at} WHERE "id" = ${int(into)}`,
    ].map((text) => ({ strings: [text], params: [] })),
  )
  await mergeHolds(sql, into, now)
  return moved?.length ?? 0
}

/** Seats taken per seat group and timeslot of the events, live. */
export async function seatCounts(
  sql: Sql,
  eventIds: readonly number[],
  now: Date,
): Promise<Map<number, Omit<PerformanceAvailability, 'availability'>>> {
  const result = new Map<number, Omit<PerformanceAvailability, 'availability'>>()
  if (eventIds.length === 0) return result
  const ids = eventIds.map(int).join(', ')
  const counts = (table: 'seat_groups' | 'timeslots', column: 'seat_group_id' | 'timeslot_id', kind: string) =>
    `SELECT '${kind}' AS "kind", "t"."id", "t"."event_id", "t"."capacity", CASE WHEN "t"."status" = '1' THEN 1 ELSE 0 END AS "open",
      (SELECT COALESCE(SUM("r"."seats"),
        0) FROM "reservations" "r" WHERE "r"."${column}" = "t"."id" AND ("r"."status" = 'sold' OR ("r"."status" = 'held' AND "r"."expires_at" > ${sql.at(now)}))) AS "taken"
      FROM "${table}" "t" WHERE "t"."event_id" IN (${ids})`
  const rows = await sql.query(`${counts('seat_groups', 'seat_group_id', 'g')} UNION ALL ${counts('timeslots', 'timeslot_id', 't')}`)
  for (const id of eventIds) result.set(id, { eventId: id, seatGroups: [], timeslots: [] })
  for (const row of rows) {
    const entry = result.get(num(row.event_id))
    if (!entry) continue
    const count = { id: num(row.id), capacity: num(row.capacity), taken: num(row.taken), open: num(row.open) === 1 }
    ;(row.kind === 'g' ? (entry.seatGroups as (typeof count)[]) : (entry.timeslots as (typeof count)[])).push(count)
  }
  return result
}
