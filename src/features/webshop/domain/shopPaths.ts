/**
 * SPEC §2: in the web-shop layout, the ticketing provider's own pages map back to ours: its event
 * list to the programme, its item groups to the magazine's articles, its series (subscriptions)
 * to the series pages. What the web shop itself shows is named here too.
 */
import { JET_ID_PATTERN } from '@/features/booking/domain/eventTickets'
import { parseId } from '@/lib/routing/ids'

/** Payload's verification tokens: 40 hex characters (any 16 to 128 letters and digits are let through). */
export const VERIFY_TOKEN_PATTERN = /^[A-Za-z0-9]{16,128}$/

/** The token of an e-mail change's link: 32 base64url characters. */
export const EMAIL_CHANGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

export type ShopScreen =
  | { kind: 'home' }
  | { kind: 'cart' }
  | { kind: 'checkout' }
  /** Gift vouchers to buy (issue 46). */
  | { kind: 'vouchers' }
  | { kind: 'order'; number: string; accessKey: string }
  /** The link a guest's order waits for (decision 031): its button confirms the order. */
  | { kind: 'confirmOrder'; token: string }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'verify'; token: string }
  | { kind: 'forgot' }
  | { kind: 'reset'; token: string }
  | { kind: 'confirmEmail'; token: string }
  | { kind: 'programme' }
  /** One performance, by its ticketing id: its seat groups and prices as a form. */
  | { kind: 'event'; jetId: string }
  /** A sold-out performance's waiting list: the form to join it (issue 44). */
  | { kind: 'waitlistJoin'; jetId: string }
  /** A waiting-list entry's page, its mails' link: confirm, see the place or the offer, leave. */
  | { kind: 'waitlistEntry'; id: number; secret: string }
  | { kind: 'magazine' }
  | { kind: 'series'; id: number | null }
  | { kind: 'unknown' }

const EVENT_LISTS = new Set(['events', 'eventlist', 'event-list', 'event', 'veranstaltungen', 'tickets'])
const ITEM_GROUPS = new Set(['itemgroup', 'item-group', 'itemgroups', 'item-groups', 'articles', 'article'])
const SERIES = new Set(['series', 'serie', 'subscription', 'subscriptions', 'abo', 'abonnement'])

export function shopScreen(path: readonly string[]): ShopScreen {
  const [first = '', second, third, ...rest] = path.map((segment) => segment.toLowerCase())
  if (first === '') return { kind: 'home' }
  if (first === 'cart' && !second) return { kind: 'cart' }
  if (first === 'checkout' && !second) return { kind: 'checkout' }
  if ((first === 'vouchers' || first === 'gutscheine') && !second) return { kind: 'vouchers' }
  if (first === 'orders' && second === 'confirm' && path[2] && path.length === 3) return { kind: 'confirmOrder', token: path[2] }
  if (first === 'orders' && path[1] && path[2] && path.length === 3) return { kind: 'order', number: path[1], accessKey: path[2] }
  if (first === 'account') {
    if (second === 'login' && !third) return { kind: 'login' }
    if (second === 'register' && !third) return { kind: 'register' }
    if (second === 'forgot' && !third) return { kind: 'forgot' }
    if (second === 'verify' && path[2] && rest.length === 0) return { kind: 'verify', token: path[2] }
    if (second === 'reset' && path[2] && rest.length === 0) return { kind: 'reset', token: path[2] }
    if (second === 'confirm-email' && path[2] && rest.length === 0) return { kind: 'confirmEmail', token: path[2] }
    return { kind: 'unknown' }
  }
  if (first === 'events' && path[1] !== undefined && path.length === 2 && JET_ID_PATTERN.test(path[1]))
    return { kind: 'event', jetId: path[1] }
  if (first === 'events' && path[1] !== undefined && third === 'waiting-list' && path.length === 3 && JET_ID_PATTERN.test(path[1]))
    return { kind: 'waitlistJoin', jetId: path[1] }
  const entryId = first === 'waiting-list' && path.length === 3 ? parseId(path[1]) : null
  if (entryId !== null && path[2]) return { kind: 'waitlistEntry', id: entryId, secret: path[2] }
  if (EVENT_LISTS.has(first)) return { kind: 'programme' }
  if (ITEM_GROUPS.has(first)) return { kind: 'magazine' }
  if (SERIES.has(first)) return { kind: 'series', id: parseId(second) }
  return { kind: 'unknown' }
}
