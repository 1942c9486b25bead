import { safeRedirectTarget } from '@/lib/routing/safePath'

/**
 * SPEC §8: what the booking summary says when the cart call fails. -214 and -204 have their own
 * sentence, and so has our -215 (the fair-sale cap, which leads to the cart instead of the shop);
 * any other numeric code is shown as 'Error {code}'; each is followed by the web shop request.
 */
export type CartFailure =
  | { kind: 'notEnoughSeats'; code: -214 }
  | { kind: 'noReservation'; code: -204 }
  /** Fair sale: the cart or the address already holds the most tickets of the performance it may (ours, -215). */
  | { kind: 'limitReached'; code: -215 }
  | { kind: 'code'; code: number }
  /** A sale opening's waiting room runs (issue 43): the visitor books when it is their turn, from its page. */
  | { kind: 'queue'; queueUrl: string }
  | { kind: 'unknown' }

/** The waiting room a booking call's 429 names, as a failure; null for any other answer (a foreign address too). */
export function queueFailureOf(status: number, queueUrl: unknown): CartFailure | null {
  if (status !== 429 || typeof queueUrl !== 'string' || safeRedirectTarget(queueUrl) === null) return null
  return { kind: 'queue', queueUrl }
}

/** The waiting room's address with the page to come back to when it is the visitor's turn. */
export function queueLink(failure: { queueUrl: string }, back: string): string {
  return `${failure.queueUrl}${failure.queueUrl.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}`
}

export function cartFailureOf(responseCode: unknown): CartFailure {
  const code = typeof responseCode === 'string' && /^-?\d+$/.test(responseCode.trim()) ? Number(responseCode) : responseCode
  if (typeof code !== 'number' || !Number.isInteger(code)) return { kind: 'unknown' }
  if (code === -214) return { kind: 'notEnoughSeats', code }
  if (code === -204) return { kind: 'noReservation', code }
  if (code === -215) return { kind: 'limitReached', code }
  return { kind: 'code', code }
}

/**
 * Whether a cart failure goes to error tracking (SPEC §8 'error reported', issue 28): an answer we
 * did not expect, not a refusal the visitor is told about (no seats, no reservation, the fair-sale
 * cap, too many tries at once) nor a connection the visitor's phone lost (status 0).
 */
export function isReportable(failure: CartFailure): boolean {
  if (failure.kind === 'unknown') return true
  if (failure.kind === 'queue') return false
  return failure.kind === 'code' && failure.code !== 0 && failure.code !== 429
}
