/**
 * The order's own rules, in festival terms: its number, the e-ticket codes, the buyer's details
 * and the ways to pay. Pure: the web shop's form, the checkout command and the tests share them.
 */

/** Ways to pay that need no external service (PaymentProvider, booking/payment.ts). */
export const PAYMENT_METHODS = ['box_office', 'invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * One order per cart, so the cart's id makes the order number: FDK-2026-000042. A second checkout
 * of the same cart arrives at the same number and finds the order the first one confirmed.
 */
export function orderNumber(cartId: number, year: number): string {
  return `FDK-${year}-${String(cartId).padStart(6, '0')}`
}

export const ORDER_NUMBER_PATTERN = /^FDK-\d{4}-\d{6,}$/

export { newTicketCode, normaliseTicketCode, TICKET_CODE_PATTERN } from './ticketCode'

/** The secret of an order's confirmation address: 32 URL-safe characters. */
export function newAccessKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export const ACCESS_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/

/**
 * How long a guest's unpaid order holds its seats while it waits for the buyer to confirm the
 * e-mail address by the link mailed to it (decision 031): long enough for a slow mailbox, short
 * enough that an address nobody reads keeps no seats from anyone for long.
 */
export const ORDER_CONFIRM_MINUTES = 30

/** The secret of that link: made like the access key (newAccessKey), only the digest is stored. */
export const CONFIRM_TOKEN_PATTERN = ACCESS_KEY_PATTERN

/** Error keys of the buyer form, translated by the web shop (messages `webshop.errors.*`). */
/** `paymentUnavailable`: the way of paying is not offered now (invoice without the festival's account). */
export type BuyerError = 'required' | 'invalidEmail' | 'tooLong' | 'terms' | 'paymentUnavailable'

/** The buyer's details at checkout, each text with its longest length. The address is asked for the invoice. */
const BUYER_TEXTS = { first_name: 100, last_name: 100, street: 200, postal_code: 20, city: 100, country: 100 } as const
const EMAIL_MAX = 254
/**
 * An address a mail server delivers to: dot-separated parts of letters, digits and _ ' + - before
 * the @ (the last character no quote), domain labels of letters, digits and hyphens (none starting
 * with one) and a top-level domain of two letters or more. "ada@example" or "ada..x@example.org"
 * would only bounce the confirmation link the order waits for.
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const CONTROL = /[\u0000-\u001f\u007f]/

export type Buyer = { [K in keyof typeof BUYER_TEXTS]: string } & { email: string; payment: PaymentMethod; terms: true }
export type BuyerErrors = Partial<Record<keyof Buyer, BuyerError>>

/**
 * The buyer's details read from a form or a call: trimmed, or an error key per field. A plain
 * function, not a schema (decision 044): the shop's browser runs it to name a missing field before
 * sending, and the checkout and voucher calls run it again, trusting nothing the browser checked.
 */
export function readBuyer(input: unknown): { ok: true; buyer: Buyer } | { ok: false; errors: BuyerErrors } {
  const fields: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {}
  const errors: BuyerErrors = {}
  const texts: Record<string, string> = {}
  for (const [field, max] of Object.entries(BUYER_TEXTS) as [keyof typeof BUYER_TEXTS, number][]) {
    const value = fields[field]
    const text = typeof value === 'string' ? value.trim() : ''
    if (text.length > max) errors[field] = 'tooLong'
    else if (text === '' || CONTROL.test(text)) errors[field] = 'required'
    texts[field] = text
  }
  const email = typeof fields.email === 'string' ? fields.email.trim() : ''
  if (email.length > EMAIL_MAX) errors.email = 'tooLong'
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail'
  const payment = PAYMENT_METHODS.find((method) => method === fields.payment)
  if (!payment) errors.payment = 'required'
  if (fields.terms !== true) errors.terms = 'terms'
  if (Object.keys(errors).length > 0 || !payment) return { ok: false, errors }
  return { ok: true, buyer: { ...(texts as Record<keyof typeof BUYER_TEXTS, string>), email, payment, terms: true } }
}

/** The buyer form's errors by field, as keys; an empty object when the details are complete. */
export function buyerErrors(input: unknown): BuyerErrors {
  const read = readBuyer(input)
  return read.ok ? {} : read.errors
}

/** When the first of these performances starts; null without one. */
export function firstStartOf(lines: readonly { dateStart: string }[]): Date | null {
  const starts = lines.map((line) => new Date(line.dateStart).getTime()).filter((time) => Number.isFinite(time))
  return starts.length > 0 ? new Date(Math.min(...starts)) : null
}
