import { describe, expect, it } from 'vitest'

import { applyFavouriteChange, clashingIds, MAX_FAVOURITES, normaliseFavourites } from './favourites'

const at = (id: number, start: string, end: string | null = null) => ({
  id,
  date_start: `2026-11-27T${start}:00.000Z`,
  date_end: end ? `2026-11-27T${end}:00.000Z` : null,
})

describe('clashes in the festival plan', () => {
  it('marks favourites that overlap in time, in any order', () => {
    expect([...clashingIds([at(2, '19:00', '21:00'), at(1, '18:00', '19:30'), at(3, '22:00', '23:00')])].sort()).toEqual([1, 2])
  })

  it('one ending as the next begins does not clash; without an end a performance lasts two hours', () => {
    expect(clashingIds([at(1, '18:00', '19:00'), at(2, '19:00', '20:00')]).size).toBe(0)
    expect([...clashingIds([at(1, '18:00'), at(2, '19:59', '21:00')])].sort()).toEqual([1, 2])
    expect(clashingIds([at(1, '18:00'), at(2, '20:00', '21:00')]).size).toBe(0)
  })

  it('a long performance clashes with each one inside it', () => {
    expect(
      [...clashingIds([at(1, '10:00', '18:00'), at(2, '11:00', '12:00'), at(3, '15:00', '16:00'), at(4, '18:00', '19:00')])].sort(),
    ).toEqual([1, 2, 3])
  })
})

describe('favourite ids', () => {
  it('keeps whole positive numbers once, at most the limit', () => {
    expect(normaliseFavourites([3, '4', 3, -1, 2.5, 7])).toEqual([3, 7])
    expect(normaliseFavourites(Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => i + 1))).toHaveLength(MAX_FAVOURITES)
  })

  it('adds and removes; removing wins', () => {
    expect(applyFavouriteChange([1, 2], { add: [3, 2], remove: [1] })).toEqual([2, 3])
    expect(applyFavouriteChange([1], { add: [4], remove: [4] })).toEqual([1])
  })
})
