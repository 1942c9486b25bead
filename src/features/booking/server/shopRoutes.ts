import 'server-only'

import type { Payload } from 'payload'

import { endpoint, withinCountedLimits } from '@/api/endpoint'
import { HttpError, type Replied, reply } from '@/api/replies'
import webshop from '@/i18n/messages/webshop.json'
import { requestCustomer } from '@/lib/auth/identity'
import { siteState } from '@/features/settings/server/siteState'
import { isLocale, type Locale } from '@/i18n/locales'

import { firstStartOf, readBuyer } from '../domain/order'
import { invoiceOpenFor, paymentProvider } from '../payment'
import { invoiceAccount } from './bank'
import { type CartSummary, type CheckoutError, type OrderView, RESPONSE_CODES } from '../provider'
import { clientDigest } from '../providers/builtin/caps'
import { ticketingProvider } from '../providers/registry'
import { afterAnswer, syncLater } from './availabilitySync'
import { cartCookies, cartTokenOf } from './cartRoutes'
import { ticketQrSvg, ticketsPdf } from './eTickets'
import { orderPath, sendConfirmation, sendOrderToConfirm } from './orderMail'
import { saleSettings } from './saleSettings'
import { eventIdsOfCart, passesQueue, queueRefusal } from './queueGate'
import { offerLater } from './waitingList/offers'
import { unpaidOrderLimits } from './unpaidLimits'
import { creditAnswer } from './creditAnswer'
import { checkoutCredit, checkoutVoucher } from './voucherRoutes'

/** Checkout refusals, each with its status and (where the provider has one) its code. */
const CHECKOUT_STATUS: Readonly<Record<CheckoutError, number>> = {
  no_reservation: 409,
  cart_changed: 409,
  not_enough_seats: 409,
  shop_offline: 503,
  limit_reached: 409,
  voucher_changed: 409,
  credit_changed: 409,
}

function checkoutRefusal(error: CheckoutError, cookies: readonly string[] = []) {
  const code = error === 'cart_changed' || error === 'voucher_changed' || error === 'credit_changed' ? null : RESPONSE_CODES[error]
  return reply({ error, ...(code === null ? {} : { response_code: code }) }, { status: CHECKOUT_STATUS[error], cookies })
}

/**
 * Whether an invoice may still pay for a basket whose first performance starts at `first`; a
 * basket without lines (ordered meanwhile, or gone) is answered by the checkout itself.
 */
function invoiceWindowOpen(first: Date | null, closeDays: number): boolean {
  return first === null || invoiceOpenFor(first, new Date(), closeDays)
}

async function customerIdOf(payload: Payload, request: Request): Promise<number | null> {
  // The buyer may or may not be logged in: the order is theirs when they are.
  return (await requestCustomer(payload, request.headers))?.id ?? null
}

/** The header's cart cookies after a change. */
async function cartCookiesAfter(payload: Payload, token: string, known?: CartSummary | null): Promise<string[]> {
  const summary = known === undefined ? await ticketingProvider(payload).getCart(token) : known
  return cartCookies(token, summary?.ticketsQuantity ?? 0, summary?.heldUntil ?? null)
}

/** An answer with the header's cart cookies after a change. */
async function withCartCookies<const T>(payload: Payload, token: string, body: T, known?: CartSummary | null): Promise<Replied<T>> {
  return reply(body, { cookies: await cartCookiesAfter(payload, token, known) })
}

/**
 * POST /api/shop-checkout/ (beyond SPEC): confirms the visitor's cart as an order. The buyer's
 * details answer 400 with an error key per field; a cart that is gone or changed answers 409; a
 * confirmed order answers its number and address (and whether it waits for the buyer's e-mail
 * address: a guest's order, decision 031); past the buyer's cap 409 (-215), past the unpaid-order
 * limits 429. Submitting twice answers the same order.
 */
