import 'server-only'

import type { Payload } from 'payload'

import { endpoint, withinCountedLimits } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import { LIMITS } from '@/features/security/domain/limits'
import webshop from '@/i18n/messages/webshop.json'
import { isLocale, type Locale } from '@/i18n/locales'
import { requestCustomer } from '@/lib/auth/identity'
import { siteState } from '@/features/settings/server/siteState'

import { readBuyer } from '../domain/order'
import { balanceCovers, sellsVouchers, voucherAmountError } from '../domain/voucher'
import { paymentProvider } from '../payment'
import type { VoucherError, VoucherView } from '../provider'
import { ticketingProvider } from '../providers/registry'
import { afterAnswer } from './availabilitySync'
import { invoiceAccount } from './bank'
import { INVOICE_DAYS } from '../providers/builtin/confirm'
import { orderPath, sendConfirmation, sendOrderToConfirm } from './orderMail'
import { voucherOffer } from './saleSettings'
import { unpaidOrderLimits } from './unpaidLimits'

/** A voucher that cannot pay, as the shop says it: 404 for an unknown code, 409 for one that cannot pay now. */
function voucherRefusal(error: VoucherError, locale: Locale): never {
  const messages = webshop[locale].vouchers.errors
  throw new HttpError(error === 'unknown_voucher' ? 404 : 409, error, { message: messages[error] })
}

/** A voucher's answer: its balance and expiry, and what it pays of `totalCents` when given. */
function voucherAnswer(voucher: VoucherView, totalCents: number | undefined) {
  return {
    code: voucher.code,
    balance_cents: voucher.balanceCents,
    expires_at: voucher.expiresAt.toISOString(),
    covers_cents: totalCents === undefined ? null : balanceCovers(voucher.balanceCents, totalCents),
  }
}

/** The voucher a typed code names, usable now; otherwise the refusal in the visitor's language. */
async function usableVoucher(payload: Payload, input: string, locale: Locale): Promise<VoucherView> {
  const voucher = await ticketingProvider(payload).voucher(input)
  if (!voucher) return voucherRefusal('unknown_voucher', locale)
  if (voucher.state !== 'usable') return voucherRefusal(`voucher_${voucher.state}`, locale)
  return voucher
}

/** Counts one voucher code tried from the client (LIMITS.voucherPerClient); 429 past it. */
async function countAttempt(payload: Payload, client: string, locale: Locale): Promise<void> {
  // Every try counts (a code that pays is a try too): nothing is given back.
  const counted = await withinCountedLimits(payload, [[LIMITS.voucherPerClient, client]], async () => ({ counted: true, value: null }))
  if (!counted.ok) throw new HttpError(429, 'too_many_voucher_attempts', { message: webshop[locale].vouchers.errors.tooMany })
}

/**
 * A voucher code the checkout pays with: usable now, and paying what the buyer saw it pay of the
 * total they saw (otherwise 409 'voucher_changed', and the form shows the voucher again). Each try
 * counts against the client's voucher limit.
 */
export async function checkoutVoucher(
  payload: Payload,
  client: string,
  locale: Locale,
  input: { code: string; cents: number; totalCents: number },
): Promise<{ code: string; cents: number }> {
  await countAttempt(payload, client, locale)
  const voucher = await usableVoucher(payload, input.code, locale)
  const cents = balanceCovers(voucher.balanceCents, input.totalCents)
  if (cents !== input.cents) throw new HttpError(409, 'voucher_changed', { message: webshop[locale].vouchers.errors.voucher_changed })
  return { code: voucher.code, cents }
}

/**
 * The account credit a checkout pays with: only a logged-in customer's, and exactly what the buyer
 * saw it pay of what the voucher left (otherwise 409 'credit_changed').
 */
