import { describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import { linesOf, offerDeadline, offersFor } from './waitingList'

describe('offersFor', () => {
  it('offers in the order of joining, each as soon as its seats fit', () => {
    const line = [
      { id: 1, seatGroupId: 7, seats: 4 },
      { id: 2, seatGroupId: 7, seats: 1 },
      { id: 3, seatGroupId: 7, seats: 2 },
    ]
    // Two seats back: the first (four) keeps its place, the second (one) fits, the third (two) no longer does.
    expect(offersFor(line, new Map([[7, 2]]))).toEqual([2])
    expect(offersFor(line, new Map([[7, 4]]))).toEqual([1])
    expect(offersFor(line, new Map([[7, 7]]))).toEqual([1, 2, 3])
  })

  it('counts each seat group apart and offers nothing where none came back', () => {
    const line = [
      { id: 1, seatGroupId: 7, seats: 2 },
      { id: 2, seatGroupId: 8, seats: 2 },
    ]
    expect(offersFor(line, new Map([[8, 2]]))).toEqual([2])
    expect(offersFor(line, new Map())).toEqual([])
  })
})

describe('offerDeadline', () => {
  const start = berlinTime(2026, 12, 10, 19, 30)

  it('holds the hours the back office sets before the day, fewer on the day, never past the start', () => {
    expect(offerDeadline(berlinTime(2026, 12, 8, 10, 0), start, 24, 2)).toEqual(berlinTime(2026, 12, 9, 10, 0))
    expect(offerDeadline(berlinTime(2026, 12, 9, 12, 0), start, 8, 2)).toEqual(berlinTime(2026, 12, 9, 20, 0))
    expect(offerDeadline(berlinTime(2026, 12, 10, 9, 0), start, 24, 2)).toEqual(berlinTime(2026, 12, 10, 11, 0))
    expect(offerDeadline(berlinTime(2026, 12, 10, 18, 45), start, 24, 2)).toEqual(start)
    expect(offerDeadline(start, start, 24, 2)).toBeNull()
  })

  it('lets an offer made the evening before reach no further into the day than one made that morning', () => {
    // The night does not count: the day's hours run from 8:00, as an offer made at 8:00 would.
    expect(offerDeadline(berlinTime(2026, 12, 9, 22, 0), start, 24, 2)).toEqual(berlinTime(2026, 12, 10, 10, 0))
    expect(offerDeadline(berlinTime(2026, 12, 9, 5, 0), start, 24, 2)).toEqual(berlinTime(2026, 12, 10, 5, 0))
    const morningShow = berlinTime(2026, 12, 10, 9, 0)
    expect(offerDeadline(berlinTime(2026, 12, 9, 22, 0), morningShow, 24, 2)).toEqual(morningShow)
  })
})

describe('linesOf', () => {
  it('reads the stored lines and drops what is not one', () => {
    expect(linesOf([{ sale_type_id: 3, quantity: 2 }, { sale_type_id: 'x', quantity: 1 }, null, { sale_type_id: 4, quantity: 0 }])).toEqual(
      [{ saleTypeId: 3, quantity: 2 }],
    )
    expect(linesOf('[]')).toEqual([])
  })
})
