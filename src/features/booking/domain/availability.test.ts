import { describe, expect, it } from 'vitest'

import { availabilityOf, schemaAvailability, seatsLeft } from './availability'

describe('availability of a performance', () => {
  const group = (capacity: number, taken: number, open = true) => ({ capacity, taken, open })

  it('counts free seats of the seat groups on sale only', () => {
    expect(seatsLeft([group(50, 10), group(20, 25), group(30, 0, false)], [])).toBe(40)
  })

  it('is bounded by what its timeslots on sale leave', () => {
    expect(seatsLeft([group(100, 0)], [group(25, 20), group(25, 25), group(25, 0, false)])).toBe(5)
    expect(seatsLeft([group(3, 0)], [group(25, 0)])).toBe(3)
  })

  it('sells nothing without seat groups', () => {
    expect(seatsLeft([], [group(25, 0)])).toBeNull()
    expect(availabilityOf(null, 10)).toBeNull()
  })

  it('is sold out at zero, few at or below the threshold, available above', () => {
    expect(availabilityOf(0, 10)).toBe('sold_out')
    expect(availabilityOf(1, 10)).toBe('few')
    expect(availabilityOf(10, 10)).toBe('few')
    expect(availabilityOf(11, 10)).toBe('available')
    expect(availabilityOf(1, 0)).toBe('few')
  })

  it('names schema.org’s availability', () => {
    expect(schemaAvailability('sold_out')).toBe('https://schema.org/SoldOut')
    expect(schemaAvailability('few')).toBe('https://schema.org/LimitedAvailability')
    expect(schemaAvailability('available')).toBe('https://schema.org/InStock')
  })
})
