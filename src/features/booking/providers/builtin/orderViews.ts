import 'server-only'

import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'
import { normaliseTicketCode } from '../../domain/order'
import type { OrderView, PerformanceReport, TicketView } from '../../provider'
import { int, num, type Sql, sqlOf, token, TOKEN_PATTERN } from '@/lib/db/sql'
import { eventNames, namesById, timeslotTimes } from './names'
import { vouchersOfOrders } from './vouchers'

/**
 * Orders as people read them (our own provider): the order and its tickets for the buyer and the
 * box office, the box office's search, and one performance's report.
 */

/** The order of the cart a token names, when that cart was ordered. */
export async function orderOfToken(
  sql: Sql,
  cartToken: string,
): Promise<{ orderId: number; number: string; accessKey: string; pending: boolean } | null> {
  if (!TOKEN_PATTERN.test(cartToken)) return null
  const rows = await sql.query(`SELECT "c"."id" FROM "carts" "c" WHERE "c"."token" = ${token(cartToken)} AND "c"."status" = 'ordered'`)
  return rows[0] ? orderOfCart(sql, num(rows[0].id)) : null
}

export async function orderOfCart(
  sql: Sql,
  cartId: number,
): Promise<{ orderId: number; number: string; accessKey: string; pending: boolean } | null> {
  const rows = await sql.query(`SELECT "id", "number", "access_key", "status" FROM "orders" WHERE "cart_id" = ${int(cartId)}`)
  const row = rows[0]
  return row
    ? { orderId: num(row.id), number: String(row.number), accessKey: String(row.access_key ?? ''), pending: row.status === 'pending' }
    : null
}

/** The order with its tickets, as the buyer, the customer and the box office see it. */
export async function orderView(payload: Payload, where: Where, locale: Locale): Promise<OrderView | null> {
  const found = await payload.find({ collection: 'orders', where, depth: 0, limit: 1, overrideAccess: true })
  const order = found.docs[0]
  if (!order) return null
  return (await orderViews(payload, [order], locale))[0] ?? null
}

type OrderDoc = import('@/payload-types').Order

