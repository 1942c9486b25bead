/**
 * Whether a performance can still be booked, as the programme, the calendar, the event page, the
 * overlay, the widget and schema.org offers show it (issue 11: availability everywhere).
 */
export type Availability = 'available' | 'few' | 'sold_out'

export const AVAILABILITY_VALUES: readonly Availability[] = ['available', 'few', 'sold_out']

/** Seats of one seat group or timeslot: its capacity, how many are held or sold, and whether it is on sale (status '1'). */
export type SeatCount = { capacity: number; taken: number; open: boolean }

function freeSeats(counts: readonly SeatCount[]): number {
  return counts.reduce((sum, count) => sum + (count.open ? Math.max(0, count.capacity - count.taken) : 0), 0)
}

/**
 * Seats still free for a performance: over its seat groups on sale, and no more than its timeslots
 * on sale leave (a timeslot's capacity spans every seat group). Null when it sells no tickets.
 */
export function seatsLeft(seatGroups: readonly SeatCount[], timeslots: readonly SeatCount[]): number | null {
  if (seatGroups.length === 0) return null
  const inGroups = freeSeats(seatGroups)
  return timeslots.length === 0 ? inGroups : Math.min(inGroups, freeSeats(timeslots))
}

/** The class of a performance with `left` free seats; null when it sells no tickets. */
export function availabilityOf(left: number | null, threshold: number): Availability | null {
  if (left === null) return null
  if (left <= 0) return 'sold_out'
  return left <= Math.max(1, threshold) ? 'few' : 'available'
}

export function isAvailability(value: unknown): value is Availability {
  return typeof value === 'string' && AVAILABILITY_VALUES.some((entry) => entry === value)
}

/** schema.org's ItemAvailability for an offer. */
export function schemaAvailability(value: Availability): string {
  if (value === 'sold_out') return 'https://schema.org/SoldOut'
  return value === 'few' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock'
}
