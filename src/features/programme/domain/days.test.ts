import { describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import { groupProgramme } from './days'
import { berlinDay, parseUrlDate } from './calendarDays'

type E = { title: string; start: Date }
type T = { headline: string; position: string }

const event = (title: string, day: number, hour: number, minute = 0): E => ({ title, start: berlinTime(2026, 11, day, hour, minute) })
const teaser = (headline: string, position: string): T => ({ headline, position })
const options = (filtered: boolean, complete: boolean) => ({
  eventDay: (e: E) => berlinDay(e.start),
  dayOf: (t: T) => parseUrlDate(t.position) ?? { year: 0, month: 0, day: 0 },
  filtered,
  complete,
})
const outline = (days: ReturnType<typeof groupProgramme<E, T>>) =>
  days.map((d) => `${d.day.day}: ${[...d.events.map((e) => e.title), ...d.teasers.map((t) => `[${t.headline}]`)].join(', ')}`)

describe('groupProgramme', () => {
  const events = [event('A', 27, 18), event('B', 27, 23, 30), event('C', 28, 0, 15), event('D', 30, 20)]
  const teasers = [teaser('after D', '01-12-2026'), teaser('end of 27th', '27-11-2026'), teaser('only teaser', '29-11-2026')]

  it('groups by Berlin day (23:30 and 00:15 fall on two days) with teasers at the end of their day', () => {
    expect(outline(groupProgramme(events, teasers, options(false, true)))).toEqual([
      '27: A, B, [end of 27th]',
      '28: C',
      '29: [only teaser]',
      '30: D',
      '1: [after D]',
    ])
  })

  it('keeps a teaser after the loaded events back while more pages may follow', () => {
    expect(outline(groupProgramme(events, teasers, options(false, false)))).toEqual([
      '27: A, B, [end of 27th]',
      '28: C',
      '29: [only teaser]',
      '30: D',
    ])
    expect(outline(groupProgramme([], teasers, options(false, false)))).toEqual([])
  })

  it('hides teasers in filtered mode, and with them the days that had only teasers', () => {
    expect(outline(groupProgramme(events, teasers, options(true, true)))).toEqual(['27: A, B', '28: C', '30: D'])
  })

  it('groups by the Berlin calendar across the change to winter time', () => {
    const autumn = [
      { title: 'late', start: new Date('2026-10-24T21:30:00Z') },
      { title: 'night', start: new Date('2026-10-25T22:59:00Z') },
    ]
    // 24 Oct 23:30 (UTC+2) and 25 Oct 23:59 (UTC+1): two days, not one.
    expect(outline(groupProgramme(autumn, [], options(false, true)))).toEqual(['24: late', '25: night'])
  })
})
