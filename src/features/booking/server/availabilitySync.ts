import 'server-only'

import type { Payload } from 'payload'

import { changedTags, revalidatePublicSite } from '@/cms/hooks/revalidate'

import { isAvailability } from '../domain/availability'
import type { PerformanceAvailability } from '../provider'
import { int, num, sqlOf } from '../providers/builtin/sql'

/**
 * Keeps each performance's stored class (events.availability) equal to what the engine counts and,
 * when it changes (available -> few left -> sold out, or back as holds expire), expires the tags of
 * the pages that show it, so static pages follow without rendering per request. Runs after a
 * reservation, a release and a live look at a performance's tickets. Answers the changed ids.
 */
export async function syncAvailability(payload: Payload, live: ReadonlyMap<number, Pick<PerformanceAvailability, 'availability'>>): Promise<number[]> {
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
    const updated = await sql.query(`UPDATE "events" SET "availability" = ${value} WHERE "id" = ${int(id)} AND ${stored === null ? '"availability" IS NULL' : `"availability" = '${stored}'`} RETURNING "id"`)
    if (updated.length > 0) changed.push(id)
  }
  if (changed.length > 0) revalidatePublicSite(undefined, changed.flatMap((id) => changedTags('events', id)))
  return changed
}
