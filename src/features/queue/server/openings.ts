// No 'server-only' guard: the sale openings' hook reaches this module from the Payload config,
// which the command-line scripts (migrate, seed) load outside Next.js.

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'
import { processSlot } from '@/lib/process/slot'
import { prop } from '@/lib/types/guards'
import type { SaleOpening } from '@/payload-types'

import { isRunning, type Opening } from '../domain/rules'

/**
 * The sale openings that are active, read at most once a second per process: every booking call
 * asks whether its performance is covered, and a sale's busiest minute must not read the back
 * office's documents thousands of times. A change in the back office reaches every server within
 * that second (this process's copy is dropped at once).
 */
const FRESH_MS = 1000

type Memo = { at: number; openings: Promise<readonly Opening[]>; names: Map<number, Record<Locale, string>> }
const memo = processSlot<Memo>('festival-site.saleOpenings')

/** Drops this process's copy (a change in the back office). */
export function forgetOpenings(): void {
  memo.clear()
}

function nameOf(value: unknown, locale: Locale): string {
  const localised = typeof value === 'string' ? value : prop(value, locale)
  return typeof localised === 'string' ? localised : ''
}

type OpeningDoc = Pick<
  SaleOpening,
  'id' | 'name' | 'opens_at' | 'prequeue_minutes' | 'admit_per_minute' | 'admission_minutes' | 'events' | 'challenge' | 'active' | 'paused'
>

/** An opening as the queue reads it, from its document (one language, or all of them: the German name then). */
export function openingFrom(doc: OpeningDoc): Opening {
  return {
    id: doc.id,
    name: nameOf(doc.name, 'de'),
    opensAt: new Date(doc.opens_at),
    prequeueMinutes: doc.prequeue_minutes,
    admitPerMinute: doc.admit_per_minute,
    admissionMinutes: doc.admission_minutes,
    events: (doc.events ?? []).flatMap((event) => relationId(event) ?? []),
    challenge: doc.challenge,
    active: doc.active ?? false,
    paused: doc.paused ?? false,
  }
}

async function load(payload: Payload, names: Map<number, Record<Locale, string>>): Promise<Opening[]> {
  const found = await payload.find({
    collection: 'sale-openings',
    where: { active: { equals: true } },
    locale: 'all',
    depth: 0,
    limit: 100,
    sort: 'opens_at',
    overrideAccess: true,
  })
  return found.docs.map((doc) => {
    names.set(doc.id, { de: nameOf(doc.name, 'de'), en: nameOf(doc.name, 'en') || nameOf(doc.name, 'de') })
    return openingFrom(doc)
  })
}

/** Every active opening (running or still to come), soonest first. */
export async function activeOpenings(payload: Payload, nowMs = Date.now()): Promise<readonly Opening[]> {
  const current = memo.get()
  if (current && nowMs - current.at < FRESH_MS) return current.openings
  const names = new Map<number, Record<Locale, string>>()
  const openings = load(payload, names)
  const next = memo.set({ at: nowMs, openings, names })
  openings.catch(() => (memo.get() === next ? memo.clear() : undefined))
  return openings
}

/** An active opening by id, with its name in `locale`. */
export async function activeOpening(payload: Payload, id: number, locale: Locale): Promise<Opening | null> {
  const opening = (await activeOpenings(payload)).find((entry) => entry.id === id)
  if (!opening) return null
  return { ...opening, name: memo.get()?.names.get(id)?.[locale] ?? opening.name }
}

/** The opening a visitor without a place is sent to: the first running one, else the next to come. */
export async function currentOpening(payload: Payload, now: Date): Promise<Opening | null> {
  const openings = await activeOpenings(payload, now.getTime())
  return openings.find((opening) => isRunning(opening, now)) ?? openings[0] ?? null
}

/** What the waiting room's page shows of an opening (the page is static: the browser counts down). */
export type OpeningNotice = {
  readonly id: number
  readonly name: string
  readonly opensAt: string
  readonly roomOpensAt: string
  readonly admissionMinutes: number
  readonly challenge: number
}

/** The active openings for the waiting room's page, in `locale`, soonest first (read once per render of the static page). */
export async function openingNotices(payload: Payload, locale: Locale): Promise<OpeningNotice[]> {
  const found = await payload.find({
    collection: 'sale-openings',
    where: { active: { equals: true } },
    locale,
    depth: 0,
    limit: 20,
    sort: 'opens_at',
    overrideAccess: true,
  })
  return found.docs.map((doc) => {
    const opensAt = new Date(doc.opens_at)
    return {
      id: doc.id,
      name: doc.name,
      opensAt: opensAt.toISOString(),
      roomOpensAt: new Date(opensAt.getTime() - doc.prequeue_minutes * 60_000).toISOString(),
      admissionMinutes: doc.admission_minutes,
      challenge: doc.challenge,
    }
  })
}
