// No 'server-only' guard: the sale openings' hook reaches this module from the Payload config,
// which the command-line scripts (migrate, seed) load outside Next.js.

import type { Opening, Place, QueueState } from '../domain/rules'

/** A place with its opening's queue, as one read of the store gives them. */
export type PlaceRead = { readonly state: QueueState; readonly place: Place }

/** What the back office shows of an opening's queue. */
export type QueueCounts = {
  /** Places given (after the draw) or waiting for it (before). */
  readonly places: number
  /** Places seen admitted so far, and in the last minute. */
  readonly admitted: number
  readonly admittedLastMinute: number
  readonly booked: number
  /** Wait from joining (or from the opening, for the pre-queue) to admission, over those admitted. */
  readonly averageWaitSeconds: number | null
  readonly longestWaitSeconds: number | null
}

/**
 * Where a deployment keeps its queues (issue 43): Redis when REDIS_URL is set, else the database.
 * Each method is one atomic step of the store (a transaction, a Lua script), so several servers
 * share one queue and a server killed between two calls loses no place. The rules of what the
 * numbers mean are the domain's (`../domain/rules.ts`).
 */
export type QueueStore = {
  readonly kind: 'database' | 'redis'
  /**
   * Gives the place `key` to a client: a draw in the pre-queue while the opening's draw has not
   * happened, else the next place in line (the draw first, when `drawDue`). False when the client
   * holds `perClient` places of the opening already.
   */
  join(
    opening: Opening,
    input: { key: string; client: string; draw: number; nowMs: number; drawDue: boolean; perClient: number },
  ): Promise<boolean>
  /** The place `key` with its queue's state, drawing first when `drawDue` and not yet drawn; null when the store has no such place. */
  read(opening: Opening, key: string, nowMs: number, drawDue: boolean): Promise<PlaceRead | null>
  /** Records, once, that the place's holder was admitted at `nowMs`; answers when they were. */
  admit(opening: Opening, key: string, nowMs: number): Promise<number>
  /** Records that the place's holder booked (the first hold), for the back office's count. */
  booked(opening: Opening, key: string, nowMs: number): Promise<void>
  /** Takes the opening's rate and pause as they are set now, the places admitted so far staying so. */
  retune(opening: Opening, nowMs: number): Promise<void>
  /** The queue's state without a place (the back office, the gate's 'drained' check); null before anyone joined. */
  state(opening: Opening): Promise<QueueState | null>
  counts(opening: Opening, nowMs: number): Promise<QueueCounts>
}
