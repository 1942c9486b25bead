// No 'server-only' guard: the sale openings' hook reaches this module from the Payload config,
// which the command-line scripts (migrate, seed) load outside Next.js.

import { randomInt } from 'node:crypto'

import type { RedisClientType } from '@redis/client'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { env } from '@/lib/env'
import { redisClient } from '@/lib/ops/connections'
import { metrics } from '@/lib/ops/metrics'
import { processSlot } from '@/lib/process/slot'

import { covers, drained, drawDue, isRunning, noPlace, type Opening, PLACES_PER_CLIENT, type QueueView, viewOf } from '../domain/rules'
import { activeOpening, activeOpenings, currentOpening } from './openings'
import { redisQueueStore } from './redisStore'
import { sqlQueueStore } from './sqlStore'
import type { QueueStore } from './store'
import { newPlaceKey, readQueueToken, signQueueToken } from './token'

const redis = processSlot<RedisClientType>('festival-site.queue.redis')
const READY_TIMEOUT_MS = 2000

/**
 * The deployment's queue store: Redis when REDIS_URL is set (several servers share it), else the
 * database. The Redis client queues nothing while away: until it is ready a call waits up to two
 * seconds, then fails (and the booking gate answers 503).
 */
export async function queueStore(payload: Payload): Promise<QueueStore> {
  const url = env().REDIS_URL
  if (!url) return sqlQueueStore(payload)
  const client = redis.get() ?? redis.set(redisClient(url, (error) => payload.logger.warn({ err: error, msg: 'queue: Redis' })))
  if (!client.isReady)
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        client.off('ready', ready)
        reject(new Error('queue: Redis is not ready'))
      }, READY_TIMEOUT_MS)
      const ready = () => {
        clearTimeout(timer)
        resolve()
      }
      client.once('ready', ready)
    })
  return redisQueueStore(client)
}

/** The waiting room's address (for an opening), in the visitor's language. */
export function queueUrl(locale: Locale, opening: number | null): string {
  return routePath(locale, 'waiting-room', {}, opening === null ? undefined : { opening: String(opening) })
}

/** A place's view, recording its admission the first time its holder is seen admitted. */
async function placeView(payload: Payload, opening: Opening, key: string, now: Date): Promise<QueueView> {
  const store = await queueStore(payload)
  const nowMs = now.getTime()
  const read = await store.read(opening, key, nowMs, drawDue(opening, now))
  if (!read) return noPlace(opening)
  const { view, admitNow } = viewOf(opening, read.state, read.place, nowMs)
  if (!admitNow) return view
  const admittedMs = await store.admit(opening, key, nowMs)
  if (admittedMs === nowMs) {
    const { queueAdmitted, queueWait } = metrics()
    const label = { opening: String(opening.id) }
    queueAdmitted.inc(label)
    queueWait.observe(label, Math.max(0, nowMs - Math.max(read.place.joinedMs, opening.opensAt.getTime())) / 1000)
  }
  return viewOf(opening, read.state, { ...read.place, admittedMs }, nowMs).view
}

/** `GET /api/queue/`: the view of the place the browser's cookie names (state 'none' without one). */
export async function queueStatus(payload: Payload, cookie: string | null, now = new Date()): Promise<QueueView> {
  const token = readQueueToken(cookie)
  if (token) {
    const opening = (await activeOpenings(payload, now.getTime())).find((entry) => entry.id === token.opening)
    if (opening) return placeView(payload, opening, token.key, now)
  }
  return noPlace(await currentOpening(payload, now))
}

export type JoinAnswer =
  | { ok: true; cookie: string; view: QueueView }
  | { ok: false; error: 'no_opening' | 'not_open_yet' | 'client_limit' | 'challenge'; opening: Opening | null }

/**
 * `POST /api/queue/join/`: a place in the opening's queue for this browser. A browser that holds a
 * place in it keeps that place (ten tabs, a reload, a second press: one place); one whose admission
 * has lapsed queues again at the back. A client holds at most PLACES_PER_CLIENT places.
 */
