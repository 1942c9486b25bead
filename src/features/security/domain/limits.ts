import { CLIENT_ADDRESS_HEADER, neighbourhoodOf } from './clientAddress'

/**
 * The rate limits of every public write (launch readiness): how many attempts a client (address)
 * or an account may make in a window. A limit is named so its counters never mix with another's.
 */
export type Limit = { readonly name: string; readonly points: number; readonly windowMs: number }

const MINUTE = 60_000

export const LIMITS = {
  /** Log-in attempts from one address, whatever the account. */
  loginPerClient: { name: 'login-client', points: 30, windowMs: 15 * MINUTE },
  /**
   * Failed log-ins on one account from one address (decision 021): a guesser is stopped after ten,
   * and only that address is; the account's owner elsewhere logs in as usual.
   */
  loginFailuresPerAccountAndClient: { name: 'login-account-client', points: 10, windowMs: 15 * MINUTE },
  /**
   * Failed log-ins on one account from every address together (decision 021): past this, only
   * addresses that logged in to the account before (loginKnownClient) may still try, so guessing
   * spread over many addresses stays slow while the staff's own devices keep working.
   */
  loginFailuresPerAccount: { name: 'login-account', points: 50, windowMs: 60 * MINUTE },
  /** An address that logged in to an account successfully: remembered for 30 days (one point). */
  loginKnownClient: { name: 'login-known', points: 1, windowMs: 30 * 24 * 60 * MINUTE },
  /** Password-reset mails requested from one address. */
  forgotPasswordPerClient: { name: 'forgot-client', points: 10, windowMs: 60 * MINUTE },
  /** Password-reset mails for one address: a mailbox is never flooded. */
  forgotPasswordPerAccount: { name: 'forgot-account', points: 3, windowMs: 60 * MINUTE },
  /** Password resets by token and account unlocks from one address. */
  resetPerClient: { name: 'reset-client', points: 10, windowMs: 15 * MINUTE },
  /** Accounts created from one address. */
  registerPerClient: { name: 'register-client', points: 5, windowMs: 60 * MINUTE },
  /** Changes to an account's favourites and calendar subscription from one address. */
  favouritesPerClient: { name: 'favourites-client', points: 120, windowMs: MINUTE },
  /** Cart calls (POST /api/shop-cart/) from one address: generous for a family booking several seat groups, tight for a bot. */
  cartPerClient: { name: 'cart-client', points: 60, windowMs: MINUTE },
  /** Places asked of a sale opening's waiting room (POST /api/queue/join/) from one address; it holds a few places at most anyway. */
  queueJoinPerClient: { name: 'queue-join-client', points: 20, windowMs: MINUTE },
  /** Waiting-list joins (POST /api/waiting-list/) from one address: each sends a mail, so few. */
  waitingListPerClient: { name: 'waiting-list-client', points: 10, windowMs: 15 * MINUTE },
  /** Web-shop writes (checkout, removing and renewing cart lines) from one address. */
  checkoutPerClient: { name: 'checkout-client', points: 30, windowMs: MINUTE },
  /**
   * Gift-voucher codes tried from one address (issue 46): checking a code and paying with one. A
   * person types a few; a guesser of the 80-bit codes is stopped long before finding one.
   */
  voucherPerClient: { name: 'voucher-client', points: 10, windowMs: 15 * MINUTE },
  /**
   * Unpaid orders (today every order: at the box office or by invoice) from one client within a day
   * of sale (decision 031): each keeps seats from everyone until it is paid or lapses.
   */
  unpaidOrdersPerClient: { name: 'unpaid-orders-client', points: 10, windowMs: 24 * 60 * MINUTE },
  /** Unpaid orders of one buyer (account, or e-mail address normalised) within a day of sale. */
  unpaidOrdersPerBuyer: { name: 'unpaid-orders-buyer', points: 5, windowMs: 24 * 60 * MINUTE },
  /** Account settings changes from one address. */
  accountPerClient: { name: 'account-client', points: 30, windowMs: 15 * MINUTE },
  /** Check-ins at the door from one address (a box-office device scans fast). */
  checkInPerClient: { name: 'check-in-client', points: 600, windowMs: MINUTE },
  /** Files uploaded for forms (POST /{locale}/api/temp-files/) from one address. */
  formUploadPerClient: { name: 'form-upload-client', points: 20, windowMs: 15 * MINUTE },
  /** Form entries (POST /{locale}/api/forms-entries/) from one address: a person sends a few, a bot is stopped. */
  formEntryPerClient: { name: 'form-entry-client', points: 10, windowMs: 15 * MINUTE },
  /** Reports of pages that were not found (POST /api/dashboard-error-log/). */
  errorLogPerClient: { name: 'error-log-client', points: 30, windowMs: MINUTE },
  /** Browser failures sent on to error tracking (POST /api/client-error/); the browser sends a few per page at most. */
  clientErrorPerClient: { name: 'client-error-client', points: 20, windowMs: MINUTE },
} as const satisfies Record<string, Limit>

/** The name of a limit in LIMITS: what a contract entry names (src/api/contract.ts). */
export type LimitName = keyof typeof LIMITS

/**
 * The key of the client for per-client limits and caps: the neighbourhood (clientAddress.ts) of the
 * address the production server worked out from the socket and TRUSTED_PROXIES and handed on in its
 * own header, which it sets on every request. A client's own X-Forwarded-For is never read here.
 * Without that server (`next dev`) every client is 'unknown' and shares one count. The only function
 * that reads the address for limits (through `requestClientKey` on the server).
 */
export function clientKey(headers: Headers, ipv6Prefix: number): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  return address ? neighbourhoodOf(address, ipv6Prefix) : 'unknown'
}

/** Seconds a refused client should wait, for Retry-After (at least one). */
export function retryAfterSeconds(expireMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((expireMs - nowMs) / 1000))
}
