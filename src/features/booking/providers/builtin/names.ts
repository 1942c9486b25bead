import 'server-only'

import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { prop } from '@/lib/types/guards'

/**
 * The names a cart line or an order shows (our own provider): events' titles, dates and places,
 * and timeslots' times, read in one query each for many ids.
 */

/** `address`: the venue's street, postal code and city on one line, for the ticket and the mail. */
type Names = { title: string; dateStart: string; dateEnd: string | null; venue: string | null; room: string | null; address: string | null }

const nameOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'name' in value && typeof value.name === 'string' ? value.name : null

const textOf = (value: unknown, key: string): string => {
  const text = prop(value, key)
  return typeof text === 'string' ? text.trim() : ''
}

/** 'Lindenauer Markt 21, 04177 Leipzig'; null when the venue has no street or city. */
function addressOf(venue: unknown): string | null {
  const place = [textOf(venue, 'postal_code'), textOf(venue, 'city')].filter(Boolean).join(' ')
  const parts = [textOf(venue, 'street'), place].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

/** Titles, dates and places of events, in the locale (German where a text is missing). */
export async function eventNames(payload: Payload, ids: readonly number[], locale: Locale): Promise<Map<number, Names>> {
  const result = new Map<number, Names>()
  if (ids.length === 0) return result
  const events = await payload.find({
    collection: 'events',
    where: { id: { in: [...new Set(ids)] } },
    locale,
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    select: { title: true, date_start: true, date_end: true, venue: true, room: true },
    populate: { venues: { name: true, street: true, postal_code: true, city: true }, rooms: { name: true } },
    overrideAccess: true,
  })
  for (const event of events.docs)
    result.set(event.id, {
      title: event.title,
      dateStart: event.date_start ?? '',
      dateEnd: event.date_end ?? null,
      venue: nameOf(event.venue),
      room: nameOf(event.room),
      address: addressOf(event.venue),
    })
  return result
}

export async function namesById(
  payload: Payload,
  collection: 'seat-groups' | 'prices' | 'series',
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection,
    where: { id: { in: [...new Set(ids)] } },
    locale,
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    found.docs.map((doc) => [
      doc.id,
      'seat_group' in doc && typeof doc.seat_group === 'string' ? doc.seat_group : 'name' in doc ? String(doc.name) : '',
    ]),
  )
}

export async function timeslotTimes(payload: Payload, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'timeslots',
    where: { id: { in: [...new Set(ids)] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(found.docs.map((slot) => [slot.id, slot.time_start.slice(0, 5)]))
}
