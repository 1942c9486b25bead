import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { PerformanceReport } from '@/features/booking/provider'
import { findOrderIds, orderView } from '@/features/booking/providers/builtin/orderViews'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { saleSettings } from '@/features/booking/server/saleSettings'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'

/** What the box office asked for in the address: a performance, an order search, an opened order, a checked ticket's performance. */
export type CounterRequest = { eventId: number | null; query: string; orderId: number | null; ticketEventId: number | null; now: Date }

/**
 * Everything the box office page shows, read in one place (DESIGN §3: a page calls one server
 * function): the upcoming performances, the chosen one's counts and cap, the orders found, opened,
 * unpaid and lapsed in the last day, and the box-office lapse. Every read is the staff member's
 * own, under the collections' access rules.
 */
export async function loadCounter(payload: Payload, user: TypedUser, language: Locale, request: CounterRequest) {
  const asStaff = { user, overrideAccess: false } as const
  const { eventId, query, orderId, ticketEventId, now } = request
  const eventFields = { depth: 0, locale: language, select: { title: true, date_start: true }, ...asStaff } as const
  const upcoming = await payload.find({
    collection: 'events',
    where: { and: [{ id_jet: { exists: true } }, { date_start: { greater_than: new Date(now.getTime() - 6 * 3_600_000).toISOString() } }] },
    sort: 'date_start',
    limit: 200,
    ...eventFields,
  })
  const report = eventId === null ? null : await ticketingProvider(payload).report(eventId)
  const names = report ? await seatNames(payload, report, language, asStaff) : null
  // Fair sale: the performance's cap per cart (a sale limit, else the default), which the box office raises for groups.
  const cap =
    eventId === null
      ? null
      : ((await payload.find({ collection: 'sale-limits', where: { event: { equals: eventId } }, depth: 0, limit: 1, ...asStaff }))
          .docs[0] ?? null)
  const found = query ? await findOrderIds(payload, query) : []
  const foundOrders =
    found.length > 0
      ? (await payload.find({ collection: 'orders', where: { id: { in: found } }, sort: '-createdAt', depth: 0, limit: 20, ...asStaff }))
          .docs
      : []
  const opened = orderId === null ? null : await orderView(payload, { id: { equals: orderId } }, language)
  // The account behind an opened order and its credit (issue 46): paid out by transfer when its customer asks.
  const openedCustomer =
    opened === null
      ? null
      : relationId(
          (await payload.findByID({ collection: 'orders', id: opened.id, depth: 0, select: { customer: true }, ...asStaff })).customer,
        )
  const openedCredit =
    openedCustomer === null
      ? null
      : { customerId: openedCustomer, balanceCents: (await ticketingProvider(payload).creditBalance(openedCustomer)).balanceCents }
  const unpaid = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'confirmed' } }, { payment_status: { equals: 'awaiting' } }] },
    sort: 'payment_due',
    depth: 0,
    limit: 50,
    ...asStaff,
  })
  // Orders that lapsed (unpaid, or never confirmed by a guest) in the last day: their seats went back to sale by themselves.
  const lapsed = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'cancelled' } },
        { cancel_reason: { in: ['lapsed', 'unconfirmed'] } },
        { cancelled_at: { greater_than: new Date(now.getTime() - 86_400_000).toISOString() } },
      ],
    },
    sort: '-cancelled_at',
    depth: 0,
    limit: 50,
    ...asStaff,
  })
  // The performance's waiting list (issue 44): who waits, who has an offer, who took one, in line order.
  const waitingList =
    eventId === null
      ? []
      : (
          await payload.find({
            collection: 'waiting-list',
            where: { and: [{ event: { equals: eventId } }, { status: { in: ['unconfirmed', 'waiting', 'offered', 'accepted'] } }] },
            sort: 'createdAt',
            depth: 0,
            limit: 200,
            ...asStaff,
          })
        ).docs
  // Refunds of cancelled performances waiting for their bank transfer (issue 46), oldest first.
  const openRefunds = await payload.find({
    collection: 'refunds',
    where: { status: { equals: 'open' } },
    sort: 'createdAt',
    depth: 1,
    limit: 100,
    ...asStaff,
  })
  const lapseMinutes = (await saleSettings(payload)).boxOfficeLapseMinutes
  const upcomingOne = (id: number | null) => (id === null ? null : (upcoming.docs.find((event) => event.id === id) ?? null))
  // The performance a checked (or refused) ticket belongs to, named in the answer.
  const ticketEvent =
    ticketEventId === null
      ? null
      : (upcomingOne(ticketEventId) ??
        (await payload.find({ collection: 'events', where: { id: { equals: ticketEventId } }, limit: 1, ...eventFields })).docs[0] ??
        null)
  return {
    upcoming,
    openRefunds,
    report,
    names,
    cap,
    waitingList,
    foundOrders,
    opened,
    openedCredit,
    unpaid,
    lapsed,
    lapseMinutes,
    ticketEvent,
    chosen: upcomingOne(eventId),
  }
}

/** The names of a performance's seat groups (in the admin's language) and its timeslots' start times, by id. */
async function seatNames(payload: Payload, report: PerformanceReport, locale: Locale, asStaff: { user: TypedUser; overrideAccess: false }) {
  const [groups, slots] = await Promise.all([
    payload.find({
      collection: 'seat-groups',
      where: { event: { equals: report.eventId } },
      depth: 0,
      pagination: false,
      locale,
      ...asStaff,
    }),
    payload.find({ collection: 'timeslots', where: { event: { equals: report.eventId } }, depth: 0, pagination: false, ...asStaff }),
  ])
  return {
    groups: new Map(groups.docs.map((group) => [group.id, group.seat_group])),
    slots: new Map(slots.docs.map((slot) => [slot.id, slot.time_start.slice(0, 5)])),
  }
}
