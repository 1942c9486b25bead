import { CART_PATH } from '@/features/booking/domain/cart'
import { LOGIN_URL } from '@/features/shell/accountUrls'

/** The web shop's own addresses (SPEC §2: not localised), in one place for links, mails and tests. */
export const SHOP_PATHS = {
  home: '/webshop',
  cart: CART_PATH,
  checkout: '/webshop/checkout',
  login: LOGIN_URL,
  register: '/webshop/account/register',
  forgot: '/webshop/account/forgot',
} as const

/** The web shop's page of one performance (by its ticketing id), where it can be booked without JavaScript. */
export function shopEventPath(jetId: string): string {
  return `/webshop/events/${encodeURIComponent(jetId)}`
}

/** Where a performance's tickets are sold outside the widget: the editor's ticket link, else its page in our web shop. */
export function ticketLink(tickets: { ticket_url: string | null; id_jet: string | null }): string {
  return tickets.ticket_url ?? (tickets.id_jet ? shopEventPath(tickets.id_jet) : SHOP_PATHS.home)
}
