import { describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import { berlinWeekday, hoursForDay, openingHoursLabel, type OpeningHoursEntry, type OpeningHoursToday } from './openingHours'

function entry(time_from: string | null, time_to: string | null, extra: Partial<OpeningHoursEntry> = {}): OpeningHoursEntry {
  return { time_from, time_to, closed: false, alternative_link_url: null, alternative_text: null, ...extra }
}

function weekly(...entries: OpeningHoursEntry[]): OpeningHoursToday {
  return { opening_hours: entries, opening_hours_exceptions: [] }
}

/** Berlin wall-clock time on 2026-11-24 (a Tuesday in winter time). */
const at = (hour: number, minute = 0) => berlinTime(2026, 11, 24, hour, minute)

describe('berlinWeekday', () => {
  it('numbers days Monday 1 to Sunday 7 by the Berlin calendar day', () => {
    expect(berlinWeekday(berlinTime(2026, 11, 23, 12))).toBe(1)
    expect(berlinWeekday(berlinTime(2026, 11, 29, 12))).toBe(7)
    // 23:30 UTC on Sunday is already Monday in Berlin.
    expect(berlinWeekday(new Date('2026-11-29T23:30:00Z'))).toBe(1)
  })
})

describe('hoursForDay', () => {
  const data = {
    opening_hours: [
      { weekday: '2', time_from: '16:00', time_to: '20:00', alternative_text: '', alternative_link_url: null },
      { weekday: '2', time_from: '10:00', time_to: '14:00' },
      { weekday: '3', time_from: '11:00', time_to: '19:00' },
      { weekday: '1', closed: true },
    ],
    opening_hours_exceptions: [
      // Picked in a browser on Berlin time: local midnight is 23:00 UTC the day before.
      { date: '2026-11-23T23:00:00.000Z', closed: true, alternative_text: 'Nur Abendkasse', alternative_link_url: '/de/programm' },
      { date: '2026-11-25T12:00:00.000Z', time_from: '12:00', time_to: '15:00' },
      { date: '2026-11-26', time_from: '9:30', time_to: '13:00:00' },
    ],
  }

  it('gives the weekly entries of the Berlin weekday, ordered by opening time, in the answer shape', () => {
    const day = hoursForDay(data, at(12))
    expect(day.opening_hours).toEqual([
      { time_from: '10:00', time_to: '14:00', closed: false, alternative_link_url: null, alternative_text: null },
      { time_from: '16:00', time_to: '20:00', closed: false, alternative_link_url: null, alternative_text: null },
    ])
  })

  it('gives the exceptions dated that Berlin calendar day', () => {
    expect(hoursForDay(data, at(12)).opening_hours_exceptions).toEqual([
      { time_from: null, time_to: null, closed: true, alternative_link_url: '/de/programm', alternative_text: 'Nur Abendkasse' },
    ])
    expect(hoursForDay(data, berlinTime(2026, 11, 25, 8)).opening_hours_exceptions).toHaveLength(1)
    expect(hoursForDay(data, berlinTime(2026, 11, 23, 8)).opening_hours_exceptions).toEqual([])
  })

  it('reads plain dates and normalises times to HH:MM', () => {
    expect(hoursForDay(data, berlinTime(2026, 11, 26, 8)).opening_hours_exceptions[0]).toMatchObject({
      time_from: '09:30',
      time_to: '13:00',
    })
  })

  it('switches day at Berlin midnight, not UTC midnight', () => {
    // 23:30 UTC on Tuesday 24th is 00:30 on Wednesday 25th in Berlin.
    const day = hoursForDay(data, new Date('2026-11-24T23:30:00Z'))
    expect(day.opening_hours.map((e) => e.time_from)).toEqual(['11:00'])
    expect(day.opening_hours_exceptions.map((e) => e.time_from)).toEqual(['12:00'])
    expect(hoursForDay(data, new Date('2026-11-24T22:59:59Z')).opening_hours.map((e) => e.time_from)).toEqual(['10:00', '16:00'])
  })

  it('has no entries without data', () => {
    expect(hoursForDay(null, at(12))).toEqual({ opening_hours: [], opening_hours_exceptions: [] })
    expect(hoursForDay({}, at(12))).toEqual({ opening_hours: [], opening_hours_exceptions: [] })
  })

  it('finds the day on both daylight-saving switch days', () => {
    const dst = {
      opening_hours: [{ weekday: '7', time_from: '10:00', time_to: '18:00' }],
      opening_hours_exceptions: [
        { date: '2026-03-28T23:00:00.000Z', time_from: '12:00', time_to: '13:00' },
        { date: '2026-10-24T22:00:00.000Z', time_from: '14:00', time_to: '15:00' },
      ],
    }
    // Sunday 29 March 2026 (spring forward) and Sunday 25 October 2026 (fall back).
    expect(hoursForDay(dst, new Date('2026-03-28T23:30:00Z')).opening_hours_exceptions.map((e) => e.time_from)).toEqual(['12:00'])
    expect(hoursForDay(dst, new Date('2026-03-29T21:59:00Z')).opening_hours.map((e) => e.time_from)).toEqual(['10:00'])
    expect(hoursForDay(dst, new Date('2026-10-24T22:30:00Z')).opening_hours_exceptions.map((e) => e.time_from)).toEqual(['14:00'])
    expect(hoursForDay(dst, new Date('2026-10-25T22:59:00Z')).opening_hours.map((e) => e.time_from)).toEqual(['10:00'])
    expect(hoursForDay(dst, new Date('2026-10-25T23:00:00Z')).opening_hours).toEqual([])
  })
})

describe('openingHoursLabel', () => {
  const day = weekly(entry('10:00', '18:00'))

  it('says open from before the opening time', () => {
    expect(openingHoursLabel(day, at(9, 59))).toEqual({ state: 'openFrom', time: '10:00' })
    expect(openingHoursLabel(day, at(0, 0))).toEqual({ state: 'openFrom', time: '10:00' })
  })

  it('says open until from the opening time to just before closing', () => {
    expect(openingHoursLabel(day, at(10, 0))).toEqual({ state: 'openUntil', time: '18:00' })
    expect(openingHoursLabel(day, at(17, 59))).toEqual({ state: 'openUntil', time: '18:00' })
  })

  it('says closed from the closing time on', () => {
    expect(openingHoursLabel(day, at(18, 0))).toEqual({ state: 'closed' })
    expect(openingHoursLabel(day, at(23, 59))).toEqual({ state: 'closed' })
  })

  it('says closed without entries and on a closed day', () => {
    expect(openingHoursLabel(weekly(), at(12))).toEqual({ state: 'closed' })
    expect(openingHoursLabel(weekly(entry(null, null, { closed: true })), at(12))).toEqual({ state: 'closed' })
    expect(openingHoursLabel(weekly(entry(null, null)), at(12))).toEqual({ state: 'closed' })
  })

  it('opens again after a break between two entries', () => {
    const split = weekly(entry('10:00', '14:00'), entry('16:00', '20:00'))
    expect(openingHoursLabel(split, at(9))).toEqual({ state: 'openFrom', time: '10:00' })
    expect(openingHoursLabel(split, at(12))).toEqual({ state: 'openUntil', time: '14:00' })
    expect(openingHoursLabel(split, at(15))).toEqual({ state: 'openFrom', time: '16:00' })
    expect(openingHoursLabel(split, at(16))).toEqual({ state: 'openUntil', time: '20:00' })
    expect(openingHoursLabel(split, at(20))).toEqual({ state: 'closed' })
  })

  it('does not depend on the order of the entries and joins entries without a break', () => {
    expect(openingHoursLabel(weekly(entry('16:00', '20:00'), entry('10:00', '14:00')), at(15))).toEqual({
      state: 'openFrom',
      time: '16:00',
    })
    expect(openingHoursLabel(weekly(entry('10:00', '14:00'), entry('14:00', '18:00')), at(12))).toEqual({
      state: 'openUntil',
      time: '18:00',
    })
    expect(openingHoursLabel(weekly(entry('10:00', '18:00'), entry('12:00', '14:00')), at(13))).toEqual({
      state: 'openUntil',
      time: '18:00',
    })
  })

  it('lets an exception for today replace the weekly entries', () => {
    const today: OpeningHoursToday = { opening_hours: [entry('10:00', '18:00')], opening_hours_exceptions: [entry('14:00', '16:00')] }
    expect(openingHoursLabel(today, at(11))).toEqual({ state: 'openFrom', time: '14:00' })
    expect(openingHoursLabel(today, at(17))).toEqual({ state: 'closed' })
    const closed: OpeningHoursToday = {
      opening_hours: [entry('10:00', '18:00')],
      opening_hours_exceptions: [entry(null, null, { closed: true })],
    }
    expect(openingHoursLabel(closed, at(12))).toEqual({ state: 'closed' })
  })

  it('carries the deciding entry’s alternative text and link', () => {
    const closed = {
      opening_hours: [entry('10:00', '18:00')],
      opening_hours_exceptions: [
        entry(null, null, { closed: true, alternative_text: 'Nur Abendkasse', alternative_link_url: '/de/programm' }),
      ],
    }
    expect(openingHoursLabel(closed, at(12))).toEqual({ state: 'closed', alternative: { text: 'Nur Abendkasse', url: '/de/programm' } })
    const evening = weekly(entry('10:00', '14:00'), entry('18:00', '22:00', { alternative_text: 'Abendkasse' }))
    expect(openingHoursLabel(evening, at(12))).toEqual({ state: 'openUntil', time: '14:00' })
    expect(openingHoursLabel(evening, at(15))).toEqual({ state: 'openFrom', time: '18:00', alternative: { text: 'Abendkasse', url: null } })
    expect(openingHoursLabel(evening, at(23))).toEqual({ state: 'closed', alternative: { text: 'Abendkasse', url: null } })
  })

  it('handles entries that end at or after midnight', () => {
    expect(openingHoursLabel(weekly(entry('20:00', '00:00')), at(23, 30))).toEqual({ state: 'openUntil', time: '00:00' })
    expect(openingHoursLabel(weekly(entry('20:00', '02:00')), at(21))).toEqual({ state: 'openUntil', time: '02:00' })
    expect(openingHoursLabel(weekly(entry('20:00', '24:00')), at(19))).toEqual({ state: 'openFrom', time: '20:00' })
  })

  it('treats a missing end as open until the end of the day and a missing start as open since midnight', () => {
    expect(openingHoursLabel(weekly(entry('10:00', null)), at(22))).toEqual({ state: 'openUntil', time: '00:00' })
    expect(openingHoursLabel(weekly(entry(null, '12:00')), at(1))).toEqual({ state: 'openUntil', time: '12:00' })
  })

  it('reads the Berlin wall clock, also on daylight-saving days', () => {
    const sunday = weekly(entry('10:00', '18:00'))
    // Spring forward, 29 March 2026: 08:30 UTC is 10:30 summer time.
    expect(openingHoursLabel(sunday, new Date('2026-03-29T07:59:00Z'))).toEqual({ state: 'openFrom', time: '10:00' })
    expect(openingHoursLabel(sunday, new Date('2026-03-29T08:30:00Z'))).toEqual({ state: 'openUntil', time: '18:00' })
    expect(openingHoursLabel(sunday, new Date('2026-03-29T16:00:00Z'))).toEqual({ state: 'closed' })
    // Fall back, 25 October 2026: 16:30 UTC is 17:30 winter time.
    expect(openingHoursLabel(sunday, new Date('2026-10-25T16:30:00Z'))).toEqual({ state: 'openUntil', time: '18:00' })
    expect(openingHoursLabel(sunday, new Date('2026-10-25T17:00:00Z'))).toEqual({ state: 'closed' })
    // 01:00 UTC is 02:00 summer time, then 02:00 winter time: still before opening.
    expect(openingHoursLabel(sunday, new Date('2026-10-25T01:00:00Z'))).toEqual({ state: 'openFrom', time: '10:00' })
  })

  it('uses the Berlin time near UTC midnight', () => {
    const late = weekly(entry('20:00', '23:30'))
    // 22:15 UTC in winter is 23:15 in Berlin.
    expect(openingHoursLabel(late, new Date('2026-11-24T22:15:00Z'))).toEqual({ state: 'openUntil', time: '23:30' })
    expect(openingHoursLabel(late, new Date('2026-11-24T22:45:00Z'))).toEqual({ state: 'closed' })
  })

  it('reads the Berlin clock from the answer’s UTC offset when it has one, in winter and in summer', () => {
    const winter = { ...day, utc_offset_minutes: 60 }
    expect(openingHoursLabel(winter, new Date('2026-11-26T08:59:00Z'))).toEqual({ state: 'openFrom', time: '10:00' })
    expect(openingHoursLabel(winter, new Date('2026-11-26T09:00:00Z'))).toEqual({ state: 'openUntil', time: '18:00' })
    const summer = { ...day, utc_offset_minutes: 120 }
    expect(openingHoursLabel(summer, new Date('2026-07-01T07:59:00Z'))).toEqual({ state: 'openFrom', time: '10:00' })
    expect(openingHoursLabel(summer, new Date('2026-07-01T16:00:00Z'))).toEqual({ state: 'closed' })
    // Past UTC midnight, before Berlin's.
    expect(openingHoursLabel(winter, new Date('2026-11-26T22:30:00Z'))).toEqual({ state: 'closed' })
    expect(openingHoursLabel(summer, new Date('2026-07-01T22:30:00Z'))).toEqual({ state: 'openFrom', time: '10:00' })
  })
})
