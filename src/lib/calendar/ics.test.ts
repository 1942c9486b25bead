import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import { calendarFile } from './ics'

const performance = {
  id: 4,
  title: 'Gezeiten; Tanz, am Fluss',
  start: berlinTime(2026, 11, 27, 19, 30),
  end: berlinTime(2026, 11, 27, 21, 0),
  location: 'Schauspielhaus Lindenau, Große Bühne',
  url: '/de/programm/gezeiten/4',
  description: 'Mit Übertiteln',
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}

describe('calendarFile (validated by ical.js)', () => {
  it('holds each performance with its times, place, link and a stable id', () => {
    const text = calendarFile('Festival der Künste', [performance], {
      host: 'festival.example',
      origin: 'https://festival.example',
      now: new Date('2026-11-01T00:00:00Z'),
    })
    const [event] = parse(text)
    expect(event?.summary).toBe('Gezeiten; Tanz, am Fluss')
    expect(event?.uid).toBe('event-4@festival.example')
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-11-27T18:30:00.000Z')
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-11-27T20:00:00.000Z')
    expect(event?.location).toBe('Schauspielhaus Lindenau, Große Bühne')
    expect(event?.description).toBe('Mit Übertiteln')
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://festival.example/de/programm/gezeiten/4')
  })

  it('gives a performance without an end two hours, and writes several in one file with absolute links', () => {
    const text = calendarFile(
      'Merkliste',
      [
        { ...performance, end: null },
        { ...performance, id: 5, start: berlinTime(2026, 11, 28, 20, 0), end: null },
      ],
      { host: 'localhost', origin: 'http://localhost:3000' },
    )
    const events = parse(text)
    expect(events.map((event) => event.uid)).toEqual(['event-4@localhost', 'event-5@localhost'])
    expect(events[0]?.duration.toSeconds()).toBe(7200)
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe('http://localhost:3000/de/programm/gezeiten/4')
    // A file for adding once says nothing of refreshing.
    expect(text).not.toContain('REFRESH-INTERVAL')
  })

  it('tells a subscribing calendar app how often to look again', () => {
    const text = calendarFile('Merkliste', [performance], {
      host: 'festival.example',
      origin: 'https://festival.example',
      refreshSeconds: 3600,
    })
    expect(text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT1H/)
    expect(text).toMatch(/X-PUBLISHED-TTL:PT1H/)
  })
})
