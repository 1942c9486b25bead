import { SHOP_PATHS, shopEventPath } from '@/lib/routing/shopPaths'

export { orderPath, SHOP_PATHS, shopEventPath } from '@/lib/routing/shopPaths'

/** Where a performance's tickets are sold outside the widget: the editor's ticket link, else its page in our web shop. */
export function ticketLink(tickets: { ticket_url?: string | null; id_jet?: string | null }): string {
  return tickets.ticket_url ?? (tickets.id_jet ? shopEventPath(tickets.id_jet) : SHOP_PATHS.home)
}
