import { describe, expect, it } from 'vitest'

import { bySubscription, splitPackage, subscriptionGroup } from './subscription'

describe('splitPackage', () => {
  it('splits a price evenly when it can', () => {
    expect(splitPackage(12_000, 4)).toEqual([3000, 3000, 3000, 3000])
  })

  it('gives the odd cents to the first performances, so the shares add up to the price', () => {
    const shares = splitPackage(10_000, 3)
    expect(shares).toEqual([3334, 3333, 3333])
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(10_000)
    expect(splitPackage(7, 5)).toEqual([2, 2, 1, 1, 1])
  })

  it('refuses what is not a price or not a package', () => {
    expect(() => splitPackage(-1, 2)).toThrow(RangeError)
    expect(() => splitPackage(10.5, 2)).toThrow(RangeError)
    expect(() => splitPackage(100, 0)).toThrow(RangeError)
  })
})

describe('subscriptionGroup', () => {
  const groups = [
    { id: 1, name: 'Parkett', open: true },
    { id: 2, name: 'Rang', open: true },
    { id: 3, name: 'Rollstuhlplatz', open: false },
  ]

  it('takes the group the back office named, in any case and spacing', () => {
    expect(subscriptionGroup(groups, '  rang ')?.id).toBe(2)
  })

  it('takes the first group where the performance has none of that name, or none was named', () => {
    expect(subscriptionGroup([{ id: 9, name: 'Freie Platzwahl', open: true }], 'Parkett')?.id).toBe(9)
    expect(subscriptionGroup(groups, null)?.id).toBe(1)
    expect(subscriptionGroup(groups, '')?.id).toBe(1)
  })

  it('answers null when the chosen group is not on sale, rather than moving the buyer elsewhere', () => {
    expect(subscriptionGroup(groups, 'Rollstuhlplatz')).toBeNull()
    expect(subscriptionGroup([{ id: 1, name: 'Parkett', open: false }, groups[1] as (typeof groups)[number]], null)).toBeNull()
    expect(subscriptionGroup([], 'Parkett')).toBeNull()
  })
})

describe('bySubscription', () => {
  it('keeps single tickets apart and gathers each subscription’s tickets in their order', () => {
    const tickets = [
      { code: 'A', subscription: null },
      { code: 'B', subscription: 'k1' },
      { code: 'C', subscription: 'k2' },
      { code: 'D', subscription: 'k1' },
    ]
    const { single, bundles } = bySubscription(tickets)
    expect(single.map((ticket) => ticket.code)).toEqual(['A'])
    expect([...bundles.keys()]).toEqual(['k1', 'k2'])
    expect(bundles.get('k1')?.map((ticket) => ticket.code)).toEqual(['B', 'D'])
  })
})
