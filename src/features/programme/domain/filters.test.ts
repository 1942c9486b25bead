import { describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import {
  activeQuick,
  chipsOf,
  dayRange,
  filtersToParams,
  isFilteredMode,
  NO_FILTERS,
  parseFilters,
  quickRange,
  sameFilters,
  showsResetAll,
  toggleAccess,
  toggleOption,
  toggleQuick,
  withDay,
  withoutChip,
  type ProgrammeFilters,
} from './filters'
import { addDays, formatUrlDate, parseUrlDate } from './calendarDays'

const parse = (query: string) => parseFilters(new URLSearchParams(query))
const filters = (overrides: Partial<ProgrammeFilters>): ProgrammeFilters => ({ ...NO_FILTERS, ...overrides })

describe('URL dates (SPEC §5: DD-MM-YYYY and a valid date)', () => {
  it('reads real dates and writes them back', () => {
    expect(parseUrlDate('27-11-2026')).toEqual({ year: 2026, month: 11, day: 27 })
    expect(parseUrlDate('29-02-2028')).toEqual({ year: 2028, month: 2, day: 29 })
    expect(formatUrlDate({ year: 2026, month: 3, day: 5 })).toBe('05-03-2026')
  })

  it('refuses dates that do not exist or are written otherwise', () => {
    for (const bad of ['31-02-2026', '29-02-2027', '00-01-2026', '12-13-2026', '2026-11-27', '1-1-2026', '27.11.2026', '27-11-26', 'x']) {
      expect(parseUrlDate(bad), bad).toBeNull()
    }
  })
})

describe('filters <-> query parameters', () => {
  it('reads one numeric parameter per filter key and the dates, ignoring unknown ones', () => {
    const parsed = parse('room=3&type=4&tag=5&series=6&genre=7&date=27-11-2026&date_to=29-11-2026&access=surtitles&overlay=true&page=2')
    expect(parsed).toEqual({
      ok: true,
      filters: {
        room: 3,
        type: 4,
        tag: 5,
        series: 6,
        genre: 7,
        date: { year: 2026, month: 11, day: 27 },
        dateTo: { year: 2026, month: 11, day: 29 },
        access: 'surtitles',
      },
    })
  })

  it('treats empty parameters as unset', () => {
    expect(parse('room=&date=')).toEqual({ ok: true, filters: NO_FILTERS })
  })

  it('names the first problem of a non-numeric filter value or a bad date', () => {
    expect(parse('room=abc')).toEqual({ ok: false, problem: 'room: not an id' })
    expect(parse('genre=1.5')).toEqual({ ok: false, problem: 'genre: not an id' })
    expect(parse('tag=-2')).toEqual({ ok: false, problem: 'tag: not an id' })
    expect(parse('series=0')).toEqual({ ok: false, problem: 'series: not an id' })
    expect(parse('type=99999999999')).toEqual({ ok: false, problem: 'type: not an id' })
    expect(parse('date=31-02-2026')).toEqual({ ok: false, problem: 'date: not a date (DD-MM-YYYY)' })
    expect(parse('access=ramp')).toEqual({ ok: false, problem: 'access: not an access feature' })
    expect(parse('date_to=01-12-2026')).toEqual({ ok: false, problem: 'date_to: needs a date on or before it' })
    expect(parse('date=02-12-2026&date_to=01-12-2026')).toEqual({ ok: false, problem: 'date_to: needs a date on or before it' })
  })

  it('writes the address form back in a fixed order and reads it again unchanged', () => {
    const value = filters({ genre: 7, room: 3, date: { year: 2026, month: 12, day: 1 }, access: 'sign_language' })
    const params = filtersToParams(value)
    expect(params.toString()).toBe('room=3&genre=7&date=01-12-2026&access=sign_language')
    expect(parseFilters(params)).toEqual({ ok: true, filters: value })
    expect(filtersToParams(NO_FILTERS).toString()).toBe('')
  })
})

describe('filtered mode and reset-all (SPEC §4)', () => {
  const now = berlinTime(2026, 11, 23, 15, 0)
  const today = { year: 2026, month: 11, day: 23 }
  const tomorrow = { year: 2026, month: 11, day: 24 }

  it('is filtered when an option is set or the date is not today', () => {
    expect(isFilteredMode(NO_FILTERS, now)).toBe(false)
    expect(isFilteredMode(filters({ date: today }), now)).toBe(false)
    expect(isFilteredMode(filters({ date: tomorrow }), now)).toBe(true)
    expect(isFilteredMode(filters({ room: 1 }), now)).toBe(true)
    expect(isFilteredMode(filters({ access: 'relaxed' }), now)).toBe(true)
    expect(isFilteredMode(filters({ date: today, dateTo: addDays(today, 2) }), now)).toBe(true)
  })

  it('offers reset-all for two filters, or one filter and a date, not for one alone', () => {
    expect(showsResetAll(NO_FILTERS)).toBe(false)
    expect(showsResetAll(filters({ room: 1 }))).toBe(false)
    expect(showsResetAll(filters({ date: tomorrow }))).toBe(false)
    expect(showsResetAll(filters({ room: 1, genre: 2 }))).toBe(true)
    expect(showsResetAll(filters({ room: 1, access: 'step_free' }))).toBe(true)
    expect(showsResetAll(filters({ room: 1, date: tomorrow }))).toBe(true)
  })
})

describe('day ranges in Europe/Berlin', () => {
  it('starts now without a date, at the day’s midnight for a later day, and now for today', () => {
    const now = berlinTime(2026, 11, 23, 15, 0)
    expect(dayRange(NO_FILTERS, now)).toEqual({ from: now, to: null })
    expect(dayRange(filters({ date: { year: 2026, month: 11, day: 25 } }), now).from).toEqual(berlinTime(2026, 11, 25))
    expect(dayRange(filters({ date: { year: 2026, month: 11, day: 23 } }), now).from).toEqual(now)
  })

  it('ends at the midnight after the last day, across the change to winter time', () => {
    const now = berlinTime(2026, 10, 23, 12, 0)
    const range = dayRange(filters({ date: { year: 2026, month: 10, day: 24 }, dateTo: { year: 2026, month: 10, day: 25 } }), now)
    // 24 Oct is summer time (UTC+2), 26 Oct 00:00 is winter time (UTC+1).
    expect(range.from.toISOString()).toBe('2026-10-23T22:00:00.000Z')
    expect(range.to?.toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })
})

describe('quick filters', () => {
  it('next 3 days: today and the two after, whatever the clock change', () => {
    // Saturday 28 March 2026; summer time starts on Sunday 29 March.
    expect(quickRange('next3days', berlinTime(2026, 3, 28, 23, 30))).toEqual({
      date: { year: 2026, month: 3, day: 28 },
      dateTo: { year: 2026, month: 3, day: 30 },
    })
    // Late on 31 December Berlin is already in the new year's last evening, not UTC's.
    expect(quickRange('next3days', new Date('2026-12-31T23:30:00Z'))).toEqual({
      date: { year: 2027, month: 1, day: 1 },
      dateTo: { year: 2027, month: 1, day: 3 },
    })
  })

  it('weekend: the coming Friday to Sunday, or what is left of this one', () => {
    const wednesday = berlinTime(2026, 11, 25, 10, 0)
    expect(quickRange('weekend', wednesday)).toEqual({
      date: { year: 2026, month: 11, day: 27 },
      dateTo: { year: 2026, month: 11, day: 29 },
    })
    expect(quickRange('weekend', berlinTime(2026, 11, 27, 10, 0))).toEqual({
      date: { year: 2026, month: 11, day: 27 },
      dateTo: { year: 2026, month: 11, day: 29 },
    })
    expect(quickRange('weekend', berlinTime(2026, 11, 28, 10, 0))).toEqual({
      date: { year: 2026, month: 11, day: 28 },
      dateTo: { year: 2026, month: 11, day: 29 },
    })
    expect(quickRange('weekend', berlinTime(2026, 11, 29, 10, 0))).toEqual({
      date: { year: 2026, month: 11, day: 29 },
      dateTo: { year: 2026, month: 11, day: 29 },
    })
    // Sunday 25 October 2026 is the day the clocks go back: the weekend before it still ends that day.
    expect(quickRange('weekend', berlinTime(2026, 10, 21, 10, 0))).toEqual({
      date: { year: 2026, month: 10, day: 23 },
      dateTo: { year: 2026, month: 10, day: 25 },
    })
  })
})

describe('changing filters (SPEC §4)', () => {
  it('picking an option sets it, picking it again clears it, another option replaces it', () => {
    const once = toggleOption(NO_FILTERS, 'genre', 3)
    expect(once.genre).toBe(3)
    expect(toggleOption(once, 'genre', 3).genre).toBeNull()
    expect(toggleOption(once, 'genre', 4).genre).toBe(4)
    expect(toggleOption(once, 'room', 2)).toMatchObject({ genre: 3, room: 2 })
    expect(toggleAccess(toggleAccess(NO_FILTERS, 'surtitles'), 'surtitles').access).toBeNull()
  })

  it('a chip per filter set, in a fixed order; removing a chip clears only its filter', () => {
    const set = filters({ genre: 1, room: 2, access: 'relaxed', date: { year: 2026, month: 12, day: 1 } })
    const chips = chipsOf(set)
    expect(chips.map((chip) => (chip.kind === 'option' ? chip.key : chip.kind))).toEqual(['room', 'genre', 'access', 'date'])
    const [room] = chips
    expect(room && withoutChip(set, room)).toEqual({ ...set, room: null })
    const date = chips.at(-1)
    expect(date && withoutChip(set, date)).toEqual({ ...set, date: null, dateTo: null })
    expect(chipsOf(NO_FILTERS)).toEqual([])
  })

  it('a picked day ends a quick filter’s range; a quick filter picked twice clears the days', () => {
    const now = berlinTime(2026, 11, 25, 10, 0)
    const weekend = toggleQuick(NO_FILTERS, 'weekend', now)
    expect(activeQuick(weekend, now)).toBe('weekend')
    expect(activeQuick(toggleQuick(weekend, 'next3days', now), now)).toBe('next3days')
    expect(toggleQuick(weekend, 'weekend', now)).toEqual(NO_FILTERS)
    const day = withDay(weekend, { year: 2026, month: 12, day: 2 })
    expect(day.dateTo).toBeNull()
    expect(activeQuick(day, now)).toBeNull()
  })

  it('two filter states are the same when their addresses are', () => {
    expect(sameFilters(filters({ genre: 1 }), filters({ genre: 1 }))).toBe(true)
    expect(sameFilters(filters({ genre: 1 }), filters({ genre: 2 }))).toBe(false)
  })
})
