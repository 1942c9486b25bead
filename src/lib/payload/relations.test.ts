import { describe, expect, it } from 'vitest'

import { populated, populatedOne, relationId } from './relations'

describe('populated relationships', () => {
  const venue = { id: 4, name: 'Kesselhaus' }

  it('keeps documents and drops bare ids, for one or many', () => {
    expect(populated([venue, 5, { id: 6, name: 'Halle' }])).toEqual([venue, { id: 6, name: 'Halle' }])
    expect(populated(venue)).toEqual([venue])
    expect(populated<typeof venue>(5)).toEqual([])
    expect(populated<typeof venue>(null)).toEqual([])
  })

  it('gives the single document or null', () => {
    expect(populatedOne(venue)).toBe(venue)
    expect(populatedOne<typeof venue>(7)).toBeNull()
    expect(populatedOne<typeof venue>(undefined)).toBeNull()
  })

  it('gives the id pointed at, populated or not', () => {
    expect(relationId(venue)).toBe(4)
    expect(relationId(9)).toBe(9)
    expect(relationId(null)).toBeNull()
  })
})
