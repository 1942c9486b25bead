import { describe, expect, it } from 'vitest'

import { formatDay, formatTime } from './format'

describe('formatDay', () => {
  it('shows weekday, day, month and year in Berlin, in each language', () => {
    const instant = new Date('2026-11-27T18:30:00Z')
    expect(formatDay(instant, 'de')).toBe('Fr. 27. November 2026')
    expect(formatDay(instant, 'en')).toBe('Fri 27 November 2026')
  })

  it('takes the day from Berlin, not UTC: 23:30 UTC on 31 Dec is New Year in Berlin', () => {
    expect(formatDay(new Date('2026-12-31T23:30:00Z'), 'en')).toBe('Fri 1 January 2027')
  })
})

describe('formatTime', () => {
  it('is HH:mm Berlin time in winter and summer', () => {
    expect(formatTime(new Date('2026-11-27T18:05:00Z'))).toBe('19:05')
    expect(formatTime(new Date('2026-07-01T07:00:00Z'))).toBe('09:00')
  })
})
