/**
 * The web shop's own addresses (SPEC §2: not localised), in one place (issue 25) for links,
 * redirects, mails, the schema's defaults and tests.
 */
export const SHOP_PATHS = {
  home: '/webshop',
  cart: '/webshop/cart',
  checkout: '/webshop/checkout',
  login: '/webshop/account/login',
  register: '/webshop/account/register',
  forgot: '/webshop/account/forgot',
  reset: '/webshop/account/reset',
  verify: '/webshop/account/verify',
  confirmEmail: '/webshop/account/confirm-email',
  orders: '/webshop/orders',
  waitingList: '/webshop/waiting-list',
  /** Gift vouchers (issue 46). */
  vouchers: '/webshop/vouchers',
  /** The series sold as subscriptions (issue 46; SPEC §2: the provider's series pages). */
  subscriptions: '/webshop/series',
} as const

/** The web shop's page of one series subscription (issue 46). */
export function shopSubscriptionPath(seriesId: number): string {
  return `${SHOP_PATHS.subscriptions}/${seriesId}`
}

/** The web shop's page of one performance (by its ticketing id), where it can be booked without JavaScript. */
export function shopEventPath(jetId: string): string {
  return `${SHOP_PATHS.home}/events/${encodeURIComponent(jetId)}`
}

/** The form to join a sold-out performance's waiting list (issue 44). */
export function waitingListJoinPath(jetId: string): string {
  return `${shopEventPath(jetId)}/waiting-list`
}

/** A waiting-list entry's page, the link of its mails: confirm the address, see the place or the offer, leave. */
export function waitingListEntryPath(id: number, secret: string): string {
  return `${SHOP_PATHS.waitingList}/${id}/${encodeURIComponent(secret)}`
}

/** An order's page, opened with its access key (the confirmation mail's link). */
export function orderPath(number: string, accessKey: string): string {
  return `${SHOP_PATHS.orders}/${encodeURIComponent(number)}/${encodeURIComponent(accessKey)}`
}

/** The link a guest's order waits for: its button confirms the order (and so the buyer's e-mail address). */
export function confirmOrderPath(secret: string): string {
  return `${SHOP_PATHS.orders}/confirm/${encodeURIComponent(secret)}`
}

/** A page of the shop's account area that takes a token (verification, address confirmation), with its outcome. */
export function tokenResultPath(page: 'verify' | 'confirmEmail', token: string, result: string): string {
  return `${SHOP_PATHS[page]}/${token}?result=${result}`
}

/** Where a performance's tickets are sold outside the widget: the editor's ticket link, else its page in our web shop. */
export function ticketLink(tickets: { ticket_url?: string | null; id_jet?: string | null }): string {
  return tickets.ticket_url ?? (tickets.id_jet ? shopEventPath(tickets.id_jet) : SHOP_PATHS.home)
}
