import type { Availability } from './availability'

/**
 * SPEC §3's current event data, as the booking widget takes it: snake_case, prices as text with
 * two decimals, statuses '0' (unavailable) and '1'. Beyond SPEC: `availability` (the class the
 * pages show) and a seat group's `companion_seat` (a wheelchair space booked with a companion seat).
 */
export type TicketStatus = '0' | '1'

/** A ticketing id as events carry it (SPEC id_jet): checked before it reaches a statement or an address. */
export const JET_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/

export type PriceData = {
  id: number
  /** '12.50' */
  price: string
  /** 'Vollpreis' is the full price; anything else a discount. */
  text: string
  sale_type_id: number
  /** The seat group's id. */
  seat_group: number
  name: string
  has_discounts: boolean
}

export type TimeslotData = {
  id: number
  /** 'HH:MM:SS' */
  time_start: string
  block_id: number
  status: TicketStatus
}

export type SeatGroupData = {
  id: number
  seat_group: string
  status: TicketStatus
  text: string
  prices: PriceData[]
  timeslots: TimeslotData[]
  companion_seat: boolean
}

export type EventTickets = {
  ticket_url: string | null
  seat_groups: SeatGroupData[]
  prices: PriceData[]
  id_jet: string | null
  date_start: string
  availability: Availability | null
}

/** Whether a performance has begun (or its start cannot be read): it sells no tickets online any more. */
export function hasBegun(dateStart: string, now = new Date()): boolean {
  const start = new Date(dateStart).getTime()
  return !Number.isFinite(start) || start <= now.getTime()
}

/** Whether an event offers tickets through the widget at all: it has a ticketing id and a seat group. */
export function offersTickets(tickets: Pick<EventTickets, 'id_jet' | 'seat_groups'> | null | undefined): boolean {
  return Boolean(tickets?.id_jet) && (tickets?.seat_groups.length ?? 0) > 0
}

/** Whether an event sells tickets through the widget: it offers them and has not begun. */
export function sellsTickets(
  tickets: Pick<EventTickets, 'id_jet' | 'seat_groups' | 'date_start'> | null | undefined,
  now = new Date(),
): boolean {
  return offersTickets(tickets) && !hasBegun(tickets?.date_start ?? '', now)
}
