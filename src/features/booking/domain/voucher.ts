/**
 * Gift vouchers in festival terms (issue 46, decision 039): their codes, how long they stay valid,
 * which amounts the shop sells and how much of an order a voucher pays. Pure: the shop's forms,
 * the checkout and the box office share them.
 */
import { berlinParts, berlinTime } from '@/lib/time/berlin'

import { normaliseGroupedCode, randomGroupedCode } from './ticketCode'

/** 16 characters (80 bits) of Crockford's base 32 in groups of four: unguessable, shorter than a ticket's 20, so the two never mix. */
const VOUCHER_CODE_LENGTH = 16

export const VOUCHER_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/

export function newVoucherCode(random?: (bytes: Uint8Array) => Uint8Array): string {
  return randomGroupedCode(VOUCHER_CODE_LENGTH, random)
}

/** What a person types at checkout or the counter, case, spaces and look-alikes forgiven; null when it cannot be a voucher code. */
export function normaliseVoucherCode(input: string): string | null {
  return normaliseGroupedCode(input, VOUCHER_CODE_LENGTH)
}

/**
 * A voucher stays valid for the regular limitation period of German law (BGB §§ 195, 199): three
 * years from the end of the year it was bought in, so one bought in 2026 is valid until
 * 31 December 2029, 24:00 in Berlin. Answers the first instant it no longer is.
 */
export function voucherExpiry(purchasedAt: Date): Date {
  return berlinTime(berlinParts(purchasedAt).year + 4, 1, 1)
}

/** The amounts the back office offers (site settings), in cents. */
export type VoucherOffer = {
  /** Fixed amounts to choose from, ascending; may be empty. */
  amounts: readonly number[]
  /** A free amount in whole euros between these, or null when none is offered. */
  free: { minCents: number; maxCents: number } | null
}

export const VOUCHER_MAX_QUANTITY = 10

/** Why an amount cannot be bought: not one of the offered ones, or a free amount out of its limits. */
export type VoucherAmountError = 'voucherAmount' | 'voucherAmountRange'

/** Whether the amount is one the shop sells: a fixed one, or a whole-euro free amount within the limits. */
export function voucherAmountError(cents: number, offer: VoucherOffer): VoucherAmountError | null {
  if (!Number.isInteger(cents) || cents <= 0) return 'voucherAmount'
  if (offer.amounts.includes(cents)) return null
  if (!offer.free) return 'voucherAmount'
  if (cents % 100 !== 0 || cents < offer.free.minCents || cents > offer.free.maxCents) return 'voucherAmountRange'
  return null
}

/** Whether the shop sells vouchers at all. */
export function sellsVouchers(offer: VoucherOffer): boolean {
  return offer.amounts.length > 0 || offer.free !== null
}

/** What a balance (a voucher's, an account's credit) pays of what is owed: all of it, or what is left. */
export function balanceCovers(balanceCents: number, owedCents: number): number {
  return Math.max(0, Math.min(balanceCents, owedCents))
}

/** The last day a voucher pays (its expiry is the first instant it no longer does), for saying it. */
export function lastValidDay(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - 1)
}

/** Whether an order buys gift vouchers alone (no tickets: no seats held, nothing to collect). */
export function buysOnlyVouchers(lines: readonly { kind: 'ticket' | 'voucher' | 'subscription' }[]): boolean {
  return lines.every((line) => line.kind === 'voucher')
}

/**
 * Whether a code can pay now, and why not: `unpaid` until the order that bought it is paid (it is
 * issued with the order, like a ticket, and pays nothing before), `expired`, `spent` (nothing left).
 */
export type VoucherState = 'usable' | 'unpaid' | 'expired' | 'spent' | 'cancelled'

export function voucherState(
  voucher: { balanceCents: number; expiresAt: Date; paid: boolean; cancelled: boolean },
  now: Date,
): VoucherState {
  if (voucher.cancelled) return 'cancelled'
  if (!voucher.paid) return 'unpaid'
  if (voucher.expiresAt.getTime() <= now.getTime()) return 'expired'
  if (voucher.balanceCents <= 0) return 'spent'
  return 'usable'
}
