import 'server-only'

import type { Payload } from 'payload'

import { buyerDigest } from '@/cms/rules/buyer'
import type { Locale } from '@/i18n/locales'
import { bind, dateOf, num, readRows, type Sql, sqlOf, stmt } from '@/lib/db/sql'

import { ACTIVE_STATES, storedLines, WAITLIST_CONFIRM_HOURS, WAITLIST_PER_CLIENT, type WaitlistLine } from '../../domain/waitingList'
import { capOf, clientDigest } from '../../providers/builtin/caps'
import { ticketingProvider } from '../../providers/registry'
import { newLinkSalt } from './link'

/**
 * Joining a sold-out performance's waiting list (issue 44). One conditional insert keeps the caps
 * under any number of joins at the same moment, as the reservation engine does: one active entry
 * per e-mail address and performance, WAITLIST_PER_CLIENT per address (SQLite runs the statement
 * under its write lock; PostgreSQL takes the performance's advisory lock first).
 */

export type JoinRequest = {
  eventId: number
  seatGroupId: number
  lines: readonly WaitlistLine[]
  email: string
  locale: Locale
  /** The client key (requestClientKey) of the visitor who joins. */
  client: string
}

export type JoinError = 'unknown_event' | 'past' | 'timeslots' | 'unknown_price' | 'available' | 'over_cap' | 'client_limit'

/**
 * `entry` is the entry whose confirmation to mail: the new one, or the address's own still
 * unconfirmed one (the first mail went astray); null when the address waits in line already. The
 * answer says the same either way, so it names no one's address; a mail goes only to the address
 * the entry was made with.
 */
export type JoinResult = { ok: true; entry: { id: number; salt: string } | null } | { ok: false; error: JoinError; cap?: number }

/** The class of PostgreSQL advisory locks under which one performance's joins take turns. */
const JOIN_LOCK_CLASS = 17_044

/** Entries that keep their place at `at` (alias `w`). */
export function activeAt(sql: Sql, at: Date): string {
  const waiting = ACTIVE_STATES.filter((state) => state !== 'unconfirmed').map((state) => `'${state}'`)
  return `("w"."status" IN (${waiting.join(', ')}) OR ("w"."status" = 'unconfirmed' AND "w"."confirm_by" > ${sql.at(at)}))`
}

/** What the performance and seat group allow: on sale, no timeslots, the prices asked, within the cap, and really sold out. */
async function joinProblem(payload: Payload, request: JoinRequest, now: Date): Promise<{ error: JoinError; cap?: number } | null> {
  const eventId = bind.int(request.eventId)
  const [event] = await readRows(
    payload,
    stmt`SELECT "date_start", ${{ raw: capOf(String(request.eventId)) }} AS "cap",
      (SELECT COUNT(*) FROM "timeslots" WHERE "event_id" = ${eventId}) AS "slots"
    FROM "events" WHERE "id" = ${eventId} AND "_status" = 'published' AND "is_online" = true`,
  )
  if (!event) return { error: 'unknown_event' }
  if ((dateOf(event.date_start)?.getTime() ?? 0) <= now.getTime()) return { error: 'past' }
  if (num(event.slots) > 0) return { error: 'timeslots' }
  const prices = await readRows(
    payload,
    stmt`SELECT "p"."sale_type_id", "g"."companion_seat" FROM "prices" "p" JOIN "seat_groups" "g" ON "g"."id" = "p"."seat_group_id"
    WHERE "g"."id" = ${bind.int(request.seatGroupId)} AND "g"."event_id" = ${eventId} AND "g"."status" = '1' AND "p"."amount_cents" > 0`,
  )
  if (!request.lines.every((line) => prices.some((price) => num(price.sale_type_id) === line.saleTypeId))) return { error: 'unknown_price' }
  const tickets = request.lines.reduce((sum, line) => sum + line.quantity, 0)
  const cap = num(event.cap)
  if (tickets > cap) return { error: 'over_cap', cap }
  const companion = prices.some((price) => price.companion_seat === true || num(price.companion_seat) === 1)
  const counts = (await ticketingProvider(payload).availability([request.eventId], now)).get(request.eventId)
  const group = counts?.seatGroups.find((entry) => entry.id === request.seatGroupId)
  // Seats free for the whole request: book them instead (the list is for what cannot be booked now).
  if (group && group.capacity - group.taken >= tickets * (companion ? 2 : 1)) return { error: 'available' }
  return null
}

export async function joinWaitingList(payload: Payload, request: JoinRequest, now = new Date()): Promise<JoinResult> {
  const problem = await joinProblem(payload, request, now)
  if (problem) return { ok: false, ...problem }
  const sql = sqlOf(payload)
  const salt = newLinkSalt()
  const emailKey = buyerDigest(request.email)
  const clientKey = clientDigest(request.client)
  const event = bind.int(request.eventId)
  const quantity = request.lines.reduce((sum, line) => sum + line.quantity, 0)
  const json = bind.text(JSON.stringify(storedLines(request.lines)))
  const lines = sql.dialect === 'postgres' ? stmt`CAST(${json} AS jsonb)` : stmt`${json}`
  const active = { raw: activeAt(sql, now) }
  const insert = stmt`INSERT INTO "waiting_list" ("event_id", "seat_group_id", "email", "email_key", "client_key", "quantity", "lines",
      "locale", "status", "confirm_by", "link_salt", "updated_at", "created_at")
    SELECT ${event}, ${bind.int(request.seatGroupId)}, ${bind.text(request.email.trim())}, ${bind.text(emailKey)}, ${bind.text(clientKey)},
      ${bind.int(quantity)}, ${lines}, ${bind.choice(request.locale, 'enum_waiting_list_locale')}, ${bind.choice('unconfirmed', 'enum_waiting_list_status')},
      ${bind.time(new Date(now.getTime() + WAITLIST_CONFIRM_HOURS * 3_600_000))}, ${bind.text(salt)}, ${bind.time(now)}, ${bind.time(now)}
    WHERE NOT EXISTS (SELECT 1 FROM "waiting_list" "w" WHERE "w"."event_id" = ${event} AND "w"."email_key" = ${bind.text(emailKey)} AND ${active})
      AND (SELECT COUNT(*) FROM "waiting_list" "w" WHERE "w"."event_id" = ${event} AND "w"."client_key" = ${bind.text(clientKey)} AND ${active}) < ${bind.int(WAITLIST_PER_CLIENT)}
    RETURNING "id"`
  const results = await sql.batch([
    ...(sql.dialect === 'postgres' ? [stmt`SELECT pg_advisory_xact_lock(${{ raw: String(JOIN_LOCK_CLASS) }}, ${event})`] : []),
    insert,
  ])
  const inserted = results.at(-1)?.[0]
  if (inserted) return { ok: true, entry: { id: num(inserted.id), salt } }
  const [known] = await readRows(
    payload,
    stmt`SELECT "w"."id", "w"."status", "w"."link_salt" FROM "waiting_list" "w"
    WHERE "w"."event_id" = ${event} AND "w"."email_key" = ${bind.text(emailKey)} AND ${active}`,
  )
  if (!known) return { ok: false, error: 'client_limit' }
  return { ok: true, entry: known.status === 'unconfirmed' ? { id: num(known.id), salt: String(known.link_salt) } : null }
}
