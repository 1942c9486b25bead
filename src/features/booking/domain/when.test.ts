import { describe, expect, it } from 'vitest'

import { ticketWhen } from './when'

describe('ticketWhen', () => {
  // 10:00 in Berlin (summer time).
  const start = '2026-06-12T08:00:00.000Z'

  it('names the performance start when no timeslot was booked', () => {
    expect(ticketWhen(start, 'de')).toBe('Fr. 12. Juni 2026, 10:00 Uhr')
    expect(ticketWhen(start, 'en')).toBe('Fri 12 June 2026, 10:00')
  })

  it('names the booked timeslot instead of the start', () => {
    expect(ticketWhen(start, 'de', '13:00')).toBe('Fr. 12. Juni 2026, 13:00 Uhr (Zeitfenster)')
    expect(ticketWhen(start, 'en', '13:00:00')).toBe('Fri 12 June 2026, 13:00 (time slot)')
  })

  it('answers nothing for a date it cannot read', () => {
    expect(ticketWhen('not a date', 'de', '13:00')).toBe('')
  })
})
