/**
 * CONVENTIONS §9: the ticketing provider, in festival terms. We are our own provider today
 * (providers/builtin); an external one plugs in behind the same interface (providers/registry.ts).
 * Money is integer cents in EUR; the SPEC's string forms ('12.50', status '0'/'1') are made at the
 * edge (domain/eventTickets.ts).
 */
import type { Locale } from '@/i18n/locales'

import type { Availability } from './domain/availability'
import type { EventTickets } from './domain/eventTickets'
import type { Buyer, PaymentMethod } from './domain/order'
import type { VoucherState } from './domain/voucher'

/** The closed set of reasons a ticketing call fails; each has the provider's numeric code (SPEC §8). */
export type TicketingError =
  'unknown_event' | 'not_on_sale' | 'unknown_price' | 'not_enough_seats' | 'no_reservation' | 'shop_offline' | 'limit_reached'

/** SPEC §8 names -214 and -204; the others are ours, shown as 'Error {code}'. */
export const RESPONSE_CODES: Readonly<Record<TicketingError, number>> = {
  unknown_event: -101,
  not_on_sale: -102,
  unknown_price: -103,
  not_enough_seats: -214,
  no_reservation: -204,
  shop_offline: -503,
  /** Fair sale: the cart (or the address) already holds the most tickets of this performance it may. */
  limit_reached: -215,
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
  /** Digest of the client address that asks (fair sale: the per-address cap); absent or null when unknown (the route always knows it). */
  clientKey?: string | null
  /** When the hold runs out, for a new cart: 15 minutes from now unless given (a waiting list's offer holds its seats for hours). */
  holdUntil?: Date
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

/** One line of the cart as the web shop shows it: a hold of one price of one seat group. */
export type CartLine = {
  reservationId: number
  eventId: number
  title: string
  /** The performance's start (ISO). */
  dateStart: string
  venue: string | null
  room: string | null
  seatGroupId: number
  seatGroup: string
  priceId: number
  priceName: string
  timeslotId: number | null
  /** HH:MM of the timeslot, when the performance sells them. */
  timeslot: string | null
  quantity: number
  /** Seats taken (a wheelchair space with its companion seat takes two per ticket). */
  seats: number
  unitCents: number
  expiresAt: Date
  /** Still held; false once the 15 minutes ran out (the line stays in the basket and is renewed at checkout). */
  live: boolean
  /** How often the line was held again after running out (fair sale: twice at most). */
  renewals: number
  /** The series subscription this hold is one performance of (issue 46): its holds come and go together. */
  subscription: { key: string; seriesId: number; name: string } | null
}

/** One performance a series subscription holds a seat at, with the seats its seat group has left. */
export type SubscriptionPerformance = {
  eventId: number
  title: string
  /** ISO start. */
  dateStart: string
  venue: string | null
  seatGroup: string
  /** What the seat costs on its own (the seat group's first price). */
  regularCents: number
  /** Seats left in the seat group; 0 when it is sold out or not on sale. */
  left: number
}

/** A series sold as a subscription (issue 46): one seat at every performance of it still ahead, at the package price. */
export type SubscriptionOffer = {
  seriesId: number
  name: string
  priceCents: number
  /** What the same seats cost one by one. */
  regularCents: number
  performances: SubscriptionPerformance[]
  /** Every performance has a seat left in its seat group. */
  available: boolean
}

/** A subscription put into a cart: the cart after, and the performances whose seats it holds. */
export type SubscriptionHold = CartSummary & { eventIds: number[]; expiresAt: Date }

export type CartDetail = {
  token: string
  cartId: number
  lines: CartLine[]
  /** The sum of the lines still held. */
  totalCents: number
  /** Some line's hold ran out. */
  expired: boolean
}

/** Why a checkout did not confirm an order. `limit_reached`: the buyer's other orders and this cart together pass a performance's cap. */
export type CheckoutError =
  'no_reservation' | 'cart_changed' | 'not_enough_seats' | 'shop_offline' | 'limit_reached' | 'voucher_changed' | 'credit_changed'

/** How the festival refunds a cancelled performance's paid tickets: onto the buyer's account credit (guests: by transfer) or by bank transfer. */
export type RefundMethod = 'credit' | 'bank'

/** What cancelling a performance settled: the orders, and the refunds put on credit or left open for a transfer. */
export type CancelledPerformance = {
  orders: number
  creditCents: number
  bankCents: number
  /** Each order settled (for its buyer's mail): what was refunded and how, and whether the whole order went. */
  settled: {
    orderId: number
    refundCents: number
    refundedAs: RefundMethod | null
    wholeOrder: boolean
    /** False for a guest's order waiting for its address to be confirmed: nobody is written to at an unproven address. */
    addressConfirmed: boolean
  }[]
}

/** A customer's account credit now, what of it their unpaid orders took, and what is being paid out. */
export type CreditBalance = {
  balanceCents: number
  inUnpaidOrdersCents: number
  /** Paid out on request and not yet transferred (the box office still needs the account to know whom to pay). */
  payingOutCents: number
}

/** A customer's account credit and its history, newest first. */
export type CreditView = {
  balanceCents: number
  movements: { amountCents: number; kind: 'refund' | 'spent' | 'returned' | 'payout'; at: Date; orderNumber: string | null }[]
  /** The credit paid out on request, by bank transfer: transferred once the box office recorded it. */
  payouts: { amountCents: number; transferred: boolean; at: Date; transferredAt: Date | null }[]
}

/** A gift voucher as its holder and the box office see it (decision 039). */
export type VoucherView = {
  code: string
  initialCents: number
  /** What is left on the code. */
  balanceCents: number
  /** The first instant it no longer pays (the end of the third year after its purchase). */
  expiresAt: Date
  state: VoucherState
}

/** Gift vouchers of one amount, bought as an order of their own. */
export type VoucherSaleRequest = {
  amountCents: number
  quantity: number
  buyer: Omit<Buyer, 'terms'>
  customerId: number | null
  locale: Locale
  /** The order line's name in the buyer's language ('Geschenkgutschein'). */
  lineTitle: string
  /** Until when it must be paid (an invoice's days; at the box office, the same). */
  paymentDue: Date
}

/** Why a voucher could not pay: unknown code, not usable now (its state), or the order changed meanwhile. */
export type VoucherError = 'unknown_voucher' | `voucher_${Exclude<VoucherState, 'usable'>}` | 'order_changed' | 'not_for_vouchers'

export type RedeemResult = Result<{ coveredCents: number; paid: boolean; leftCents: number }, VoucherError>

export type CheckoutRequest = {
  cartToken: string
  buyer: Omit<Buyer, 'terms'>
  /** The logged-in customer the order belongs to, or null for a guest. */
  customerId: number | null
  locale: Locale
  /** The total the buyer saw and agreed to; a different one answers 'cart_changed'. */
  expectedTotalCents: number
  /** Digest of the buyer's client address, for renewing expired lines under the caps. */
  clientKey?: string | null
  /** Minutes before its first performance an order paid at the box office lapses unpaid (site settings). */
  boxOfficeLapseMinutes: number
  /** A gift voucher that pays `cents` of the total (what the buyer saw it cover); another amount answers 'voucher_changed'. */
  voucher?: { code: string; cents: number } | null
  /** What of the customer's account credit pays the total (what the buyer chose and saw); another balance answers 'credit_changed'. */
  creditCents?: number | null
}

export type CheckoutResult = Result<
  {
    orderId: number
    number: string
    accessKey: string
    created: boolean
    /** Waiting for the buyer's e-mail address to be confirmed (a guest's order, decision 031). */
    pending: boolean
    /** A guest's new order waits for its e-mail address: the secret of the link to mail (only in the answer that created it). */
    confirmToken: string | null
  },
  CheckoutError
>

/** A guest's order confirmed by its mailed link: `confirmed` when this call confirmed it (not a repeat). */
export type ConfirmOrderResult =
  | { ok: true; value: { orderId: number; number: string; accessKey: string; confirmed: boolean } }
  | { ok: false; error: 'unknown' }
  /** Its holds ran out, or it was cancelled, before the link was used: the seats went back to sale. */
  | { ok: false; error: 'lapsed'; orderId: number; number: string; accessKey: string }

/** Why an order was cancelled: by the box office, unpaid past its deadline, its e-mail address never confirmed, its account deleted, or given back by its customer. */
export type CancelReason = 'box_office' | 'lapsed' | 'unconfirmed' | 'account_deleted' | 'customer' | 'performance_cancelled'

export type TicketView = {
  code: string
  eventId: number
  title: string
  dateStart: string
  /** The performance's end, when it has one (the device's copy of the ticket goes after it). */
  dateEnd: string | null
  venue: string | null
  room: string | null
  /** The venue's address on one line ('Lindenauer Markt 21, 04177 Leipzig'), when it has one. */
  address: string | null
  seatGroup: string
  priceName: string
  /** What this ticket cost, in cents. */
  unitCents: number
  /** HH:MM of the admission timeslot, when the performance sells them. */
  timeslot: string | null
  /** People it admits: 2 for a wheelchair space with its companion seat. */
  admits: number
  status: 'valid' | 'cancelled'
  checkedInAt: Date | null
  /** The key of the series subscription this ticket belongs to (its order line's), or null. */
  subscription: string | null
}

export type OrderView = {
  id: number
  number: string
  accessKey: string
  /** `pending`: a guest's order waiting for its e-mail address to be confirmed (until `confirmBy`). */
  status: 'pending' | 'confirmed' | 'cancelled'
  /** When it was confirmed; for a pending order, when it was placed. */
  confirmedAt: Date
  confirmBy: Date | null
  cancelReason: CancelReason | null
  buyer: Omit<Buyer, 'terms' | 'payment'>
  /** The buyer's personal data went (account deleted, or past the invoice's years): `buyer` holds only what the invoice needs. */
  personalDataErased: boolean
  payment: PaymentMethod
  locale: Locale
  totalCents: number
  /** What gift vouchers and the account's credit paid of the total; the rest is owed until the order is paid. */
  voucherCents: number
  creditCents: number
  /** What is still to be paid: the total less what vouchers and credit paid; 0 once paid, or cancelled. */
  owedCents: number
  lines: {
    kind: 'ticket' | 'voucher' | 'subscription'
    /** A subscription's line: the key its tickets share (TicketView.subscription). */
    subscription: string | null
    /** A subscription's performances (its holds, tickets once confirmed); 0 for other lines. */
    performances: number
    title: string
    dateStart: string
    seatGroup: string
    timeslot: string | null
    priceName: string
    quantity: number
    unitCents: number
  }[]
  tickets: TicketView[]
  /** The gift vouchers this order bought. */
  vouchers: VoucherView[]
  mailSentAt: Date | null
  /** Both ways of paying come after the order: 'awaiting' until the box office records the payment. */
  paymentStatus: 'awaiting' | 'paid'
  /** Until when it must be paid before it lapses (an invoice's deadline; at the box office, before the first performance); null for paid orders of old. */
  paymentDue: Date | null
  paidAt: Date | null
}

export type CheckInResult =
  | { ok: true; value: { code: string; eventId: number; checkedInAt: Date; admits: number } }
  | { ok: false; error: 'unknown_ticket' | 'cancelled' }
  | { ok: false; error: 'already_checked_in'; at: Date }
  | { ok: false; error: 'other_performance'; eventId: number }
  /** The ticket's order is not paid: the door admits it only when the payment is recorded in the same step. */
  | { ok: false; error: 'unpaid'; orderId: number; number: string; owedCents: number }

/**
 * Whose orders a privacy request concerns (issue 46): an account's, and every order placed with the
 * e-mail address it proved (exactly, in any case); for someone without an account, the address alone.
 */
export type BuyerMatch = { customerId: number | null; email: string }

/** What an erasure did: orders reduced to what an invoice needs, unpaid ones cancelled first (their seats back on sale). */
export type ErasureResult = { reduced: number; cancelled: number; performances: number[] }

type Count = { id: number; capacity: number; held: number; sold: number; checkedIn: number; open: boolean }
export type PerformanceReport = { eventId: number; seatGroups: Count[]; timeslots: Count[] }

export interface TicketingProvider {
  readonly name: string
  /** Holds the tickets for 15 minutes, all or none: one conditional atomic write (decision 017). */
  reserve(request: ReserveRequest, now?: Date): Promise<Result<Reservation, TicketingError>>
  /** Moves the live holds of one open cart into another (a waiting list's offer joins the cart the visitor has); answers how many moved. */
  moveHolds(fromCartToken: string, intoCartToken: string, now?: Date): Promise<number>
  /** Lets held tickets of the cart go (all, or the given reservations); answers the cart after. */
  release(cartToken: string, reservationIds?: readonly number[], now?: Date): Promise<Result<CartSummary, TicketingError>>
  /** The cart's current holds; null when there is no such open cart. */
  getCart(cartToken: string, now?: Date): Promise<CartSummary | null>
  /** Seats left per seat group and timeslot of the performances, live. */
  availability(eventIds: readonly number[], now?: Date): Promise<Map<number, PerformanceAvailability>>
  /** SPEC §3's current event data of the performances (seat groups, prices, timeslots), in the locale. */
  eventTickets(eventIds: readonly number[], locale: Locale, options?: { live?: boolean; now?: Date }): Promise<Map<number, EventTickets>>
  /** The cart's lines for the web shop, expired holds included; null when there is no open cart. */
  cart(cartToken: string, locale: Locale, now?: Date): Promise<CartDetail | null>
  /** Takes lines out of the cart (held or expired); answers the performances concerned, or null when none was the cart's. */
  removeLines(cartToken: string, reservationIds: readonly number[], now?: Date): Promise<number[] | null>
  /** Holds the cart's expired lines again where seats are left; answers the lines that are gone. */
  renew(cartToken: string, locale: Locale, clientKey: string | null, now?: Date): Promise<CartLine[]>
  /** Confirms the cart as an order, at most once (a repeated checkout answers the same order); a guest's waits for the e-mail address. */
  checkout(request: CheckoutRequest, now?: Date): Promise<CheckoutResult>
  /** Confirms a guest's order by the secret of its mailed link, while its holds keep the seats. */
  confirmOrder(secret: string, now?: Date): Promise<ConfirmOrderResult>
  /** An order by its number and access key (the confirmation's address), with its tickets. */
  getOrder(number: string, accessKey: string, locale: Locale): Promise<OrderView | null>
  /** A customer's orders, newest first. */
  customerOrders(customerId: number, locale: Locale): Promise<OrderView[]>
  /** Every order of a buyer (account or e-mail address), newest first, for their data export. */
  buyerOrders(match: BuyerMatch, locale: Locale): Promise<OrderView[]>
  /**
   * Erases a buyer's personal data from their orders (decision 038): unpaid orders are cancelled
   * (nobody could pay them any more; a payment recorded at the same moment wins), every order keeps
   * only what its invoice needs, and nothing of the sale points to the account any more. Open carts
   * let their holds go.
   */
  eraseBuyer(match: BuyerMatch, now?: Date): Promise<ErasureResult>
  /** Reduces the orders placed before `before` (past the invoice's ten years) like an erasure; answers how many. */
  reduceOrdersBefore(before: Date, now?: Date): Promise<number>
  /** Deletes carts that ran out before `before` without an order, with their holds; answers how many. */
  purgeCarts(before: Date): Promise<number>
  /** Cancels an order (confirmed or pending): its seats back on sale at once, its tickets void. Answers the performances concerned, or null. */
  cancelOrder(orderId: number, now?: Date, reason?: CancelReason, options?: { onlyUnpaid?: boolean }): Promise<number[] | null>
  /** Admits a ticket once; with a performance, only a ticket of that performance. */
  /** Lets a ticket in once; an unpaid order's ticket only with `recordPayment`, which records the order paid in the same transaction. */
  checkIn(code: string, options?: { eventId?: number | null; now?: Date; recordPayment?: boolean }): Promise<CheckInResult>
  /** Records an unpaid order as paid (at the box office); false when it was not awaiting payment. */
  recordPayment(orderId: number, now?: Date): Promise<boolean>
  /**
   * Lets orders lapse (decision 031): unpaid past their deadline while their performance is still
   * ahead, or never confirmed by their buyer; answers the performances whose seats came back.
   */
  cancelOverdue(now?: Date): Promise<number[]>
  /** Sells gift vouchers of one amount as an order of their own (a guest's waits for the e-mail address, like tickets). */
  sellVouchers(request: VoucherSaleRequest, now?: Date): Promise<CheckoutResult>
  /** A voucher by its code as typed; null when there is none. */
  voucher(code: string, now?: Date): Promise<VoucherView | null>
  /** The box office takes a voucher for an unpaid order: it pays what is owed up to what is left on it. */
  redeemVoucher(orderId: number, code: string, now?: Date): Promise<RedeemResult>
  /**
   * The festival cancels a performance: its sale closes and every order with tickets of it is
   * settled once; paid tickets are refunded onto the buyer's account credit or left for a transfer.
   */
  cancelPerformance(eventId: number, method: RefundMethod, now?: Date): Promise<CancelledPerformance>
  /** A customer's account credit and its history. */
  customerCredit(customerId: number): Promise<CreditView>
  /** A customer's account credit now (one read, for the checkout and the erasure's check). */
  creditBalance(customerId: number): Promise<CreditBalance>
  /** Pays out a customer's whole credit as an open bank refund (they asked for their money); answers the cents, 0 when there was none. */
  payOutCredit(customerId: number, now?: Date): Promise<number>
  /** Records an open bank refund as transferred; false when it was not open. */
  markRefundDone(refundId: number, now?: Date): Promise<boolean>
  /** The series sold as subscriptions, in the locale (all, or the one asked for), with what each performance has left. */
  subscriptionOffers(locale: Locale, options?: { seriesId?: number; now?: Date }): Promise<SubscriptionOffer[]>
  /**
   * Holds one seat at every performance of a series subscription for 15 minutes, all or none: each
   * performance under its caps like any reservation; a refusal lets the ones already held go.
   */
  reserveSubscription(
    request: { cartToken: string | null; seriesId: number; clientKey: string | null },
    now?: Date,
  ): Promise<Result<SubscriptionHold, TicketingError>>
  /** Capacity, held and sold seats per seat group and timeslot of a performance. */
  report(eventId: number, now?: Date): Promise<PerformanceReport>
}
