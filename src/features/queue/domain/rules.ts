/**
 * The waiting room's rules (issue 43), pure: when an opening's queue runs, how far its admission
 * cursor has moved, and what a place's holder is told. The stores (server/) keep the numbers; every
 * decision about them is made here, the same way for the database and Redis.
 *
 * Fair by design: who joins before `opensAt` gets a random draw, and at the opening the draws are
 * ranked into places 1..n (arriving early gives nothing, and a browser has one place); who joins
 * later gets the next place in order of arrival. The cursor then admits `rate` places a minute:
 * place p is admitted once the cursor reaches p, and may book for `admissionMinutes` from then.
 */

/** What the festival sets for one opening (the `sale-openings` document). */
export type Opening = {
  readonly id: number
  readonly name: string
  readonly opensAt: Date
  readonly prequeueMinutes: number
  readonly admitPerMinute: number
  readonly admissionMinutes: number
  /** The performances it covers; empty: every performance on sale. */
  readonly events: readonly number[]
  readonly challenge: number
  readonly active: boolean
  readonly paused: boolean
}

/** The admission cursor as a store keeps it: `base` places admitted at `baseMs`, then `rate` a minute unless paused. */
export type Cursor = { readonly base: number; readonly baseMs: number; readonly rate: number; readonly paused: boolean }

/** One opening's queue as a store keeps it. */
export type QueueState = Cursor & {
  /** Whether the pre-queue's draws have been ranked into places (done once, at the opening). */
  readonly drawn: boolean
  /** The highest place given so far. */
  readonly lastPosition: number
}

/** One browser's place as a store keeps it. */
export type Place = {
  readonly opening: number
  /** Its place in line; null while it waits in the pre-queue for the draw. */
  readonly position: number | null
  readonly joinedMs: number
  /** When its holder was first seen admitted (the start of their time to book). */
  readonly admittedMs: number | null
}

export type QueueStatus = 'prequeue' | 'waiting' | 'admitted' | 'expired' | 'none'

/** What `GET /api/queue/` answers (SPEC §7 beyond: issue 43). */
export type QueueView = {
  readonly state: QueueStatus
  readonly position: number | null
  readonly ahead: number | null
  readonly eta_seconds: number | null
  readonly opens_at: string | null
  readonly admitted_until: string | null
  /** When to ask again, in seconds (the browser adds a little randomness and backs off on errors). */
  readonly poll_seconds: number
  /** The opening's id, so the waiting page names it. */
  readonly opening: number | null
}

/** How many places one client (an IPv4 address or an IPv6 /64) may hold in one opening's queue: a household, not a script. */
export const PLACES_PER_CLIENT = 4

const MINUTE_MS = 60_000

/** When an opening's waiting room opens. */
export function prequeueStartsAt(opening: Opening): Date {
  return new Date(opening.opensAt.getTime() - opening.prequeueMinutes * MINUTE_MS)
}

/** Whether the opening's waiting room is open at `now` (it may still be ended by the booking gate once drained and sold out). */
export function isRunning(opening: Opening, now: Date): boolean {
  return opening.active && now.getTime() >= prequeueStartsAt(opening).getTime()
}

/** Whether the pre-queue's draw is due: the opening has come. */
export function drawDue(opening: Opening, now: Date): boolean {
  return now.getTime() >= opening.opensAt.getTime()
}

/** Where the cursor would be at `nowMs` had the queue never run dry: how long ago it passed a place. */
function cursorAt(state: QueueState, nowMs: number): number {
  if (!state.drawn) return 0
  const moved = state.paused ? 0 : Math.floor((Math.max(0, nowMs - state.baseMs) * state.rate) / MINUTE_MS)
  return state.base + moved
}

/** How many places the cursor has admitted at `nowMs` (never more than have been given). */
export function admittedThrough(state: QueueState, nowMs: number): number {
  return Math.min(state.lastPosition, cursorAt(state, nowMs))
}

/** The cursor where it is now, kept as its new base: before a change of rate or a pause, so the places already admitted stay so. */
export function rebased(state: QueueState, nowMs: number): Cursor {
  return { base: admittedThrough(state, nowMs), baseMs: nowMs, rate: state.rate, paused: state.paused }
}

/** Whether the queue has admitted every place it gave (a join now would wait only for the rate). */
export function drained(state: QueueState, nowMs: number): boolean {
  return state.drawn && admittedThrough(state, nowMs) >= state.lastPosition
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** The place's view, and whether the store should record that its holder is now admitted. */
export function viewOf(opening: Opening, state: QueueState, place: Place, nowMs: number): { view: QueueView; admitNow: boolean } {
  const opensAt = opening.opensAt.toISOString()
  const base = { opens_at: opensAt, opening: opening.id }
  const admissionMs = opening.admissionMinutes * MINUTE_MS
  if (place.admittedMs !== null) {
    const until = place.admittedMs + admissionMs
    const state = until > nowMs ? 'admitted' : 'expired'
    return {
      view: {
        ...base,
        state,
        position: place.position,
        ahead: 0,
        eta_seconds: 0,
        admitted_until: new Date(until).toISOString(),
        poll_seconds: 60,
      },
      admitNow: false,
    }
  }
  if (place.position === null) {
    // In the pre-queue: nobody has a place before the draw, so the wait is the time to the opening.
    const toOpening = Math.max(0, Math.ceil((opening.opensAt.getTime() - nowMs) / 1000))
    return {
      view: {
        ...base,
        state: 'prequeue',
        position: null,
        ahead: null,
        eta_seconds: toOpening,
        admitted_until: null,
        poll_seconds: clamp(Math.round(toOpening / 10), 2, 30),
      },
      admitNow: false,
    }
  }
  const through = admittedThrough(state, nowMs)
  if (place.position <= through) {
    // The cursor reached this place: its holder has their time to book from now, unless the cursor
    // passed it longer ago than that time (they did not come back): then the place has lapsed.
    const passedMs = state.rate > 0 ? ((cursorAt(state, nowMs) - place.position) * MINUTE_MS) / state.rate : 0
    if (passedMs > admissionMs)
      return {
        view: { ...base, state: 'expired', position: place.position, ahead: 0, eta_seconds: 0, admitted_until: null, poll_seconds: 60 },
        admitNow: false,
      }
    return {
      view: {
        ...base,
        state: 'admitted',
        position: place.position,
        ahead: 0,
        eta_seconds: 0,
        admitted_until: new Date(nowMs + admissionMs).toISOString(),
        poll_seconds: 60,
      },
      admitNow: true,
    }
  }
  const ahead = place.position - through - 1
  const eta = state.paused ? null : Math.ceil(((place.position - through) * 60) / state.rate)
  return {
    view: {
      ...base,
      state: 'waiting',
      position: place.position,
      ahead,
      eta_seconds: eta,
      admitted_until: null,
      poll_seconds: eta === null ? 15 : clamp(Math.round(eta / 10), 2, 30),
    },
    admitNow: false,
  }
}

/** The view of a browser without a (valid) place. */
export function noPlace(opening: Opening | null): QueueView {
  return {
    state: 'none',
    position: null,
    ahead: null,
    eta_seconds: null,
    opens_at: opening ? opening.opensAt.toISOString() : null,
    admitted_until: null,
    poll_seconds: 30,
    opening: opening?.id ?? null,
  }
}

/** Whether an opening covers a performance. */
export function covers(opening: Opening, eventId: number): boolean {
  return opening.events.length === 0 || opening.events.includes(eventId)
}