export const postCheckout = endpoint('checkout', async ({ request, payload, body, client, locale: requestLanguage }) => {
  if (!(await siteState()).shopOnline) return checkoutRefusal('shop_offline')
  const read = readBuyer(body.buyer)
  if (!read.ok) throw new HttpError(400, 'invalid_buyer', { fields: read.errors })
  const { terms: _terms, ...buyer } = read.buyer
  const cartToken = cartTokenOf(request)
  if (!cartToken) return checkoutRefusal('no_reservation')
  const locale: Locale = body.locale && isLocale(body.locale) ? body.locale : requestLanguage
  const queue = await passesQueue(payload, request, locale, () => eventIdsOfCart(payload, cartToken), { admittedOnce: true })
  if (!queue.ok) return queueRefusal(locale, queue)
  const provider = ticketingProvider(payload)
  const [bank, settings, detail] = await Promise.all([
    invoiceAccount(payload),
    saleSettings(payload),
    buyer.payment === 'invoice' ? provider.cart(cartToken, locale) : null,
  ])
  const payment = await paymentProvider(buyer.payment).begin({
    method: buyer.payment,
    totalCents: body.expected_total_cents,
    locale,
    bank,
    invoiceOpen: invoiceWindowOpen(firstStartOf(detail?.lines ?? []), settings.invoiceCloseDays),
  })
  if (!payment.ok && payment.error === 'unavailable')
    throw new HttpError(400, 'invalid_buyer', {
      fields: { payment: 'paymentUnavailable' },
    })
  if (!payment.ok) throw new HttpError(402, 'payment_' + payment.error)
  const customerId = await customerIdOf(payload, request)
  const voucher =
    body.voucher_code !== undefined && body.voucher_cents !== undefined
      ? await checkoutVoucher(payload, client, locale, {
          code: body.voucher_code,
          cents: body.voucher_cents,
          totalCents: body.expected_total_cents,
        })
      : null
  const creditCents = body.credit_cents
    ? await checkoutCredit(payload, customerId, locale, {
        cents: body.credit_cents,
        totalCents: body.expected_total_cents - (voucher?.cents ?? 0),
      })
    : null
  const limited = await withinCountedLimits(payload, unpaidOrderLimits(client, buyer.email, customerId), async () => {
    const checkedOut = await provider.checkout({
      cartToken,
      buyer,
      customerId,
      locale,
      expectedTotalCents: body.expected_total_cents,
      clientKey: clientDigest(client),
      boxOfficeLapseMinutes: settings.boxOfficeLapseMinutes,
      voucher,
      creditCents,
    })
    return { counted: checkedOut.ok && checkedOut.value.created, value: checkedOut }
  })
  if (!limited.ok)
    return reply(
      { error: 'unpaid_limit', message: webshop[locale].unpaidLimit },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfter) } },
    )
  const result = limited.value
  if (!result.ok) {
    // The basket may have changed (renewed or lost lines): the header's count follows.
    return checkoutRefusal(result.error, await cartCookiesAfter(payload, cartToken, null))
  }
  const { value } = result
  if (value.created) {
    const order = await provider.getOrder(value.number, value.accessKey, locale)
    const secret = value.confirmToken
    if (order && secret) afterAnswer(() => sendOrderToConfirm(payload, order, secret))
    else if (order) {
      for (const eventId of new Set(order.tickets.map((ticket) => ticket.eventId))) syncLater(payload, eventId)
      afterAnswer(() => sendConfirmation(payload, order))
    }
  }
  afterAnswer(() => sendPendingConfirmations(payload))
  return withCartCookies(payload, cartToken, {
    number: value.number,
    order_url: orderPath(value),
    // A guest's order waits for the link mailed to the buyer (decision 031); the order's page says so.
    pending: value.pending,
  })
})

/**
 * Confirmations that did not go out (a crash after the commit, the mail server down) are sent
 * with the next checkout, oldest first, a few at a time.
 */
export async function sendPendingConfirmations(payload: Payload, now = new Date()): Promise<number> {
  const pending = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { mail_sent_at: { exists: false } },
        { status: { equals: 'confirmed' } },
        { access_key: { exists: true } },
        {
          confirmed_at: {
            less_than: new Date(now.getTime() - 60_000).toISOString(),
          },
        },
      ],
    },
    // Least recently tried first: a confirmation that failed goes behind the others.
    sort: 'updatedAt',
    limit: 5,
    depth: 0,
    overrideAccess: true,
  })
  let sent = 0
  for (const doc of pending.docs) {
    const order = await ticketingProvider(payload).getOrder(doc.number, doc.access_key ?? '', doc.locale === 'en' ? 'en' : 'de')
    if (order && (await sendConfirmation(payload, order))) sent++
  }
  return sent
}

