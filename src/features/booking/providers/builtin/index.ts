import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'

import { availabilityOf, isAvailability, seatsLeft } from '../../domain/availability'
import {
  type EventTickets,
  JET_ID_PATTERN,
  type PriceData,
  type SeatGroupData,
  type TicketStatus,
  type TimeslotData,
} from '../../domain/eventTickets'
import { priceString } from '../../domain/money'
import type { PerformanceAvailability, ReserveRequest, TicketingProvider } from '../../provider'
import { cartSummary, findOpenCart, moveHolds, type PlannedLine, releaseSeats, reserveSeats, seatCounts } from './engine'
import { cancelOrder, cancelOverdueOrders, checkIn, recordPayment } from './settlement'
import { buyerOrderIds, eraseBuyer, purgeCarts, reduceOrdersBefore } from './privacy'
import { orderOfToken, orderView, orderViews, performanceReport } from './orderViews'
import { confirmOrder, confirmPendingOrder } from './confirm'
import { cartDetail, removeLines, renewExpired } from './cartLines'
import { redeemAtBoxOffice, sellVouchers, voucherByCode } from './vouchers'
import { cancelPerformance, creditBalance, customerCredit, markRefundDone, payOutCredit } from './credit'
import { reserveSubscription, subscriptionOffers } from './subscriptions'
import { int, num, type Sql, sqlOf } from '@/lib/db/sql'

type OfferRow = {
  eventId: number
  dateStart: Date
  seatGroupId: number
  seatGroupOpen: boolean
  companion: boolean
  priceId: number | null
  saleTypeId: number | null
  cents: number | null
  /** How many timeslots the performance has, and the one of the requested block (id, on sale). */
  slotCount: number
  slotId: number | null
  slotOpen: boolean
}

const optionalNumber = (value: unknown): number | null => (value === null || value === undefined ? null : num(value))

/** The public performance with this ticketing id, its seat groups and prices and the requested timeslot, in one read. */
async function offerRows(sql: Sql, eventJetId: string, blockId: number | null): Promise<OfferRow[]> {
  if (!JET_ID_PATTERN.test(eventJetId)) return []
  const block = blockId === null ? 'NULL' : int(blockId)
  const rows =
    await sql.query(`SELECT "e"."id" AS "event_id", "e"."date_start", "g"."id" AS "seat_group_id", "g"."status" AS "seat_group_status", "g"."companion_seat",
      "p"."id" AS "price_id", "p"."sale_type_id", "p"."amount_cents",
      (SELECT COUNT(*) FROM "timeslots" "s" WHERE "s"."event_id" = "e"."id") AS "slot_count",
      (SELECT "s"."id" FROM "timeslots" "s" WHERE "s"."event_id" = "e"."id" AND "s"."block_id" = ${block} ORDER BY "s"."id" LIMIT 1) AS "slot_id",
      (SELECT CASE WHEN "s"."status" = '1' THEN 1 ELSE 0 END FROM "timeslots" "s" WHERE "s"."event_id" = "e"."id" AND "s"."block_id" = ${block} ORDER BY "s"."id" LIMIT 1) AS "slot_open"
    FROM "events" "e" JOIN "seat_groups" "g" ON "g"."event_id" = "e"."id" LEFT JOIN "prices" "p" ON "p"."seat_group_id" = "g"."id"
    WHERE "e"."id_jet" = '${eventJetId}' AND "e"."_status" = 'published' AND "e"."is_online" = true
    ORDER BY "g"."sort", "g"."id", "p"."sort", "p"."id"`)
  return rows.map((row) => ({
    eventId: num(row.event_id),
    dateStart: new Date(row.date_start instanceof Date ? row.date_start : String(row.date_start)),
    seatGroupId: num(row.seat_group_id),
    seatGroupOpen: String(row.seat_group_status) === '1',
    companion: row.companion_seat === true || num(row.companion_seat) === 1,
    priceId: optionalNumber(row.price_id),
    saleTypeId: optionalNumber(row.sale_type_id),
    cents: optionalNumber(row.amount_cents),
    slotCount: num(row.slot_count),
    slotId: optionalNumber(row.slot_id),
    slotOpen: num(row.slot_open) === 1,
  }))
}

function statusOf(open: boolean): TicketStatus {
  return open ? '1' : '0'
}

/**
 * Our own ticketing provider on the site's database: the reservation engine (engine.ts) and SPEC's
 * event data read through Payload, so the public sees only what its access rules allow.
 */
