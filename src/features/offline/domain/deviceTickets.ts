import { TICKET_CODE_PATTERN } from '@/features/booking/domain/ticketCode'
import { DEFAULT_MINUTES } from '@/lib/calendar/duration'
import { berlinParts, berlinTime } from '@/lib/time/berlin'
import { isRecord } from '@/lib/types/guards'

/**
 * A confirmed ticket kept on the visitor's device (issue 27): what the 'My tickets' screen shows
 * without a connection and what the door scans (the code, drawn as QR code by the ticket call).
 * Written when the confirmation page or the profile was opened; dropped once its performance is
 * over, and all of them on log-out.
 */
export type DeviceTicket = {
  code: string
  order: string
  title: string
  /** The performance's start (ISO); with the timeslot, when the ticket admits. */
  starts_at: string
  /** Its end, when it has one; without, a performance is taken to last two hours. */
  ends_at: string | null
  timeslot: string | null
  where: string
  seat: string
  /** Whose ticket it is: the buyer's name. */
  holder: string
  /** The order awaits payment at the box office. */
  unpaid: boolean
  /** The customer account it was kept for (the profile), null for an order's confirmation page. */
  account: string | null
}

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max

function isDeviceTicket(value: unknown): value is DeviceTicket {
  if (!isRecord(value)) return false
  const ticket = value
  return (
    text(ticket.code, 24) &&
    TICKET_CODE_PATTERN.test(ticket.code) &&
    text(ticket.order, 40) &&
    text(ticket.title, 500) &&
    text(ticket.starts_at, 40) &&
    !Number.isNaN(new Date(ticket.starts_at).getTime()) &&
    (ticket.ends_at === null || (text(ticket.ends_at, 40) && !Number.isNaN(new Date(ticket.ends_at).getTime()))) &&
    (ticket.timeslot === null || text(ticket.timeslot, 8)) &&
    text(ticket.where, 500) &&
    text(ticket.seat, 300) &&
    text(ticket.holder, 300) &&
    typeof ticket.unpaid === 'boolean' &&
    (ticket.account === null || text(ticket.account, 300))
  )
}

/** The tickets a stored text holds; anything unreadable is left out (the device's copy is never trusted blindly). */
export function readTickets(raw: string | null): DeviceTicket[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isDeviceTicket) : []
  } catch {
    return []
  }
}

/**
 * When a ticket admits: its timeslot on the performance's day in Berlin ('16:00' of an exhibition
 * that opens at 10:00), else the performance's start.
 */
export function admitsAt(ticket: Pick<DeviceTicket, 'starts_at' | 'timeslot'>): Date {
  const start = new Date(ticket.starts_at)
  const slot = /^(\d{2}):(\d{2})/.exec(ticket.timeslot ?? '')
  if (!slot) return start
  const day = berlinParts(start)
  return berlinTime(day.year, day.month, day.day, Number(slot[1]), Number(slot[2]))
}

/**
 * Whether a ticket's performance is over: its end has passed, or without one two hours after the
 * ticket admits (a performance's default length).
 */
export function ticketOver(ticket: Pick<DeviceTicket, 'starts_at' | 'ends_at' | 'timeslot'>, now: Date): boolean {
  const end = ticket.ends_at ? new Date(ticket.ends_at).getTime() : admitsAt(ticket).getTime() + DEFAULT_MINUTES * 60_000
  return end <= now.getTime()
}

/**
 * The device's tickets after a page showed some: the shown ones replace those with their code,
 * cancelled ones go, and those whose performance is over; the profile of one account also drops
 * another account's tickets (the device belongs to whoever is logged in now). In the order they admit.
 */
export function keepTickets(
  kept: readonly DeviceTicket[],
  shown: readonly DeviceTicket[],
  cancelled: readonly string[],
  now: Date,
  account: string | null = null,
): DeviceTicket[] {
  const others = account === null ? kept : kept.filter((ticket) => ticket.account === null || ticket.account === account)
  const byCode = new Map(others.map((ticket) => [ticket.code, ticket]))
  for (const ticket of shown) byCode.set(ticket.code, ticket)
  for (const code of cancelled) byCode.delete(code)
  return currentTickets([...byCode.values()], now)
}

/** The tickets whose performance is not over, in the order they admit. */
export function currentTickets(tickets: readonly DeviceTicket[], now: Date): DeviceTicket[] {
  return tickets
    .filter((ticket) => !ticketOver(ticket, now))
    .sort((a, b) => admitsAt(a).getTime() - admitsAt(b).getTime() || a.code.localeCompare(b.code))
}

/** A ticket of an order as the confirmation page and the profile read it. */
export type ShownTicketFacts = {
  code: string
  order: string
  title: string
  dateStart: string
  dateEnd: string | null
  timeslot: string | null
  venue: string | null
  room: string | null
  seatGroup: string
  priceName: string
  holder: string
  unpaid: boolean
  account: string | null
}

/** The device's copy of a ticket, its place and seat written as the ticket card writes them. */
export function deviceTicketOf(facts: ShownTicketFacts): DeviceTicket {
  return {
    code: facts.code,
    order: facts.order,
    title: facts.title,
    starts_at: facts.dateStart,
    ends_at: facts.dateEnd,
    timeslot: facts.timeslot,
    where: ticketPlace(facts.venue, facts.room),
    seat: ticketSeat(facts.seatGroup, facts.priceName),
    holder: facts.holder,
    unpaid: facts.unpaid,
    account: facts.account,
  }
}

/** Where a ticket admits: the venue and room, as every ticket card writes it. */
export function ticketPlace(venue: string | null, room: string | null): string {
  return [venue, room].filter(Boolean).join(' · ')
}

/** A ticket's seat group and price, as every ticket card writes it. */
export function ticketSeat(seatGroup: string, priceName: string): string {
  return `${seatGroup} · ${priceName}`
}
