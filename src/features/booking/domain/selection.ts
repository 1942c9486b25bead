/**
 * SPEC §3/§4 ticket selection of the booking widget: which tickets, how many of each. Pure, so
 * the widget's reducer and the tests share it.
 */
export type TicketKey = { id: number; seat_group: number; sale_type_id: number }
export type SelectedTicket = { ticket: TicketKey; amount: number }

/** Most tickets of one price a widget adds at once (the cart call refuses more). */
export const MAX_TICKETS_PER_PRICE = 10

function same(a: TicketKey, b: TicketKey): boolean {
  return a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id
}

/** SPEC §4: the same seat_group and sale_type_id raises the amount by one, otherwise it is added with 1. */
export function addTicket(selection: readonly SelectedTicket[], ticket: TicketKey): SelectedTicket[] {
  const found = selection.find((entry) => same(entry.ticket, ticket))
  if (!found) return [...selection, { ticket, amount: 1 }]
  if (found.amount >= MAX_TICKETS_PER_PRICE) return [...selection]
  return selection.map((entry) => (entry === found ? { ...entry, amount: entry.amount + 1 } : entry))
}

/** SPEC §4: removing lowers the amount by one and drops the entry below 1. */
export function removeTicket(selection: readonly SelectedTicket[], ticket: TicketKey): SelectedTicket[] {
  return selection.flatMap((entry) => {
    if (!same(entry.ticket, ticket)) return [entry]
    return entry.amount > 1 ? [{ ...entry, amount: entry.amount - 1 }] : []
  })
}

export function amountOf(selection: readonly SelectedTicket[], ticket: TicketKey): number {
  return selection.find((entry) => same(entry.ticket, ticket))?.amount ?? 0
}

export function ticketCount(selection: readonly SelectedTicket[]): number {
  return selection.reduce((sum, entry) => sum + entry.amount, 0)
}

/** SPEC §7's cart call body. */
export type CartCall = {
  quantities: number[]
  event_jet_id: string
  sale_type_ids: number[]
  seat_group?: number
  block_id?: number
}

/** SPEC §7: one cart call per group of tickets that share a seat group, in the order they were chosen. */
export function cartCalls(selection: readonly SelectedTicket[], eventJetId: string, blockId: number | null): CartCall[] {
  const groups = new Map<number, CartCall>()
  for (const { ticket, amount } of selection) {
    if (amount < 1) continue
    let call = groups.get(ticket.seat_group)
    if (!call) {
      call = {
        quantities: [],
        event_jet_id: eventJetId,
        sale_type_ids: [],
        seat_group: ticket.seat_group,
        ...(blockId === null ? {} : { block_id: blockId }),
      }
      groups.set(ticket.seat_group, call)
    }
    call.quantities.push(amount)
    call.sale_type_ids.push(ticket.sale_type_id)
  }
  return [...groups.values()]
}