export function builtinProvider(payload: Payload, options: { fewTicketsThreshold: () => Promise<number> }): TicketingProvider {
  const sql = sqlOf(payload)

  async function availability(eventIds: readonly number[], now = new Date()): Promise<Map<number, PerformanceAvailability>> {
    const [counts, threshold] = await Promise.all([seatCounts(sql, eventIds, now), options.fewTicketsThreshold()])
    const result = new Map<number, PerformanceAvailability>()
    for (const [id, count] of counts)
      result.set(id, { ...count, availability: availabilityOf(seatsLeft(count.seatGroups, count.timeslots), threshold) })
    return result
  }

  return {
    name: 'builtin',

    async reserve(request: ReserveRequest, now = new Date()) {
      const rows = await offerRows(sql, request.eventJetId, request.blockId)
      const first = rows[0]
      if (!first) return { ok: false, error: 'unknown_event' }
      if (first.dateStart.getTime() <= now.getTime()) return { ok: false, error: 'not_on_sale' }
      const saleTypes = request.lines.map((line) => line.saleTypeId)
      // Without a seat group: the first one on sale that has every requested price.
      const groupId =
        request.seatGroupId ??
        rows.find(
          (row) =>
            row.seatGroupOpen &&
            saleTypes.every((type) => rows.some((r) => r.seatGroupId === row.seatGroupId && r.saleTypeId === type && (r.cents ?? 0) > 0)),
        )?.seatGroupId ??
        null
      const group = rows.filter((row) => row.seatGroupId === groupId)
      if (group.length === 0) return { ok: false, error: 'unknown_price' }
      if (!group[0]?.seatGroupOpen) return { ok: false, error: 'not_on_sale' }
      const lines: PlannedLine[] = []
      for (const line of request.lines) {
        const price = group.find((row) => row.saleTypeId === line.saleTypeId && (row.cents ?? 0) > 0)
        if (!price || price.priceId === null) return { ok: false, error: 'unknown_price' }
        const same = lines.find((planned) => planned.priceId === price.priceId)
        if (same) same.quantity += line.quantity
        else lines.push({ priceId: price.priceId, quantity: line.quantity, unitCents: price.cents ?? 0 })
      }
      // A performance that sells timeslots needs one on sale; one without ignores a block id.
      const timeslotId = first.slotCount > 0 ? first.slotId : null
      if (first.slotCount > 0 && (timeslotId === null || !first.slotOpen)) return { ok: false, error: 'not_on_sale' }
      return reserveSeats(
        sql,
        request.cartToken,
        {
          eventId: first.eventId,
          clientKey: request.clientKey ?? null,
          renewals: 0,
          seatGroupId: group[0].seatGroupId,
          seatsPerTicket: group[0].companion ? 2 : 1,
          timeslotId,
          lines,
          ...(request.holdUntil ? { until: request.holdUntil } : {}),
        },
        now,
      )
    },

    moveHolds: (from, into, now = new Date()) => moveHolds(sql, from, into, now),

    release: (cartToken, reservationIds, now = new Date()) => releaseSeats(sql, cartToken, reservationIds, now),

    async getCart(cartToken, now = new Date()) {
      const cartId = await findOpenCart(sql, cartToken)
      return cartId === null ? null : cartSummary(sql, cartId, cartToken, now)
    },

    availability,

    cart: (cartToken, locale, now = new Date()) => cartDetail(payload, sql, cartToken, locale, now),

    removeLines: (cartToken, reservationIds, now = new Date()) => removeLines(sql, cartToken, reservationIds, now),

    async renew(cartToken, locale, clientKey, now = new Date()) {
      const cart = await cartDetail(payload, sql, cartToken, locale, now)
      return cart?.expired ? renewExpired(sql, cart, clientKey, now) : []
    },

    subscriptionOffers: (locale, options = {}) => subscriptionOffers(payload, sql, locale, options.seriesId, options.now ?? new Date()),

    reserveSubscription: (request, now = new Date()) => reserveSubscription(sql, request, now),

    async checkout(request, now = new Date()) {
      let cart = await cartDetail(payload, sql, request.cartToken, request.locale, now)
      if (!cart) {
        // A checkout repeated after its cart became an order (a retry after a lost answer) finds that order.
        const prior = await orderOfToken(sql, request.cartToken)
        return prior ? { ok: true, value: { ...prior, created: false, confirmToken: null } } : { ok: false, error: 'no_reservation' }
      }
      if (cart.expired) {
        // The basket outlived its 15 minutes: hold what is still there again, and let the buyer
        // see what is gone before anything is confirmed.
        const lost = await renewExpired(sql, cart, request.clientKey ?? null, now)
        cart = await cartDetail(payload, sql, request.cartToken, request.locale, now)
        if (!cart) return { ok: false, error: 'no_reservation' }
        if (lost.length > 0) return { ok: false, error: 'not_enough_seats' }
      }
      if (cart.lines.length > 0 && cart.totalCents !== request.expectedTotalCents) return { ok: false, error: 'cart_changed' }
      return confirmOrder(payload, sql, request, cart, now)
    },

    confirmOrder: (secret, now = new Date()) => confirmPendingOrder(sql, secret, now),

    getOrder: (number, accessKey, locale) =>
      orderView(payload, { and: [{ number: { equals: number } }, { access_key: { equals: accessKey } }] }, locale),

    async customerOrders(customerId, locale) {
      const found = await payload.find({
        collection: 'orders',
        where: { customer: { equals: customerId } },
        sort: '-createdAt',
        depth: 0,
        limit: 50,
        overrideAccess: true,
      })
      return orderViews(payload, found.docs, locale)
    },

    async buyerOrders(match, locale) {
      const ids = await buyerOrderIds(sql, match)
      if (ids.length === 0) return []
      const found = await payload.find({
        collection: 'orders',
        where: { id: { in: ids } },
        sort: '-createdAt',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      return orderViews(payload, found.docs, locale)
    },

    eraseBuyer: (match, now = new Date()) => eraseBuyer(sql, match, now),

    reduceOrdersBefore: (before, now = new Date()) => reduceOrdersBefore(sql, before, now),

    purgeCarts: (before) => purgeCarts(sql, before),

    cancelOrder: (orderId, now = new Date(), reason = 'box_office', options = {}) => cancelOrder(sql, orderId, now, reason, options),

    checkIn: (code, { eventId = null, now = new Date(), recordPayment = false } = {}) => checkIn(sql, code, now, eventId, recordPayment),

    recordPayment: (orderId, now = new Date()) => recordPayment(sql, orderId, now),

    cancelOverdue: (now = new Date()) => cancelOverdueOrders(sql, now),

    report: (eventId, now = new Date()) => performanceReport(sql, eventId, now),

    sellVouchers: (request, now = new Date()) => sellVouchers(sql, request, now),

    voucher: (code, now = new Date()) => voucherByCode(sql, code, now),

    redeemVoucher: (orderId, code, now = new Date()) => redeemAtBoxOffice(sql, orderId, code, now),

    cancelPerformance: (eventId, method, now = new Date()) => cancelPerformance(sql, eventId, method, now),

    customerCredit: (customerId) => customerCredit(sql, customerId),

    creditBalance: (customerId) => creditBalance(sql, customerId),

    markRefundDone: (refundId, now = new Date()) => markRefundDone(sql, refundId, now),
    payOutCredit: (customerId, now = new Date()) => payOutCredit(sql, customerId, now),

    async eventTickets(eventIds, locale: Locale, { live = false, now = new Date() } = {}) {
      const result = new Map<number, EventTickets>()
      if (eventIds.length === 0) return result
      const ids = [...new Set(eventIds)]
      const [events, groups, prices, slots, counts] = await Promise.all([
        payload.find({
          collection: 'events',
          locale,
          where: { id: { in: ids } },
          pagination: false,
          depth: 0,
          select: { id_jet: true, ticket_url: true, date_start: true, availability: true },
          overrideAccess: false,
          draft: false,
        }),
        payload.find({
          collection: 'seat-groups',
          locale,
          where: { event: { in: ids } },
          pagination: false,
          depth: 0,
          sort: ['sort', 'id'],
          overrideAccess: false,
        }),
        payload.find({
          collection: 'prices',
          locale,
          where: { event: { in: ids } },
          pagination: false,
          depth: 0,
          sort: ['sort', 'id'],
          overrideAccess: false,
        }),
        payload.find({
          collection: 'timeslots',
          where: { event: { in: ids } },
          pagination: false,
          depth: 0,
          sort: ['time_start', 'id'],
          overrideAccess: false,
        }),
        live ? availability(ids, now) : Promise.resolve(null),
      ])
      for (const event of events.docs) {
        const count = counts?.get(event.id)
        const free = (list: PerformanceAvailability['seatGroups'] | undefined, id: number) => {
          const entry = list?.find((item) => item.id === id)
          return entry ? entry.open && entry.capacity - entry.taken > 0 : true
        }
        const timeslots: TimeslotData[] = slots.docs
          .filter((slot) => relationId(slot.event) === event.id)
          .map((slot) => ({
            id: slot.id,
            time_start: slot.time_start,
            block_id: slot.block_id,
            status: statusOf(slot.status === '1' && free(count?.timeslots, slot.id)),
          }))
        const eventPrices: PriceData[] = prices.docs
          .filter((price) => relationId(price.event) === event.id)
          .map((price) => ({
            id: price.id,
            price: priceString(price.amount_cents),
            text: price.text ?? '',
            sale_type_id: price.sale_type_id,
            seat_group: relationId(price.seat_group) ?? 0,
            name: price.name,
            has_discounts: price.has_discounts ?? false,
          }))
        const seatGroups: SeatGroupData[] = groups.docs
          .filter((group) => relationId(group.event) === event.id)
          .map((group) => ({
            id: group.id,
            seat_group: group.seat_group,
            // Live, a seat group with no seat left is unavailable too.
            status: statusOf(group.status === '1' && free(count?.seatGroups, group.id)),
            text: group.text ?? '',
            prices: eventPrices.filter((price) => price.seat_group === group.id),
            timeslots,
            companion_seat: group.companion_seat ?? false,
          }))
        result.set(event.id, {
          ticket_url: event.ticket_url ?? null,
          seat_groups: seatGroups,
          prices: eventPrices,
          id_jet: event.id_jet ?? null,
          date_start: event.date_start,
          availability: count ? count.availability : isAvailability(event.availability) ? event.availability : null,
        })
      }
      return result
    },
  }
}
