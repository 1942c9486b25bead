import 'server-only'

import { after } from 'next/server'
import type { Payload } from 'payload'

import { changedTags, revalidatePublicSite } from '@/cms/hooks/revalidate'

import { isAvailability } from '../domain/availability'
import type { PerformanceAvailability } from '../provider'
import { int, num, sqlOf } from '@/lib/db/sql'
import { ticketingProvider } from '../providers/registry'

/**
 * Keeps each performance's stored class (events.availability) equal to what the engine counts and,
 * when it changes (available -> few left -> sold out, or back as holds expire), expires the tags of
 * the pages that show it, so static pages follow without rendering per request. Runs after a
 * reservation, a release and a live look at a performance's tickets. Answers the changed ids.
 */
export async function syncAvailability(
  payload: Payload,
  live: ReadonlyMap<number, Pick<PerformanceAvailability, 'availability'>>,
): Promise<number[]> {
  if (live.size === 0) return []
  const sql = sqlOf(payload)
  const ids = [...live.keys()]
  const rows = await sql.query(`SELECT "id", "availability" FROM "events" WHERE "id" IN (${ids.map(int).join(', ')})`)
  const changed: number[] = []
  for (const row of rows) {
    const id = num(row.id)
    const stored = isAvailability(row.availability) ? row.availability : null
    const now = live.get(id)?.availability ?? null
    if (stored === now) continue
    // Only the closed set of classes (or NULL) reaches the statement.
    const value = now === null ? 'NULL' : `'${now}'`
    const updated = await sql.query(
      `UPDATE "events" SET "availability" = ${value} WHERE "id" = ${int(id)} AND ${stored === null ? '"availability" IS NULL' : `"availability" = '${stored}'`} RETURNING "id"`,
    )
    if (updated.length > 0) changed.push(id)
  }
  if (changed.length > 0)
    revalidatePublicSite(
      undefined,
      changed.flatMap((id) => changedTags('events', id)),
    )
  return changed
}

/** Runs after the answer went out (inside a request); right away elsewhere (tests, scripts). */
export function afterAnswer(task: () => Promise<unknown>): void {
  const guarded = () => task().catch((error: unknown) => console.error('availability sync failed', error))
  try {
    after(guarded)
  } catch {
    void guarded()
  }
}

/** How long a performance's class check waits to take in the reservations that follow (one check per burst). */
const SYNC_DELAY_MS = 250
const scheduled = new Map<number, Promise<unknown>>()

/**
 * Checks the performance's class soon after the answer: reservations that arrive meanwhile share
 * one check (per process), so a rush on a performance costs one count per quarter second, and the
 * check after the last of a burst still runs.
 */
export function syncLater(payload: Payload, eventId: number): void {
  const waiting = scheduled.get(eventId)
  if (waiting) {
    afterAnswer(() => waiting)
    return
  }
  const run = new Promise((resolve) => setTimeout(resolve, SYNC_DELAY_MS)).then(async () => {
    scheduled.delete(eventId)
    return syncAvailability(payload, await ticketingProvider(payload).availability([eventId]))
  })
  scheduled.set(eventId, run)
  afterAnswer(() => run)
}