export async function joinQueue(
  payload: Payload,
  input: {
    cookie: string | null
    openingId: number | null
    client: string
    locale: Locale
    /** Whether the browser solved a proof of work of this difficulty (asked only where the opening sets one). */
    solved: (level: number) => Promise<boolean>
  },
  now = new Date(),
): Promise<JoinAnswer> {
  const opening =
    input.openingId === null ? await currentOpening(payload, now) : await activeOpening(payload, input.openingId, input.locale)
  if (!opening) return { ok: false, error: 'no_opening', opening: null }
  if (!isRunning(opening, now)) return { ok: false, error: 'not_open_yet', opening }
  const held = readQueueToken(input.cookie)
  if (held && held.opening === opening.id) {
    const view = await placeView(payload, opening, held.key, now)
    if (view.state !== 'none' && view.state !== 'expired') return { ok: true, cookie: input.cookie ?? '', view }
  }
  if (opening.challenge > 0 && !(await input.solved(opening.challenge))) return { ok: false, error: 'challenge', opening }
  const key = newPlaceKey()
  const joined = await (
    await queueStore(payload)
  ).join(opening, {
    key,
    client: input.client,
    draw: randomInt(0, 2 ** 47),
    nowMs: now.getTime(),
    drawDue: drawDue(opening, now),
    perClient: PLACES_PER_CLIENT,
  })
  if (!joined) return { ok: false, error: 'client_limit', opening }
  return { ok: true, cookie: signQueueToken({ opening: opening.id, key }), view: await placeView(payload, opening, key, now) }
}

export type Gate = { ok: true; admission: { opening: Opening; key: string } | null } | { ok: false; opening: Opening }

/**
 * The booking gate: whether a booking call for these performances may go on. While an opening
 * that covers one of them runs, only a browser its queue has admitted (and whose time to book has
 * not run out) passes, or staff (`isStaff`, asked only then: it reads the session).
 */
export async function bookingGate(
  payload: Payload,
  input: {
    cookie: string | null
    /** The performances booked, asked only while an opening runs (it may need a lookup). */
    eventIds: () => Promise<readonly number[]>
    isStaff: () => Promise<boolean>
    /** Checkout: a browser admitted once completes what it holds, even past its time to book (its holds keep their own 15 minutes). */
    admittedOnce?: boolean
    /** Whether none of these performances has a seat left (asked only once the opening's queue has drained). */
    soldOut?: (eventIds: readonly number[]) => Promise<boolean>
  },
  now = new Date(),
): Promise<Gate> {
  const open = (await activeOpenings(payload, now.getTime())).filter((opening) => isRunning(opening, now))
  if (open.length === 0) return { ok: true, admission: null }
  const eventIds = await input.eventIds()
  const running = open.filter((opening) => eventIds.some((id) => covers(opening, id)))
  const first = running[0]
  if (!first) return { ok: true, admission: null }
  const token = readQueueToken(input.cookie)
  const own = running.find((opening) => opening.id === token?.opening)
  const view = own && token ? await placeView(payload, own, token.key, now) : null
  const passes =
    view?.state === 'admitted' || (input.admittedOnce === true && view?.admitted_until !== null && view?.admitted_until !== undefined)
  if (own && token && passes) return { ok: true, admission: { opening: own, key: token.key } }
  if (await input.isStaff()) return { ok: true, admission: null }
  const refused = own ?? first
  // The waiting room has done its work once its queue has drained and nothing it covers has seats
  // left: a visitor then hears 'sold out' from the booking call itself, not 'wait your turn'.
  const state = input.soldOut ? await (await queueStore(payload)).state(refused) : null
  const over =
    state !== null && drained(state, now.getTime()) && (await input.soldOut?.(refused.events.length > 0 ? refused.events : eventIds))
  return over ? { ok: true, admission: null } : { ok: false, opening: refused }
}

/** Counts a booking made under an admission (the back office's 'booked'). */
export async function recordBooked(payload: Payload, gate: Gate, now = new Date()): Promise<void> {
  if (gate.ok && gate.admission) await (await queueStore(payload)).booked(gate.admission.opening, gate.admission.key, now.getTime())
}
