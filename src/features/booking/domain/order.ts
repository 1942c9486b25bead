/**
 * The order's own rules, in festival terms: its number, the e-ticket codes, the buyer's details
 * and the ways to pay. Pure: the web shop's form, the checkout command and the tests share them.
 */
// Zod Mini, not the classic API: the buyer form runs these rules in the shop's browser, where the
// classic API cost about 30 kB of gzip JavaScript on every shop page and Mini about 6 (decision 044).
import * as z from 'zod/mini'

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

const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'tooLong'),
    z.refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'required'),
  )

/** The buyer's details at checkout. The address is asked for the invoice. */
export const buyerSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, 'tooLong')), z.email('invalidEmail')),
  street: text(200),
  postal_code: text(20),
  city: text(100),
  country: text(100),
  payment: z.enum(PAYMENT_METHODS, 'required'),
  terms: z.literal(true, 'terms'),
})

export type Buyer = z.infer<typeof buyerSchema>

/** The buyer form's errors by field, as keys; an empty object when the details are complete. */
export function buyerErrors(input: unknown): Partial<Record<keyof Buyer, BuyerError>> {
  const result = buyerSchema.safeParse(input)
  if (result.success) return {}
  const errors: Partial<Record<keyof Buyer, BuyerError>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Buyer | undefined
    if (!field || errors[field]) continue
    const message = issue.message as BuyerError
    errors[field] = (['required', 'invalidEmail', 'tooLong', 'terms'] as readonly BuyerError[]).includes(message)
      ? message
      : field === 'email'
        ? 'invalidEmail'
        : 'required'
  }
  return errors
}

/** When the first of these performances starts; null without one. */
export function firstStartOf(lines: readonly { dateStart: string }[]): Date | null {
  const starts = lines.map((line) => new Date(line.dateStart).getTime()).filter((time) => Number.isFinite(time))
  return starts.length > 0 ? new Date(Math.min(...starts)) : null
}
