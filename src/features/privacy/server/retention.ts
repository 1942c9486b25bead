import 'server-only'

import type { Payload } from 'payload'

import { ticketingProvider } from '@/features/booking/providers/registry'
import { removeExpiredTempFiles } from '@/features/forms/server/forms'
import { bind, int, num, readRows, sqlOf, stmt } from '@/lib/db/sql'

import { type RetentionPeriods, retentionCutoffs, retentionPeriods } from '../domain/retention'
import { deleteFormEntries } from './erase'

/** A place in a sale opening's queue (with its client's address digest) is kept a week: past any opening's day. */
const QUEUE_PLACE_MS = 7 * 24 * 60 * 60 * 1000

/** The back office's retention periods (site settings), the defaults where none is set. */
export async function retentionSettings(payload: Payload): Promise<RetentionPeriods> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { retention: true } })
  return retentionPeriods(settings.retention)
}

/** What one run deleted or reduced, for the job's log. */
export type Purged = {
  formEntries: number
  files: number
  carts: number
  waitingList: number
  calendarSubscriptions: number
  ordersReduced: number
  counters: number
}

/**
 * Storage limitation, enforced (issue 46): the job queue runs this every night, once across
 * servers. Each step deletes what its cut-off leaves behind (`domain/retention.ts`); a run that
 * breaks off is finished by the next.
 */
export async function purgeExpiredPersonalData(payload: Payload, now = new Date()): Promise<Purged> {
  const cutoffs = retentionCutoffs(now, await retentionSettings(payload))
  const provider = ticketingProvider(payload)
  const sql = sqlOf(payload)

  const oldEntries = await readRows(payload, stmt`SELECT "id" FROM "form_entries" WHERE "created_at" < ${bind.time(cutoffs.formEntries)}`)
  const forms = await deleteFormEntries(
    payload,
    oldEntries.map((row) => num(row.id)),
  )
  await removeExpiredTempFiles(payload, now)

  const carts = await provider.purgeCarts(cutoffs.carts)
  const ordersReduced = await provider.reduceOrdersBefore(cutoffs.orders, now)

  const at = bind.time(now)
  const [waitingList, calendars, limits, requests, places] = await sql.batch([
    // The performance is over: the list has nothing left to offer (an offer's holds stopped with its start).
    stmt`DELETE FROM "waiting_list" WHERE "event_id" IN (SELECT "id" FROM "events" WHERE "date_start" < ${bind.time(cutoffs.waitingList)}) RETURNING "id"`,
    // No calendar app read it for the months set: the address stops working (the customer can make a new one).
    stmt`UPDATE "customers" SET "calendar_token" = NULL, "calendar_token_used_at" = NULL, "updated_at" = ${at}
      WHERE "calendar_token" IS NOT NULL AND COALESCE("calendar_token_used_at", "updated_at") < ${bind.time(cutoffs.calendar)} RETURNING "id"`,
    // Log-in throttles, rate limits and the cart calls' idempotency keys past their window.
    stmt`DELETE FROM "rate_limits" WHERE "expire_ms" < ${{ raw: int(now.getTime()) }} RETURNING "id"`,
    stmt`DELETE FROM "cart_requests" WHERE "expire_ms" < ${{ raw: int(now.getTime()) }} RETURNING "id"`,
    // A sale opening's queue (in the database; Redis keeps its own for the opening): a week is past any opening.
    stmt`DELETE FROM "queue_places" WHERE "joined_ms" < ${{ raw: int(now.getTime() - QUEUE_PLACE_MS) }} RETURNING "id"`,
  ])
  return {
    formEntries: forms.entries,
    files: forms.files,
    carts,
    waitingList: waitingList?.length ?? 0,
    calendarSubscriptions: calendars?.length ?? 0,
    ordersReduced,
    counters: (limits?.length ?? 0) + (requests?.length ?? 0) + (places?.length ?? 0),
  }
}