export async function checkoutCredit(
  payload: Payload,
  customerId: number | null,
  locale: Locale,
  input: { cents: number; totalCents: number },
): Promise<number> {
  if (customerId === null) throw new HttpError(401, 'Not logged in')
  const { balanceCents } = await ticketingProvider(payload).creditBalance(customerId)
  if (balanceCovers(balanceCents, input.totalCents) !== input.cents)
    throw new HttpError(409, 'credit_changed', { message: webshop[locale].credit.changed })
  return input.cents
}

/**
 * POST /api/shop-vouchers/check/ (beyond SPEC, issue 46): what a gift voucher code has left, until
 * when, and what it would pay of the basket's total. An unknown code answers 404, one that cannot
 * pay now 409 with why (its order unpaid, expired, spent); every try counts per client (the
 * call's limit, LIMITS.voucherPerClient, shared with the checkout's).
 */
export const postVoucherCheck = endpoint('voucherCheck', async ({ payload, body, locale }) => {
  const language: Locale = body.locale && isLocale(body.locale) ? body.locale : locale
  return voucherAnswer(await usableVoucher(payload, body.code, language), body.total_cents)
})

/**
 * POST /api/shop-vouchers/ (beyond SPEC, issue 46): buys gift vouchers of one amount the back
 * office offers, as an order of their own paid like tickets (at the box office or by invoice,
 * within the invoice's days); a guest's order waits for the e-mail address like a ticket order.
 * The codes pay once the order is paid. Bad amounts and buyer details answer 400 by field; past
 * the unpaid-order limits 429.
 */
export const postBuyVouchers = endpoint('buyVouchers', async ({ request, payload, body, client, locale: requestLanguage }) => {
  const locale: Locale = body.locale && isLocale(body.locale) ? body.locale : requestLanguage
  if (!(await siteState()).shopOnline) return reply({ error: 'shop_offline' }, { status: 503 })
  const offer = await voucherOffer(payload)
  if (!sellsVouchers(offer)) throw new HttpError(404, 'Not Found')
  const read = readBuyer(body.buyer)
  const amountError = voucherAmountError(body.amount_cents, offer)
  if (!read.ok || amountError)
    throw new HttpError(400, 'invalid_buyer', {
      fields: { ...(read.ok ? {} : read.errors), ...(amountError ? { amount: amountError } : {}) },
    })
  const { terms: _terms, ...buyer } = read.buyer
  const total = body.amount_cents * body.quantity
  const bank = await invoiceAccount(payload)
  const payment = await paymentProvider(buyer.payment).begin({ method: buyer.payment, totalCents: total, locale, bank, invoiceOpen: true })
  if (!payment.ok && payment.error === 'unavailable')
    throw new HttpError(400, 'invalid_buyer', { fields: { payment: 'paymentUnavailable' } })
  if (!payment.ok) throw new HttpError(402, 'payment_' + payment.error)
  const customerId = (await requestCustomer(payload, request.headers))?.id ?? null
  const now = new Date()
  const provider = ticketingProvider(payload)
  const limited = await withinCountedLimits(payload, unpaidOrderLimits(client, buyer.email, customerId), async () => {
    const sold = await provider.sellVouchers(
      {
        amountCents: body.amount_cents,
        quantity: body.quantity,
        buyer,
        customerId,
        locale,
        lineTitle: webshop[locale].vouchers.lineTitle,
        paymentDue: new Date(now.getTime() + INVOICE_DAYS * 86_400_000),
      },
      now,
    )
    return { counted: sold.ok, value: sold }
  })
  if (!limited.ok)
    return reply(
      { error: 'unpaid_limit', message: webshop[locale].unpaidLimit },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfter) } },
    )
  if (!limited.value.ok) throw new HttpError(409, limited.value.error)
  const { value } = limited.value
  const order = await provider.getOrder(value.number, value.accessKey, locale)
  const secret = value.confirmToken
  if (order && secret) afterAnswer(() => sendOrderToConfirm(payload, order, secret))
  else if (order) afterAnswer(() => sendConfirmation(payload, order))
  return { number: value.number, order_url: orderPath(value), pending: value.pending }
})
