'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasRole } from '@/lib/auth/roles'
import { normaliseTicketCode } from '@/features/booking/domain/order'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { offerLater } from '@/features/booking/server/waitingList/offers'
import { afterAnswer, syncLater } from '@/features/booking/server/availabilitySync'
import { endWaitingList, notifyCancellation } from '@/features/booking/server/cancellationMails'
import { withinLimit } from '@/api/endpoint'
import { getRequestUser } from '@/lib/auth/identity'
import { getPayloadClient } from '@/cms/client'

import { parseId } from '@/lib/routing/ids'

import { BOX_OFFICE_PATH } from '../paths'

/**
 * The box office's writes, as server actions of its admin view: cancel an order (its seats
 * return to sale at once), check a ticket in (recording an unpaid order's payment in the same
 * step when the money was taken at the door), record a payment at the counter and take a gift
 * voucher for it. Each checks that the caller is box-office staff;
 * Next checks that the form came from this site (server actions compare Origin with the host).
 */
async function staff() {
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const user = await getRequestUser(payload, requestHeaders)
  if (!hasRole(user, 'boxOffice')) redirect(BOX_OFFICE_PATH)
  return { payload, requestHeaders }
}

export async function cancelOrderAction(form: FormData): Promise<void> {
  const { payload } = await staff()
  const orderId = parseId(form.get('order'))
  const confirmed = form.get('confirm') === 'yes'
  if (orderId === null || !confirmed) redirect(`${BOX_OFFICE_PATH}?order=${orderId ?? ''}&result=cancel-unconfirmed`)
  const events = await ticketingProvider(payload).cancelOrder(orderId)
  for (const eventId of events ?? []) syncLater(payload, eventId)
  // The seats are free again: the waiting list has them first.
  offerLater(payload, events ?? [])
  redirect(`${BOX_OFFICE_PATH}?order=${orderId}&result=${events === null ? 'cancel-failed' : 'order-cancelled'}`)
}

export async function checkInAction(form: FormData): Promise<void> {
  const { payload, requestHeaders } = await staff()
  if (!(await withinLimit(payload, 'checkInPerClient', requestHeaders))) redirect(`${BOX_OFFICE_PATH}?result=too-many`)
  const code = String(form.get('code') ?? '').slice(0, 64)
  const eventId = parseId(form.get('event'))
  // 'pay': the box office took the money at the door; the payment is recorded with the check-in.
  const recordPayment = form.get('pay') === 'yes'
  const result = await ticketingProvider(payload).checkIn(code, { eventId, recordPayment })
  const query = new URLSearchParams()
  if (eventId !== null) query.set('event', String(eventId))
  if (result.ok) {
    query.set('result', 'checked-in')
    query.set('code', result.value.code)
    query.set('admits', String(result.value.admits))
    query.set('ticket_event', String(result.value.eventId))
    if (recordPayment) query.set('paid', 'yes')
  } else {
    query.set('result', result.error)
    if (result.error === 'already_checked_in') query.set('at', result.at.toISOString())
    if (result.error === 'other_performance') query.set('ticket_event', String(result.eventId))
    if (result.error === 'unpaid') {
      query.set('code', normaliseTicketCode(code) ?? code)
      query.set('order', String(result.orderId))
    }
  }
  redirect(`${BOX_OFFICE_PATH}?${query.toString()}`)
}

/** Records an order's payment taken at the counter (without a check-in). */
export async function recordPaymentAction(form: FormData): Promise<void> {
  const { payload } = await staff()
  const orderId = parseId(form.get('order'))
  if (orderId === null) redirect(`${BOX_OFFICE_PATH}?result=payment-failed`)
  const recorded = await ticketingProvider(payload).recordPayment(orderId)
  redirect(`${BOX_OFFICE_PATH}?order=${orderId}&result=${recorded ? 'payment-recorded' : 'payment-failed'}`)
}