/** POST /api/shop-cart/remove/ (beyond SPEC): takes lines out of the visitor's cart; answers the cart's count. */
export const postRemoveLines = endpoint('removeLines', async ({ request, payload, body }) => {
  const cartToken = cartTokenOf(request)
  if (!cartToken) return checkoutRefusal('no_reservation')
  const provider = ticketingProvider(payload)
  const events = await provider.removeLines(cartToken, body.reservation_ids)
  if (!events) return checkoutRefusal('no_reservation')
  for (const eventId of events) syncLater(payload, eventId)
  // The seats are free again: the waiting list has them first.
  offerLater(payload, events)
  const summary = await provider.getCart(cartToken)
  return withCartCookies(payload, cartToken, { tickets_quantity: summary?.ticketsQuantity ?? 0 }, summary)
})

/** POST /api/shop-cart/renew/ (beyond SPEC): holds the basket's expired lines again where seats are left. */
export const postRenew = endpoint('renewCart', async ({ request, payload, locale, client }) => {
  if (!(await siteState()).shopOnline) return checkoutRefusal('shop_offline')
  const cartToken = cartTokenOf(request)
  if (!cartToken) return checkoutRefusal('no_reservation')
  // Holding lapsed lines again is booking anew: it waits its turn like the widget's cart call.
  const queue = await passesQueue(payload, request, locale, () => eventIdsOfCart(payload, cartToken))
  if (!queue.ok) return queueRefusal(locale, queue)
  const lost = await ticketingProvider(payload).renew(cartToken, locale, clientDigest(client))
  for (const line of lost) syncLater(payload, line.eventId)
  return withCartCookies(payload, cartToken, {
    lost: lost.map((line) => ({
      id: line.reservationId,
      title: line.title,
      seat_group: line.seatGroup,
      price_name: line.priceName,
      quantity: line.quantity,
    })),
  })
})

/**
 * GET /api/ticket-qr/{code}/ (beyond SPEC): the QR code of a ticket code as SVG. The image holds
 * only the code it is asked for, so it reads no data and is the same for everyone (cached for good).
 */