/** Orders with their tickets (event, date, place, seat group, price), newest first as given. */
export async function orderViews(payload: Payload, orders: readonly OrderDoc[], locale: Locale, now = new Date()): Promise<OrderView[]> {
  if (orders.length === 0) return []
  const vouchers = await vouchersOfOrders(
    sqlOf(payload),
    orders.map((order) => order.id),
    now,
  )
  const tickets = await payload.find({
    collection: 'tickets',
    where: { order: { in: orders.map((order) => order.id) } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = (key: 'event' | 'seat_group' | 'price' | 'reservation') =>
    tickets.docs.map((ticket) => relationId(ticket[key])).filter((id): id is number => id !== null)
  const reservationIds = ids('reservation')
  const [events, groups, prices, reservations] = await Promise.all([
    eventNames(payload, ids('event'), locale),
    namesById(payload, 'seat-groups', ids('seat_group'), locale),
    namesById(payload, 'prices', ids('price'), locale),
    reservationIds.length === 0
      ? null
      : payload.find({
          collection: 'reservations',
          where: { id: { in: [...new Set(reservationIds)] } },
          depth: 0,
          pagination: false,
          select: { timeslot: true, seats: true, quantity: true, unit_cents: true, subscription_key: true },
          overrideAccess: true,
        }),
  ])
  const bundleSizes = await subscriptionSizes(sqlOf(payload), orders)
  const slotOf = new Map((reservations?.docs ?? []).map((reservation) => [reservation.id, relationId(reservation.timeslot)]))
  const subscriptionOf = new Map((reservations?.docs ?? []).map((reservation) => [reservation.id, reservation.subscription_key ?? null]))
  const centsOf = new Map((reservations?.docs ?? []).map((reservation) => [reservation.id, reservation.unit_cents ?? 0]))
  const admitsOf = new Map(
    (reservations?.docs ?? []).map((reservation) => [
      reservation.id,
      Math.max(1, Math.round(reservation.seats / Math.max(1, reservation.quantity))),
    ]),
  )
  const times = await timeslotTimes(
    payload,
    [...slotOf.values()].filter((id): id is number => id !== null),
  )
  return orders.map((order) => {
    // A subscription's tickets are priced as the subscription (its series), not as the seat group's first price.
    const subscriptionNames = new Map(
      ((order.lines ?? []) as { subscription_key?: string | null; event_title: string }[]).flatMap((line) =>
        line.subscription_key ? [[line.subscription_key, line.event_title] as const] : [],
      ),
    )
    const own: TicketView[] = tickets.docs
      .filter((ticket) => relationId(ticket.order) === order.id)
      .map((ticket) => {
        const names = events.get(relationId(ticket.event) ?? 0)
        return {
          code: ticket.code,
          eventId: relationId(ticket.event) ?? 0,
          title: names?.title ?? '',
          dateStart: names?.dateStart ?? '',
          dateEnd: names?.dateEnd ?? null,
          venue: names?.venue ?? null,
          room: names?.room ?? null,
          address: names?.address ?? null,
          seatGroup: groups.get(relationId(ticket.seat_group) ?? 0) ?? '',
          priceName:
            subscriptionNames.get(subscriptionOf.get(relationId(ticket.reservation) ?? 0) ?? '') ??
            prices.get(relationId(ticket.price) ?? 0) ??
            '',
          unitCents: centsOf.get(relationId(ticket.reservation) ?? 0) ?? 0,
          timeslot: times.get(slotOf.get(relationId(ticket.reservation) ?? 0) ?? 0) ?? null,
          admits: admitsOf.get(relationId(ticket.reservation) ?? 0) ?? 1,
          status: ticket.status === 'cancelled' ? 'cancelled' : 'valid',
          checkedInAt: ticket.checked_in_at ? new Date(ticket.checked_in_at) : null,
          subscription: subscriptionOf.get(relationId(ticket.reservation) ?? 0) ?? null,
        }
      })
    const lines =
      (order.lines as
        | {
            kind?: 'ticket' | 'voucher' | 'subscription' | null
            subscription_key?: string | null
            event_title: string
            date_start?: string | null
            seat_group?: string | null
            timeslot?: string | null
            price_name: string
            quantity: number
            unit_cents: number
          }[]
        | undefined) ?? []
    return {
      id: order.id as number,
      number: String(order.number),
      accessKey: String(order.access_key ?? ''),
      status: order.status === 'cancelled' ? 'cancelled' : order.status === 'pending' ? 'pending' : 'confirmed',
      confirmedAt: new Date(String(order.confirmed_at ?? order.createdAt)),
      confirmBy: order.status === 'pending' && order.confirm_by ? new Date(String(order.confirm_by)) : null,
      cancelReason: order.status === 'cancelled' ? (order.cancel_reason ?? 'box_office') : null,
      buyer: {
        first_name: String(order.first_name),
        last_name: String(order.last_name),
        email: String(order.email),
        street: String(order.street ?? ''),
        postal_code: String(order.postal_code ?? ''),
        city: String(order.city ?? ''),
        country: String(order.country ?? ''),
      },
      personalDataErased: Boolean(order.personal_data_erased_at),
      payment: order.payment === 'invoice' ? 'invoice' : 'box_office',
      locale: order.locale === 'en' ? 'en' : 'de',
      totalCents: Number(order.total_cents),
      voucherCents: Number(order.voucher_cents ?? 0),
      creditCents: Number(order.credit_cents ?? 0),
      owedCents:
        order.payment_status === 'paid' || order.status === 'cancelled'
          ? 0
          : Math.max(0, Number(order.total_cents) - Number(order.voucher_cents ?? 0) - Number(order.credit_cents ?? 0)),
      lines: lines.map((line) => ({
        kind: line.kind === 'voucher' || line.kind === 'subscription' ? line.kind : ('ticket' as const),
        subscription: line.subscription_key ?? null,
        performances: line.subscription_key ? (bundleSizes.get(line.subscription_key) ?? 0) : 0,
        title: line.event_title,
        dateStart: line.date_start ?? '',
        seatGroup: line.seat_group ?? '',
        timeslot: line.timeslot ?? null,
        priceName: line.price_name,
        quantity: Number(line.quantity),
        unitCents: Number(line.unit_cents),
      })),
      tickets: own,
      vouchers: vouchers.get(order.id) ?? [],
      mailSentAt: order.mail_sent_at ? new Date(String(order.mail_sent_at)) : null,
      paymentStatus: order.payment_status === 'paid' ? 'paid' : 'awaiting',
      paymentDue: order.payment_due ? new Date(String(order.payment_due)) : null,
      paidAt: order.paid_at ? new Date(String(order.paid_at)) : null,
    }
  })
}

/** How many performances each subscription of the orders holds (held for a pending order, sold once confirmed, or given back). */
async function subscriptionSizes(sql: Sql, orders: readonly OrderDoc[]): Promise<Map<string, number>> {
  const withBundles = orders.filter((order) =>
    ((order.lines ?? []) as { subscription_key?: string | null }[]).some((line) => line.subscription_key),
  )
  if (withBundles.length === 0) return new Map()
  const rows = await sql.query(`SELECT "subscription_key", COUNT(*) AS "performances" FROM "reservations"
    WHERE "order_id" IN (${withBundles.map((order) => int(order.id)).join(', ')}) AND "subscription_key" IS NOT NULL
    GROUP BY "subscription_key"`)
  return new Map(rows.map((row) => [String(row.subscription_key), num(row.performances)]))
}

/** Capacity, seats held now and seats sold, per seat group and timeslot of a performance. */
export async function performanceReport(sql: Sql, eventId: number, now: Date): Promise<PerformanceReport> {
  const count = (table: 'seat_groups' | 'timeslots', column: 'seat_group_id' | 'timeslot_id') =>
    `SELECT "t"."id", "t"."capacity", "t"."status",
      (SELECT COALESCE(SUM("r"."seats"),
        0) FROM "reservations" "r" WHERE "r"."${column}" = "t"."id" AND "r"."status" = 'held' AND "r"."expires_at" > ${sql.at(now)}) AS "held",
      (SELECT COALESCE(SUM("r"."seats"), 0) FROM "reservations" "r" WHERE "r"."${column}" = "t"."id" AND "r"."status" = 'sold') AS "sold",
      (SELECT COALESCE(SUM("r"."seats" / "r"."quantity"),
        0) FROM "tickets" "k" JOIN "reservations" "r" ON "r"."id" = "k"."reservation_id" WHERE "r"."${column}" = "t"."id" AND "k"."checked_in_at" IS NOT NULL AND "k"."status" = 'valid') AS "checked_in"
      FROM "${table}" "t" WHERE "t"."event_id" = ${int(eventId)} ORDER BY "t"."id"`
  const [groups, slots] = await Promise.all([
    sql.query(count('seat_groups', 'seat_group_id')),
    sql.query(count('timeslots', 'timeslot_id')),
  ])
  const shape = (row: Record<string, unknown>) => ({
    id: num(row.id),
    capacity: num(row.capacity),
    held: num(row.held),
    sold: num(row.sold),
    checkedIn: num(row.checked_in),
    open: String(row.status) === '1',
  })
  return { eventId, seatGroups: groups.map(shape), timeslots: slots.map(shape) }
}

/** The box office's search: an order number, a ticket code, or part of a buyer's name or e-mail. */
export async function findOrderIds(payload: Payload, query: string): Promise<number[]> {
  const text = query.trim()
  if (text.length < 2 || text.length > 100) return []
  const or: Where[] = [
    { number: { equals: text.toUpperCase() } },
    { last_name: { like: text } },
    { first_name: { like: text } },
    { email: { like: text } },
  ]
  const code = normaliseTicketCode(text)
  if (code) {
    const ticket = await payload.find({
      collection: 'tickets',
      where: { code: { equals: code } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const orderId = relationId(ticket.docs[0]?.order)
    if (orderId !== null) or.push({ id: { equals: orderId } })
  }
  const found = await payload.find({
    collection: 'orders',
    where: { or },
    sort: '-confirmed_at',
    depth: 0,
    limit: 20,
    select: { number: true },
    overrideAccess: true,
  })
  return found.docs.map((order) => order.id)
}