/**
 * The festival cancels a performance (issue 46), confirmed by a tick: its sale closes, every order
 * of it is settled, paid tickets refunded onto the buyers' credit (guests: by transfer) or all by
 * transfer; the waiting list has nothing left to wait for.
 */
export async function cancelPerformanceAction(form: FormData): Promise<void> {
  const { payload } = await staff()
  const eventId = parseId(form.get('event'))
  const method = form.get('refund') === 'bank' ? 'bank' : 'credit'
  if (eventId === null || form.get('confirm') !== 'yes')
    redirect(`${BOX_OFFICE_PATH}?event=${eventId ?? ''}&result=performance-unconfirmed`)
  const settled = await ticketingProvider(payload).cancelPerformance(eventId, method)
  const ended = await endWaitingList(payload, eventId)
  syncLater(payload, eventId)
  // Buyers and the waiting list hear of it after the counter has its answer.
  afterAnswer(() => notifyCancellation(payload, eventId, settled, ended))
  const query = new URLSearchParams({
    event: String(eventId),
    result: 'performance-cancelled',
    orders: String(settled.orders),
    credit: String(settled.creditCents),
    bank: String(settled.bankCents),
  })
  redirect(`${BOX_OFFICE_PATH}?${query.toString()}`)
}

/**
 * Pays out a customer's whole account credit by bank transfer (issue 46: a visitor may ask for
 * their money rather than credit): an open refund in the list of transfers, the balance at zero.
 * Asks for the tick that confirms it, like a cancellation.
 */
export async function payOutCreditAction(form: FormData): Promise<void> {
  const { payload } = await staff()
  const customerId = parseId(form.get('customer'))
  const orderId = parseId(form.get('order'))
  const back = (query: Record<string, string>) =>
    redirect(`${BOX_OFFICE_PATH}?${new URLSearchParams({ order: String(orderId ?? ''), ...query }).toString()}`)
  if (customerId === null || form.get('confirm') !== 'yes') back({ result: 'payout-unconfirmed' })
  const cents = await ticketingProvider(payload).payOutCredit(customerId ?? 0)
  back(cents > 0 ? { result: 'payout-done', covered: String(cents) } : { result: 'payout-none' })
}

/** Records a bank refund as transferred. */
export async function refundDoneAction(form: FormData): Promise<void> {
  const { payload } = await staff()
  const refundId = parseId(form.get('refund'))
  const done = refundId !== null && (await ticketingProvider(payload).markRefundDone(refundId))
  redirect(`${BOX_OFFICE_PATH}?result=${done ? 'refund-done' : 'refund-failed'}`)
}

/**
 * The counter takes a gift voucher for an unpaid order (issue 46): it pays what is owed up to what
 * is left on the code; an order paid in full by it is recorded paid. Counted like check-ins: a
 * counter types many codes, a guesser at a stolen session is still stopped.
 */
export async function redeemVoucherAction(form: FormData): Promise<void> {
  const { payload, requestHeaders } = await staff()
  const orderId = parseId(form.get('order'))
  if (orderId === null) redirect(`${BOX_OFFICE_PATH}?result=voucher-order_changed`)
  if (!(await withinLimit(payload, 'checkInPerClient', requestHeaders))) redirect(`${BOX_OFFICE_PATH}?order=${orderId}&result=too-many`)
  const code = String(form.get('code') ?? '').slice(0, 64)
  const result = await ticketingProvider(payload).redeemVoucher(orderId, code)
  const query = new URLSearchParams({ order: String(orderId) })
  if (result.ok) {
    query.set('result', result.value.paid ? 'voucher-paid' : 'voucher-redeemed')
    query.set('covered', String(result.value.coveredCents))
    query.set('left', String(result.value.leftCents))
  } else query.set('result', `voucher-${result.error}`)
  redirect(`${BOX_OFFICE_PATH}?${query.toString()}`)
}
