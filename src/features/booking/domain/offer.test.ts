import { describe, expect, it } from 'vitest'

import type { EventTickets, PriceData, SeatGroupData } from './eventTickets'
import { canBook, offerOf, priceRange, timeOf } from './offer'

const price = (id: number, seat_group: number, text: string, value: string, sale_type_id = id): PriceData => ({
  id,
  price: value,
  text,
  sale_type_id,
  seat_group,
  name: text,
  has_discounts: false,
})
const group = (id: number, prices: PriceData[], extra: Partial<SeatGroupData> = {}): SeatGroupData => ({
  id,
  seat_group: `Gruppe ${id}`,
  status: '1',
  text: '',
  prices,
  timeslots: [],
  companion_seat: false,
  ...extra,
})
const tickets = (seat_groups: SeatGroupData[]): Pick<EventTickets, 'seat_groups' | 'prices'> => ({
  seat_groups,
  prices: seat_groups.flatMap((g) => g.prices),
})

describe('the widget’s offer', () => {
  it('takes Vollpreis as the main price and the others as discounts, leaving out 0.00', () => {
    const offer = offerOf(
      tickets([group(1, [price(11, 1, 'Ermäßigt', '9.00'), price(12, 1, 'Vollpreis', '15.00'), price(13, 1, 'Freikarte', '0.00')])]),
    )
    expect(offer.groups[0]?.main?.key).toEqual({ id: 12, seat_group: 1, sale_type_id: 12 })
    expect(offer.groups[0]?.discounts.map((d) => d.price)).toEqual(['9.00'])
    expect(offer.hasDiscounts).toBe(true)
  })

  it('falls back to the first offered price without a Vollpreis', () => {
    const offer = offerOf(tickets([group(1, [price(11, 1, 'Einheitspreis', '12.00')])]))
    expect(offer.groups[0]?.main?.cents).toBe(1200)
    expect(offer.hasDiscounts).toBe(false)
  })

  it('marks seat groups with status 0 or no price as unavailable', () => {
    const offer = offerOf(
      tickets([
        group(1, [price(11, 1, 'Vollpreis', '15.00')], { status: '0' }),
        group(2, [price(21, 2, 'Vollpreis', '0.00')]),
        group(3, [price(31, 3, 'Vollpreis', '5.00')]),
      ]),
    )
    expect(offer.groups.map((g) => g.available)).toEqual([false, false, true])
    expect(canBook(offer, false)).toBe(true)
  })

  it('hides timeslots with status 0, sorts them and preselects the first available', () => {
    const slots = [
      { id: 3, time_start: '12:00:00', block_id: 12, status: '0' as const },
      { id: 2, time_start: '11:00:00', block_id: 11, status: '1' as const },
      { id: 1, time_start: '10:00:00', block_id: 10, status: '0' as const },
      { id: 4, time_start: '13:00:00', block_id: 13, status: '1' as const },
    ]
    const offer = offerOf(tickets([group(1, [price(11, 1, 'Vollpreis', '8.00')], { timeslots: slots })]))
    expect(offer.timeslots.map(timeOf)).toEqual(['11:00', '13:00'])
    expect(offer.firstBlock).toBe(11)
  })

  it('cannot book when every timeslot is gone', () => {
    const offer = offerOf(
      tickets([
        group(1, [price(11, 1, 'Vollpreis', '8.00')], { timeslots: [{ id: 1, time_start: '10:00:00', block_id: 10, status: '0' }] }),
      ]),
    )
    expect(canBook(offer, true)).toBe(false)
  })
})

describe('priceRange (the programme’s “29–38 €, ermäßigt ab 8 €”)', () => {
  it('spans the full prices of the seat groups on sale and names the cheapest discount apart', () => {
    expect(
      priceRange(
        tickets([
          group(1, [price(1, 1, 'Vollpreis', '38.00'), price(2, 1, 'Ermäßigt', '8.00')]),
          group(2, [price(3, 2, 'Vollpreis', '29.00'), price(4, 2, 'Ermäßigt', '15.00')]),
        ]),
      ),
    ).toEqual({ low: 2900, high: 3800, reducedFrom: 800 })
  })

  it('names no discount that costs no less than the cheapest full price, nor one of a group not on sale', () => {
    expect(
      priceRange(
        tickets([
          group(1, [price(1, 1, 'Vollpreis', '24.00'), price(2, 1, 'Ermäßigt', '20.00')]),
          group(2, [price(3, 2, 'Vollpreis', '16.00')]),
          group(3, [price(5, 3, 'Vollpreis', '10.00'), price(6, 3, 'Ermäßigt', '5.00')], { status: '0' }),
        ]),
      ),
    ).toEqual({ low: 1600, high: 2400, reducedFrom: null })
  })

  it('is null when nothing is offered', () => {
    expect(priceRange(tickets([group(1, [price(1, 1, 'Vollpreis', '0.00')])]))).toBeNull()
    expect(priceRange(tickets([group(1, [price(1, 1, 'Vollpreis', '8.00')], { status: '0' })]))).toBeNull()
  })
})
