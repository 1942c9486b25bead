import { describe, expect, it } from 'vitest'

import { berlinDateKey, berlinOffsetMinutes, berlinParts, berlinTime } from './berlin'

describe('Berlin time', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(berlinOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60)
    expect(berlinOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120)
  })
  it('finds the instant of a Berlin wall-clock time on either side of daylight saving', () => {
    expect(berlinTime(2026, 11, 22, 19, 30).toISOString()).toBe('2026-11-22T18:30:00.000Z')
    expect(berlinTime(2026, 6, 1, 19, 30).toISOString()).toBe('2026-06-01T17:30:00.000Z')
  })
  it('takes the earlier instant in the repeated autumn hour and skips the spring gap', () => {
    expect(berlinTime(2026, 10, 25, 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(berlinTime(2026, 3, 29, 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })
  it("rolls overflowing days into the next month with that month's offset", () => {
    expect(berlinTime(2026, 5, 35, 12, 0).toISOString()).toBe('2026-06-04T10:00:00.000Z')
    expect(berlinTime(2026, 12, 0, 12, 0).toISOString()).toBe('2026-11-30T11:00:00.000Z')
  })
  it('gives the Berlin calendar day, which differs from UTC late in the evening', () => {
    expect(berlinDateKey(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
    expect(berlinParts(new Date('2026-11-22T23:30:00Z')).hour).toBe(0)
  })
})
