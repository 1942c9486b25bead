import { centsOf, isOffered } from './money'
import type { EventTickets, PriceData, TimeslotData } from './eventTickets'
import type { TicketKey } from './selection'

/** SPEC §9: the full price is the one whose text is 'Vollpreis'; the others are discounts. */
export const FULL_PRICE_TEXT = 'Vollpreis'

export type OfferPrice = { key: TicketKey; name: string; price: string; cents: number; seatGroup: string }

export type OfferGroup = {
  id: number
  name: string
  text: string
  /** On sale: status '1' and at least one price above 0.00. */
  available: boolean
  companionSeat: boolean
  main: OfferPrice | null
  discounts: OfferPrice[]
}

/** What the booking widget offers for one performance (SPEC §4/§5). */
export type Offer = {
  groups: OfferGroup[]
  /** The timeslots on sale (status '0' hidden), by start. */
  timeslots: TimeslotData[]
  /** SPEC §5: the first available timeslot is preselected. */
  firstBlock: number | null
  hasDiscounts: boolean
}

function offerPrice(price: PriceData, seatGroup: string): OfferPrice {
  return {
    key: { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id },
    name: price.name,
    price: price.price,
    cents: centsOf(price.price) ?? 0,
    seatGroup,
  }
}

/** SPEC §5: a timeslot's time shows its first five characters ('14:00:00' → '14:00'). */
export function timeOf(timeslot: Pick<TimeslotData, 'time_start'>): string {
  return timeslot.time_start.slice(0, 5)
}

export function offerOf(tickets: Pick<EventTickets, 'seat_groups' | 'prices'>): Offer {
  const groups = tickets.seat_groups.map((group): OfferGroup => {
    const own = group.prices.length > 0 ? group.prices : tickets.prices.filter((price) => price.seat_group === group.id)
    const offered = own.filter((price) => isOffered(price.price))
    const main = offered.find((price) => price.text === FULL_PRICE_TEXT) ?? offered[0] ?? null
    return {
      id: group.id,
      name: group.seat_group,
      text: group.text,
      available: group.status === '1' && main !== null,
      companionSeat: group.companion_seat,
      main: main ? offerPrice(main, group.seat_group) : null,
      discounts: offered.filter((price) => price !== main).map((price) => offerPrice(price, group.seat_group)),
    }
  })
  const slots = new Map<number, TimeslotData>()
  for (const group of tickets.seat_groups) for (const slot of group.timeslots) if (slot.status !== '0') slots.set(slot.id, slot)
  const timeslots = [...slots.values()].sort((a, b) => a.time_start.localeCompare(b.time_start) || a.id - b.id)
  return {
    groups,
    timeslots,
    firstBlock: timeslots[0]?.block_id ?? null,
    hasDiscounts: groups.some((group) => group.available && group.discounts.length > 0),
  }
}

/** Whether anything of the offer can be booked now. */
export function canBook(offer: Offer, hasTimeslots: boolean): boolean {
  return offer.groups.some((group) => group.available) && (!hasTimeslots || offer.timeslots.length > 0)
}

/** What schema.org's offer of a performance says: the lowest and highest price offered and the class. */
export type OfferSummary = { lowCents: number | null; highCents: number | null; availability: EventTickets['availability'] }

export function offerSummary(tickets: Pick<EventTickets, 'seat_groups' | 'prices' | 'availability'>): OfferSummary {
  const cents = offerOf(tickets)
    .groups.flatMap((group) => [group.main, ...group.discounts])
    .flatMap((price) => (price ? [price.cents] : []))
  return {
    lowCents: cents.length > 0 ? Math.min(...cents) : null,
    highCents: cents.length > 0 ? Math.max(...cents) : null,
    availability: tickets.availability,
  }
}

/** What a performance's tickets cost, in cents: the full prices' span, and the cheapest discount below it. */
export type PriceRange = { low: number; high: number; reducedFrom: number | null }

/**
 * The honest price of a performance for the programme, the overlay and its page (issue 44): the
 * lowest and highest full price among the seat groups on sale, and the cheapest discount where one
 * costs less than every full price ('29–38 €, ermäßigt ab 8 €', never 'ab 8 €' alone). Null when
 * nothing is offered.
 */
export function priceRange(tickets: Pick<EventTickets, 'seat_groups' | 'prices'>): PriceRange | null {
  const groups = offerOf(tickets).groups.filter((group) => group.available)
  const full = groups.flatMap((group) => (group.main ? [group.main.cents] : []))
  if (full.length === 0) return null
  const low = Math.min(...full)
  const discounts = groups.flatMap((group) => group.discounts.map((price) => price.cents)).filter((cents) => cents < low)
  return { low, high: Math.max(...full), reducedFrom: discounts.length > 0 ? Math.min(...discounts) : null }
}
