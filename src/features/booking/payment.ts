/**
 * How an order is paid, behind one interface (CONVENTIONS §9, like the commerce plugin's payment
 * adapters). The festival takes payment at the box office or by invoice today: neither needs an
 * external service, so both confirm the order and leave the money to be collected. An online
 * method (a card provider) would authorise in `begin` before the order is confirmed and answer
 * 'declined' without confirming anything.
 */
import type { Locale } from '@/i18n/locales'

import type { BankDetails } from '@/cms/rules/bank'
import { PAYMENT_METHODS, type PaymentMethod } from './domain/order'
import type { Result } from './provider'

/**
 * `bank`: the festival's account for invoices (site settings), null when none is set; `invoiceOpen`:
 * whether the order's first performance is far enough away for a transfer (invoiceOpenFor).
 */
export type PaymentIntent = { method: PaymentMethod; totalCents: number; locale: Locale; bank: BankDetails | null; invoiceOpen: boolean }

/** What the buyer is told to do after the order, by the mail and the confirmation page. */
export type PaymentOutcome = { settled: boolean; instruction: 'payAtBoxOffice' | 'payByInvoice' }

export interface PaymentProvider {
  readonly method: PaymentMethod
  begin(intent: PaymentIntent): Promise<Result<PaymentOutcome, 'declined' | 'unavailable'>>
}

const boxOffice: PaymentProvider = {
  method: 'box_office',
  begin: async () => ({ ok: true, value: { settled: false, instruction: 'payAtBoxOffice' } }),
}

const invoice: PaymentProvider = {
  method: 'invoice',
  // No account to transfer to, or no time left for a transfer: invoice is not offered (the checkout does not show it either).
  begin: async (intent) =>
    intent.bank && intent.invoiceOpen
      ? { ok: true, value: { settled: false, instruction: 'payByInvoice' } }
      : { ok: false, error: 'unavailable' },
}

const PROVIDERS: Readonly<Record<PaymentMethod, PaymentProvider>> = { box_office: boxOffice, invoice }

export function paymentProvider(method: PaymentMethod): PaymentProvider {
  return PROVIDERS[method]
}

/**
 * Whether an order whose first performance starts at `firstStart` may still be paid by invoice:
 * only while it is more than `closeDays` days away (site settings, issue 44), so the transfer can
 * arrive before the performance; never without a performance.
 */
export function invoiceOpenFor(firstStart: Date | null, now: Date, closeDays: number): boolean {
  return firstStart !== null && firstStart.getTime() - now.getTime() > closeDays * 86_400_000
}

/** The ways of paying the checkout offers now: invoice only with the festival's account set and time for the transfer. */
export function offeredMethods(bank: BankDetails | null, invoiceOpen: boolean): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method !== 'invoice' || (bank !== null && invoiceOpen))
}
