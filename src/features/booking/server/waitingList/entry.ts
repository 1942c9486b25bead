import 'server-only'

import type { Payload } from 'payload'

import { WAITLIST_STATES, type WaitlistState } from '@/cms/vocabulary'
import { isLocale, type Locale } from '@/i18n/locales'
import { bind, dateOf, num, readRows, sqlOf, stmt } from '@/lib/db/sql'

import { linesOf, type WaitlistLine } from '../../domain/waitingList'
import { ticketingProvider } from '../../providers/registry'
import { isLinkOf } from './link'

/** An entry as its link's page and its mails need it. */
export type Entry = {
  id: number
  eventId: number
  seatGroupId: number
  email: string
  quantity: number
  lines: WaitlistLine[]
  locale: Locale
  /** The state now: an unconfirmed entry past its confirmation, and an offer past its time, have lapsed. */
  status: WaitlistState
  confirmBy: Date | null
  offerUntil: Date | null
  /** The offer's hold still keeps its seats (offered, or taken into a cart not yet ordered). */
  offerLive: boolean
  /** The offer's cart became an order: the tickets are booked. */
  booked: boolean
  salt: string
  offerCart: string | null
  joinedAt: Date
}

function stateNow(stored: unknown, confirmBy: Date | null, offerUntil: Date | null, now: Date): WaitlistState {
  const state = WAITLIST_STATES.find((value) => value === stored) ?? 'lapsed'
  if (state === 'unconfirmed' && (confirmBy?.getTime() ?? 0) <= now.getTime()) return 'lapsed'
  if (state === 'offered' && (offerUntil?.getTime() ?? 0) <= now.getTime()) return 'lapsed'
  return state
}

export async function entryById(payload: Payload, id: number, now = new Date()): Promise<Entry | null> {
  const [row] = await readRows(
    payload,
    stmt`SELECT "w"."id", "w"."event_id", "w"."seat_group_id", "w"."email", "w"."quantity", "w"."lines", "w"."locale", "w"."status",
      "w"."confirm_by", "w"."offer_until", "w"."link_salt", "w"."offer_cart", "w"."created_at", "c"."status" AS "cart_status"
    FROM "waiting_list" "w" LEFT JOIN "carts" "c" ON "c"."token" = "w"."offer_cart" WHERE "w"."id" = ${bind.int(id)}`,
  )
  if (!row) return null
  const confirmBy = dateOf(row.confirm_by)
  const offerUntil = dateOf(row.offer_until)
  return {
    id: num(row.id),
    eventId: num(row.event_id),
    seatGroupId: num(row.seat_group_id),
    email: String(row.email),
    quantity: num(row.quantity),
    lines: linesOf(typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines),
    locale: isLocale(row.locale) ? row.locale : 'de',
    status: stateNow(row.status, confirmBy, offerUntil, now),
    confirmBy,
    offerUntil,
    booked: row.cart_status === 'ordered',
    offerLive: row.cart_status === 'open' && (offerUntil?.getTime() ?? 0) > now.getTime(),
    salt: String(row.link_salt ?? ''),
    offerCart: typeof row.offer_cart === 'string' && row.offer_cart ? row.offer_cart : null,
    joinedAt: dateOf(row.created_at) ?? now,
  }
}

/** The entry a link names, when its secret is right. */
export async function entryOfLink(payload: Payload, id: number, secret: string, now = new Date()): Promise<Entry | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const entry = await entryById(payload, id, now)
  return entry && isLinkOf(entry.id, entry.salt, secret) ? entry : null
}

/** Where a waiting entry stands: 1 for the first of its performance's list. */
export async function placeInLine(payload: Payload, entry: Entry): Promise<number> {
  const [row] = await readRows(
    payload,
    stmt`SELECT COUNT(*) AS "ahead" FROM "waiting_list" WHERE "event_id" = ${bind.int(entry.eventId)} AND "status" = 'waiting'
      AND ("created_at" < ${bind.time(entry.joinedAt)} OR ("created_at" = ${bind.time(entry.joinedAt)} AND "id" < ${bind.int(entry.id)}))`,
  )
  return num(row?.ahead) + 1
}

/** Confirms the entry's address: from now it waits in line (its place counts from when it joined). */
export async function confirmEntry(payload: Payload, entry: Entry, now = new Date()): Promise<boolean> {
  const [rows] = await sqlOf(payload).batch([
    stmt`UPDATE "waiting_list" SET "status" = ${bind.choice('waiting', 'enum_waiting_list_status')}, "confirmed_at" = ${bind.time(now)},
      "updated_at" = ${bind.time(now)}
    WHERE "id" = ${bind.int(entry.id)} AND "status" = 'unconfirmed' AND "confirm_by" > ${bind.time(now)} RETURNING "id"`,
  ])
  return (rows?.length ?? 0) > 0
}

/** Takes the entry off the list; an open offer's seats go back at once (to the next in line). */
export async function leaveEntry(payload: Payload, entry: Entry, now = new Date()): Promise<boolean> {
  const [rows] = await sqlOf(payload).batch([
    stmt`UPDATE "waiting_list" SET "status" = ${bind.choice('left', 'enum_waiting_list_status')}, "updated_at" = ${bind.time(now)}
    WHERE "id" = ${bind.int(entry.id)} AND "status" IN ('unconfirmed', 'waiting', 'offered') RETURNING "id"`,
  ])
  const left = (rows?.length ?? 0) > 0
  if (left && entry.status === 'offered' && entry.offerCart) await ticketingProvider(payload).release(entry.offerCart, undefined, now)
  return left
}

export type TakeResult = { ok: true; cartToken: string } | { ok: false; error: 'lapsed' | 'not_offered' }

/**
 * Takes an offer: its cart, holding the seats until the offer's time, becomes the visitor's, and the
 * tickets the visitor held already join it. A link used again (another device) leads to the same cart
 * while the hold lasts.
 */
export async function takeOffer(payload: Payload, entry: Entry, visitorCart: string | null, now = new Date()): Promise<TakeResult> {
  if (!entry.offerCart || entry.booked || (entry.status !== 'offered' && entry.status !== 'accepted'))
    return { ok: false, error: 'not_offered' }
  if ((entry.offerUntil?.getTime() ?? 0) <= now.getTime()) return { ok: false, error: 'lapsed' }
  const [rows] = await sqlOf(payload).batch([
    stmt`UPDATE "waiting_list" SET "status" = ${bind.choice('accepted', 'enum_waiting_list_status')}, "updated_at" = ${bind.time(now)}
    WHERE "id" = ${bind.int(entry.id)} AND "status" IN ('offered', 'accepted') AND "offer_until" > ${bind.time(now)} RETURNING "id"`,
  ])
  if ((rows?.length ?? 0) === 0) return { ok: false, error: 'lapsed' }
  const provider = ticketingProvider(payload)
  if (visitorCart && visitorCart !== entry.offerCart) await provider.moveHolds(visitorCart, entry.offerCart, now)
  return { ok: true, cartToken: entry.offerCart }
}
