import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { ticketWhen } from '../../domain/when'
import type { Entry } from './entry'

/** An entry in words: the performance, when and where, the seat group and the tickets by price. */
export type EntryWords = {
  title: string
  jetId: string | null
  when: string
  dateStart: string
  where: string | null
  seatGroup: string
  tickets: { name: string; quantity: number }[]
}

export async function describeEntry(payload: Payload, entry: Entry, locale: Locale): Promise<EntryWords> {
  const [event, group, prices] = await Promise.all([
    payload.findByID({
      collection: 'events',
      id: entry.eventId,
      locale,
      depth: 1,
      select: { title: true, date_start: true, id_jet: true, venue: true, room: true },
      overrideAccess: true,
    }),
    payload.findByID({ collection: 'seat-groups', id: entry.seatGroupId, locale, depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'prices',
      where: { seat_group: { equals: entry.seatGroupId } },
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const venue = typeof event.venue === 'object' && event.venue ? event.venue.name : null
  const room = typeof event.room === 'object' && event.room ? event.room.name : null
  return {
    title: event.title,
    jetId: event.id_jet ?? null,
    when: ticketWhen(event.date_start, locale),
    dateStart: event.date_start,
    where: [venue, room].filter(Boolean).join(', ') || null,
    seatGroup: group.seat_group,
    tickets: entry.lines.map((line) => ({
      name: prices.docs.find((price) => price.sale_type_id === line.saleTypeId)?.name ?? '',
      quantity: line.quantity,
    })),
  }
}

/** '2 × Vollpreis, 1 × Ermäßigt (Parkett)'. */
export function ticketsText(words: EntryWords): string {
  return `${words.tickets.map((ticket) => `${ticket.quantity} × ${ticket.name}`).join(', ')} (${words.seatGroup})`
}
