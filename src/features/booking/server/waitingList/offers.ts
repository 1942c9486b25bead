import 'server-only'

import type { Payload } from 'payload'

import { siteState } from '@/features/settings/server/siteState'
import { exclusive, LOCK_SPACES } from '@/lib/db/lock'
import { bind, dateOf, joined, num, readRows, sqlOf, stmt } from '@/lib/db/sql'

import { offerDeadline, offersFor } from '../../domain/waitingList'
import { ticketingProvider } from '../../providers/registry'
import { afterAnswer, syncLater } from '../availabilitySync'
import { type SaleSettings, saleSettings } from '../saleSettings'
import { entryById } from './entry'
import { sendOffer } from './mails'

/**
 * Seats that came back go to the waiting list first (issue 44). Run every minute by the job queue
 * (a hold that ran out frees its seats by the clock alone, decision 017) and right after a call
 * that gives seats back (a cart line removed, an order cancelled, an offer left). For each
 * performance with entries in line: the seats free now per seat group, then, in the order of
 * joining, each entry whose tickets fit is offered them: a hold of exactly those tickets (the
 * reservation engine's, so nothing is ever sold twice) until the offer's time, and a mail with its
 * link. An offer nobody took lapses; its seats come back to the next run. Safe on several servers:
 * one performance's offers are made by one run at a time (so the order of joining holds), and an
 * entry is claimed by one conditional update before its seats are held. While the shop is offline
 * nothing is offered: an offer's link leads to a cart nobody could pay.
 */
export async function offerReturnedSeats(payload: Payload, now = new Date(), only?: readonly number[]): Promise<number> {
  const sql = sqlOf(payload)
  const at = bind.time(now)
  const lapsed = bind.choice('lapsed', 'enum_waiting_list_status')
  await sql.batch([
    stmt`UPDATE "waiting_list" SET "status" = ${lapsed}, "updated_at" = ${at}
      WHERE ("status" = 'offered' AND "offer_until" <= ${at}) OR ("status" = 'unconfirmed' AND "confirm_by" <= ${at})`,
    // A performance that has begun has nothing left to offer.
    stmt`UPDATE "waiting_list" SET "status" = ${lapsed}, "updated_at" = ${at}
      WHERE "status" = 'waiting' AND "event_id" IN (SELECT "id" FROM "events" WHERE "date_start" <= ${at})`,
  ])
  const filter = only && only.length > 0 ? stmt` AND "event_id" IN (${joined(only.map(bind.int), ', ')})` : stmt``
  const events = await readRows(payload, stmt`SELECT DISTINCT "event_id" FROM "waiting_list" WHERE "status" = 'waiting'${filter}`)
  if (events.length === 0 || !(await siteState()).shopOnline) return 0
  const settings = await saleSettings(payload)
  let offered = 0
  for (const row of events) {
    const eventId = num(row.event_id)
    offered += await exclusive({ space: LOCK_SPACES.waitingList, id: eventId }, () => offerForEvent(payload, eventId, now, settings))
  }
  return offered
}

async function offerForEvent(payload: Payload, eventId: number, now: Date, settings: SaleSettings): Promise<number> {
  const provider = ticketingProvider(payload)
  const [event] = await readRows(payload, stmt`SELECT "date_start", "id_jet" FROM "events" WHERE "id" = ${bind.int(eventId)}`)
  const start = dateOf(event?.date_start)
  if (!event || !start || typeof event.id_jet !== 'string') return 0
  const until = offerDeadline(now, start, settings.waitlistOfferHours, settings.waitlistOfferHoursOnTheDay)
  if (!until) return 0
  const counts = (await provider.availability([eventId], now)).get(eventId)
  const free = new Map((counts?.seatGroups ?? []).filter((group) => group.open).map((group) => [group.id, group.capacity - group.taken]))
  const line = await readRows(
    payload,
    stmt`SELECT "w"."id", "w"."seat_group_id", "w"."quantity", "g"."companion_seat" FROM "waiting_list" "w"
      JOIN "seat_groups" "g" ON "g"."id" = "w"."seat_group_id"
      WHERE "w"."event_id" = ${bind.int(eventId)} AND "w"."status" = 'waiting' ORDER BY "w"."created_at", "w"."id"`,
  )
  const inLine = line.map((row) => ({
    id: num(row.id),
    seatGroupId: num(row.seat_group_id),
    seats: num(row.quantity) * (row.companion_seat === true || num(row.companion_seat) === 1 ? 2 : 1),
  }))
  let offered = 0
  for (const id of offersFor(inLine, free)) if (await offerTo(payload, id, event.id_jet, now, until)) offered += 1
  if (offered > 0) syncLater(payload, eventId)
  return offered
}

/**
 * Claims the entry, holds its tickets until `until` and mails the offer. Gives the claim back when
 * the seats went meanwhile, and the seats too when the mail could not go out: an offer nobody hears
 * of would keep them for hours; the entry keeps its place and the next run tries again.
 */
async function offerTo(payload: Payload, id: number, jetId: string, now: Date, until: Date): Promise<boolean> {
  const sql = sqlOf(payload)
  const [claimed] = await sql.batch([
    stmt`UPDATE "waiting_list" SET "status" = ${bind.choice('offered', 'enum_waiting_list_status')}, "offered_at" = ${bind.time(now)},
      "offer_until" = ${bind.time(until)}, "updated_at" = ${bind.time(now)}
    WHERE "id" = ${bind.int(id)} AND "status" = 'waiting' RETURNING "id"`,
  ])
  const entry = (claimed?.length ?? 0) > 0 ? await entryById(payload, id, now) : null
  if (!entry) return false
  const provider = ticketingProvider(payload)
  const giveBack = () =>
    sql.batch([
      stmt`UPDATE "waiting_list" SET "status" = ${bind.choice('waiting', 'enum_waiting_list_status')}, "offered_at" = NULL, "offer_until" = NULL,
        "offer_cart" = NULL, "updated_at" = ${bind.time(now)} WHERE "id" = ${bind.int(id)} AND "status" = 'offered'`,
    ])
  const held = await provider.reserve(
    {
      cartToken: null,
      eventJetId: jetId,
      seatGroupId: entry.seatGroupId,
      blockId: null,
      lines: entry.lines,
      clientKey: null,
      holdUntil: until,
    },
    now,
  )
  if (!held.ok) {
    await giveBack()
    return false
  }
  await sql.batch([stmt`UPDATE "waiting_list" SET "offer_cart" = ${bind.text(held.value.token)} WHERE "id" = ${bind.int(id)}`])
  const mailed = await sendOffer(payload, { ...entry, status: 'offered', offerUntil: until, offerCart: held.value.token }).catch(
    (error: unknown) => {
      payload.logger.error({ err: error, msg: `waiting-list offer for entry ${id} not described` })
      return false
    },
  )
  if (mailed) return true
  await provider.release(held.value.token, undefined, now)
  await giveBack()
  return false
}

/** Offers the performances' returned seats after the answer (a call that gave seats back). */
export function offerLater(payload: Payload, eventIds: readonly number[]): void {
  if (eventIds.length === 0) return
  afterAnswer(() => offerReturnedSeats(payload, new Date(), eventIds))
}
