import { describe, expect, it } from 'vitest'

import { addTicket, amountOf, cartCalls, MAX_TICKETS_PER_PRICE, removeTicket, type SelectedTicket, ticketCount } from './selection'

const full = { id: 1, seat_group: 10, sale_type_id: 1 }
const reduced = { id: 2, seat_group: 10, sale_type_id: 2 }
const circle = { id: 3, seat_group: 11, sale_type_id: 1 }

describe('ticket selection', () => {
  it('adds a new ticket with amount 1 and raises the same seat group and sale type by one', () => {
    let selection: SelectedTicket[] = []
    selection = addTicket(selection, full)
    selection = addTicket(selection, full)
    selection = addTicket(selection, reduced)
    expect(selection).toEqual([
      { ticket: full, amount: 2 },
      { ticket: reduced, amount: 1 },
    ])
    // Same seat group and sale type, another price id (the same offer listed twice): one entry.
    expect(amountOf(addTicket(selection, { ...full, id: 99 }), full)).toBe(3)
  })

  it('tells a sale type in another seat group apart', () => {
    const selection = addTicket(addTicket([], full), circle)
    expect(selection).toHaveLength(2)
    expect(ticketCount(selection)).toBe(2)
  })

  it('lowers by one and drops an entry below 1', () => {
    let selection = addTicket(addTicket(addTicket([], full), full), reduced)
    selection = removeTicket(selection, full)
    expect(amountOf(selection, full)).toBe(1)
    selection = removeTicket(selection, full)
    expect(selection).toEqual([{ ticket: reduced, amount: 1 }])
    expect(removeTicket(selection, circle)).toEqual(selection)
  })

  it('stops at the most tickets of one price', () => {
    let selection: SelectedTicket[] = []
    for (let i = 0; i < MAX_TICKETS_PER_PRICE + 3; i++) selection = addTicket(selection, full)
    expect(amountOf(selection, full)).toBe(MAX_TICKETS_PER_PRICE)
  })
})

describe('cart calls', () => {
  it('makes one call per seat group with the quantities and sale types in order', () => {
    const selection = [
      { ticket: full, amount: 2 },
      { ticket: circle, amount: 1 },
      { ticket: reduced, amount: 1 },
    ]
    expect(cartCalls(selection, '4711', null)).toEqual([
      { quantities: [2, 1], event_jet_id: '4711', sale_type_ids: [1, 2], seat_group: 10 },
      { quantities: [1], event_jet_id: '4711', sale_type_ids: [1], seat_group: 11 },
    ])
  })

  it('carries the timeslot’s block id and makes no call for nothing', () => {
    expect(cartCalls([{ ticket: full, amount: 1 }], '7', 14)).toEqual([
      { quantities: [1], event_jet_id: '7', sale_type_ids: [1], seat_group: 10, block_id: 14 },
    ])
    expect(cartCalls([], '7', 14)).toEqual([])
  })
})