export const getTicketQr = endpoint('ticketQr', async ({ params }) => {
  return new Response(await ticketQrSvg(params.code), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

/** GET /api/order-tickets/{number}/{key}/ (beyond SPEC): the order's e-tickets as the PDF the e-mail carries. */
export const getOrderPdf = endpoint('orderTickets', async ({ payload, params: { number, key }, locale }) => {
  const order = await ticketingProvider(payload).getOrder(number, key, locale)
  // A guest's order has its tickets once its e-mail address is confirmed.
  if (!order || order.status === 'pending') throw new HttpError(404, 'Not Found')
  return new Response(Buffer.from(await ticketsPdf(order, await invoiceAccount(payload))), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="Tickets-${number}.pdf"`,
    },
  })
})

/** An unpaid reservation whose performances are all still ahead: its customer may give it back. */
function mayGiveBack(order: OrderView, now: Date): boolean {
  return (
    order.status === 'confirmed' && order.paymentStatus === 'awaiting' && order.tickets.every((ticket) => new Date(ticket.dateStart) > now)
  )
}

/** The box office's weekly opening hours (global 'opening-hours'), for a reservation paid there. */
async function boxOfficeHours(payload: Payload) {
  const hours = await payload.findGlobal({ slug: 'opening-hours', depth: 0, overrideAccess: true, select: { opening_hours: true } })
  return (hours.opening_hours ?? []).map((entry) => ({
    weekday: Number(entry.weekday),
    from: entry.time_from ?? null,
    to: entry.time_to ?? null,
    closed: entry.closed ?? false,
  }))
}

/** The browser's cart as the account shows it: what is held and until when (issue 46). */
async function heldCart(payload: Payload, request: Request, locale: Locale) {
  const token = cartTokenOf(request)
  const cart = token ? await ticketingProvider(payload).cart(token, locale) : null
  if (!cart || cart.lines.length === 0) return null
  return {
    total_cents: cart.totalCents,
    lines: cart.lines.map((line) => ({
      title: line.title,
      date_start: line.dateStart,
      seat_group: line.seatGroup,
      price_name: line.priceName,
      timeslot: line.timeslot,
      quantity: line.quantity,
      unit_cents: line.unitCents,
      held_until: line.expiresAt.toISOString(),
      live: line.live,
    })),
  }
}

/**
 * GET /api/user-orders/ (beyond SPEC, localised): the logged-in customer's orders with their
 * tickets, the tickets this browser holds in its cart, and for unpaid reservations how to pay them
 * (the bank account, the box office's hours); 401 for anyone else.
 */
export const getUserOrders = endpoint('userOrders', async ({ request, payload, user, locale }) => {
  const now = new Date()
  const orders = await ticketingProvider(payload).customerOrders(user.id, locale)
  const unpaid = orders.filter((order) => order.status === 'confirmed' && order.paymentStatus === 'awaiting')
  const [cart, bank, hours, credit] = await Promise.all([
    heldCart(payload, request, locale),
    unpaid.some((order) => order.payment === 'invoice') ? invoiceAccount(payload) : Promise.resolve(null),
    unpaid.some((order) => order.payment === 'box_office') ? boxOfficeHours(payload) : Promise.resolve([]),
    ticketingProvider(payload).customerCredit(user.id),
  ])
  return {
    cart,
    // The account's credit and its history (issue 46).
    credit: creditAnswer(credit),
    bank,
    box_office_hours: hours,
    results: orders.map((order) => ({
      number: order.number,
      status: order.status,
      confirmed_at: order.confirmedAt.toISOString(),
      total_cents: order.totalCents,
      voucher_cents: order.voucherCents,
      credit_cents: order.creditCents,
      payment: order.payment,
      payment_status: order.paymentStatus,
      payment_due: order.paymentDue?.toISOString() ?? null,
      cancellable: mayGiveBack(order, now),
      vouchers: order.vouchers.map((voucher) => ({
        code: voucher.code,
        initial_cents: voucher.initialCents,
        balance_cents: voucher.balanceCents,
        expires_at: voucher.expiresAt.toISOString(),
        state: voucher.state,
      })),
      order_url: orderPath(order),
      // Issue 46: each series subscription of the order, shown as one with its tickets.
      subscriptions: order.lines
        .filter((line) => line.kind === 'subscription' && line.subscription !== null)
        .map((line) => ({ key: line.subscription ?? '', name: line.title, performances: line.performances, price_cents: line.unitCents })),
      tickets: order.tickets.map((ticket) => ({
        code: ticket.code,
        title: ticket.title,
        date_start: ticket.dateStart,
        date_end: ticket.dateEnd,
        venue: ticket.venue,
        room: ticket.room,
        seat_group: ticket.seatGroup,
        price_name: ticket.priceName,
        timeslot: ticket.timeslot,
        status: ticket.status,
        checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
        subscription: ticket.subscription,
      })),
    })),
  }
})

/**
 * POST /api/user-orders/cancel/ (issue 46): the logged-in customer gives back an unpaid reservation
 * of their own before its performances: it is cancelled, its seats return to sale at once (the
 * waiting lists first) and its tickets stop admitting. A paid or past one answers 409; someone
 * else's, 404.
 */
export const postCancelReservation = endpoint('cancelReservation', async ({ payload, user, body: { number }, locale }) => {
  const now = new Date()
  const provider = ticketingProvider(payload)
  const order = (await provider.customerOrders(user.id, locale)).find((entry) => entry.number === number)
  if (!order) throw new HttpError(404, 'Not Found')
  if (!mayGiveBack(order, now)) throw new HttpError(409, 'not_cancellable')
  const events = await provider.cancelOrder(order.id, now, 'customer', { onlyUnpaid: true })
  if (events === null) throw new HttpError(409, 'not_cancellable')
  for (const eventId of events) syncLater(payload, eventId)
  offerLater(payload, events)
  return { ok: true, number }
})
