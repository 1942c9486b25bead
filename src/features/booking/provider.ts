/**
 * CONVENTIONS §9: the ticketing provider, in festival terms. We are our own provider today
 * (providers/builtin); an external one plugs in behind the same interface (providers/registry.ts).
 * Money is integer cents in EUR; the SPEC's string forms ('12.50', status '0'/'1') are made at the
 * edge (domain/eventTickets.ts).
 */
import type { Locale } from '@/i18n/locales'

import type { Availability } from './domain/availability'
import type { EventTickets } from './domain/eventTickets'

/** The closed set of reasons a ticketing call fails; each has the provider's numeric code (SPEC §8). */
export type TicketingError = 'unknown_event' | 'not_on_sale' | 'unknown_price' | 'not_enough_seats' | 'no_reservation' | 'shop_offline'

/** SPEC §8 names -214 and -204; the others are ours, shown as 'Error {code}'. */
export const RESPONSE_CODES: Readonly<Record<TicketingError, number>> = {
  unknown_event: -101,
  not_on_sale: -102,
  unknown_price: -103,
  not_enough_seats: -214,
  no_reservation: -204,
  shop_offline: -503,
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E }

/** One price type of a reservation request and how many tickets of it. */
export type ReserveLine = { saleTypeId: number; quantity: number }

/** SPEC §7's cart call in festival terms: tickets of one seat group (and timeslot) of one performance. */
export type ReserveRequest = {
  /** The cart the tickets go to; null starts a new one. */
  cartToken: string | null
  eventJetId: string
  seatGroupId: number | null
  blockId: number | null
  lines: readonly ReserveLine[]
}

/** A cart as the header and the cart call see it: the tickets held now and until when the last one is. */
export type CartSummary = {
  token: string
  /** Tickets held and not expired (a wheelchair space with its companion seat counts two). */
  ticketsQuantity: number
  /** When the last hold of the cart runs out; null when it holds nothing. */
  heldUntil: Date | null
}

export type Reservation = CartSummary & {
  /** The performance (event id) the tickets are for. */
  eventId: number
  /** When the tickets just reserved stop being held (15 minutes from the performance's first hold in this cart). */
  expiresAt: Date
  /** Seats this request took (tickets, companion seats included). */
  seats: number
}

/** Seats left per seat group and timeslot of one performance, and its class. */
export type PerformanceAvailability = {
  eventId: number
  availability: Availability | null
  seatGroups: ReadonlyArray<{ id: number; capacity: number; taken: number; open: boolean }>
  timeslots: ReadonlyArray<{ id: number; capacity: number; taken: number; open: boolean }>
}

export interface TicketingProvider {
  readonly name: string
  /** Holds the tickets for 15 minutes, all or none: one conditional atomic write (decision 017). */
  reserve(request: ReserveRequest, now?: Date): Promise<Result<Reservation, TicketingError>>
  /** Lets held tickets of the cart go (all, or the given reservations); answers the cart after. */
  release(cartToken: string, reservationIds?: readonly number[], now?: Date): Promise<Result<CartSummary, TicketingError>>
  /** The cart's current holds; null when there is no such open cart. */
  getCart(cartToken: string, now?: Date): Promise<CartSummary | null>
  /** Seats left per seat group and timeslot of the performances, live. */
  availability(eventIds: readonly number[], now?: Date): Promise<Map<number, PerformanceAvailability>>
  /** SPEC §3's current event data of the performances (seat groups, prices, timeslots), in the locale. */
  eventTickets(eventIds: readonly number[], locale: Locale, options?: { live?: boolean; now?: Date }): Promise<Map<number, EventTickets>>
}
