import type { WaitlistState } from '@/cms/vocabulary'
import { berlinDateKey, berlinParts, berlinTime } from '@/lib/time/berlin'

import { ACCESS_KEY_PATTERN } from './order'

/**
 * The waiting list of a sold-out performance (issue 44), its rules without the database. An entry
 * asks for tickets of one seat group; when seats come back, entries are offered them in the order
 * they joined, each as soon as its tickets fit (one who asked for more than came back keeps the
 * first place for the next seats, and the one behind who fits is not kept waiting for them).
 */

/** The secret of an entry's link (confirm, see the offer, leave): made like an order's access key, only its digest is stored. */
export const WAITLIST_TOKEN_PATTERN = ACCESS_KEY_PATTERN

/** Entries one address may put on one performance's list (a household, an office behind one address). */
export const WAITLIST_PER_CLIENT = 4

/** Hours an entry waits for its address to be confirmed by the mailed link before it lapses. */
export const WAITLIST_CONFIRM_HOURS = 24

/** The states in which an entry keeps its place (an unconfirmed one only until its confirmation is due). */
export const ACTIVE_STATES = ['unconfirmed', 'waiting', 'offered'] as const satisfies readonly WaitlistState[]

export type WaitlistLine = { saleTypeId: number; quantity: number }

/** The stored lines of an entry (`[{ sale_type_id, quantity }]`), read defensively. */
export function linesOf(stored: unknown): WaitlistLine[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return []
    const saleTypeId = 'sale_type_id' in line ? Number(line.sale_type_id) : NaN
    const quantity = 'quantity' in line ? Number(line.quantity) : NaN
    return Number.isInteger(saleTypeId) && Number.isInteger(quantity) && quantity > 0 ? [{ saleTypeId, quantity }] : []
  })
}

/** The lines as the entry stores them. */
export function storedLines(lines: readonly WaitlistLine[]): { sale_type_id: number; quantity: number }[] {
  return lines.map((line) => ({ sale_type_id: line.saleTypeId, quantity: line.quantity }))
}

/** The hour from which the performance's own day counts for an offer: the night does not. */
const DAY_COUNTS_FROM_HOUR = 8

/**
 * Until when an offer made now holds its seats: the back office's hours, fewer on the
 * performance's own day (Berlin), and never past its start; null when it has begun. An offer made
 * before the day reaches no further into it than one made at its morning would, so seats offered
 * the evening before come back early on the day, when the day's short offers can pass them on.
 */
export function offerDeadline(now: Date, start: Date, hours: number, hoursOnTheDay: number): Date | null {
  if (start.getTime() <= now.getTime()) return null
  if (berlinDateKey(now) === berlinDateKey(start)) return new Date(Math.min(now.getTime() + hoursOnTheDay * 3_600_000, start.getTime()))
  const { year, month, day } = berlinParts(start)
  const intoTheDay = berlinTime(year, month, day, DAY_COUNTS_FROM_HOUR).getTime() + hoursOnTheDay * 3_600_000
  return new Date(Math.min(now.getTime() + hours * 3_600_000, intoTheDay, start.getTime()))
}

/** An entry waiting in line: the seats its tickets take in its seat group. */
export type InLine = { id: number; seatGroupId: number; seats: number }

/**
 * Who is offered seats now, in line order: each entry whose seats fit what is free in its seat group
 * takes them, the rest keep their places.
 */
export function offersFor(line: readonly InLine[], free: ReadonlyMap<number, number>): number[] {
  const left = new Map(free)
  const offered: number[] = []
  for (const entry of line) {
    const room = left.get(entry.seatGroupId) ?? 0
    if (entry.seats <= 0 || entry.seats > room) continue
    left.set(entry.seatGroupId, room - entry.seats)
    offered.push(entry.id)
  }
  return offered
}
