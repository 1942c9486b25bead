import { describe, expect, it } from 'vitest'

import type { EventListItem } from './listItems'
import {
  isStale,
  matchesFilters,
  offlineCalendarDays,
  offlineEvents,
  offlineFavouriteEvents,
  type StoredProgramme,
} from './offlineProgramme'
import { NO_FILTERS } from './filters'

function event(id: number, start: string, extra: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    title: `Vorstellung ${id}`,
    slug: `v-${id}`,
    url: `/de/programm/v-${id}/${id}`,
    date_start: start,
    date_end: null,
    event_type_new: null,
    preline: null,
    subline: null,
    artist: null,
    teaser_text: null,
    image: null,
    image_obj: null,
    image_thumbnails: null,
    venue: null,
    room: { id: 1, name: 'Große Bühne' },
    exhibition_type: { id: 2, name: 'Aufführung' },
    genre: { id: 3, name: 'Theater' },
    tags: [{ id: 4, name: 'Premiere' }],
    series: [],
    production: null,
    access_features: [],
    ticket_url: null,
    id_jet: null,
    bookable: false,
    price_range: null,
    day: '',
    day_label: '',
    time_label: '',
    price_label: null,
    availability: 'available',
    ...extra,
  }
}

const now = new Date('2026-07-01T10:00:00.000Z')
const stored: StoredProgramme = {
  locale: 'de',
  fetched_at: '2026-07-01T09:30:00.000Z',
  results: [
    event(5, '2026-07-02T18:00:00.000Z', { room: { id: 9, name: 'Halle' }, series: [{ id: 7, name: 'Reihe', url: null }] }),
    event(1, '2026-07-01T18:00:00.000Z', { access_features: ['surtitles'] }),
    event(2, '2026-07-01T08:00:00.000Z'),
    event(3, '2026-07-03T18:00:00.000Z', { tags: [], genre: null }),
    event(4, '2026-07-01T18:00:00.000Z'),
  ],
}
const call = (query: string) => new URL(`https://festival.test/de/api/events/${query}`)

describe('the programme offline', () => {
  it('answers the events call by the server’s rules: from now, in start order (ties by id), paged with the call’s links', () => {
    const page = offlineEvents(stored, call('?page_size=2'), now)
    expect(page?.results.map((item) => item.id)).toEqual([1, 4])
    expect(page).toMatchObject({ count: 4, next: '/de/api/events/?page_size=2&page=2', previous: null, offline_as_of: stored.fetched_at })
    expect(offlineEvents(stored, call('?page_size=2&page=2'), now)?.results.map((item) => item.id)).toEqual([5, 3])
  })

  it('applies each filter as the list call does', () => {
    const ids = (query: string) => offlineEvents(stored, call(query), now)?.results.map((item) => item.id)
    expect(ids('?room=9')).toEqual([5])
    expect(ids('?series=7')).toEqual([5])
    expect(ids('?tag=4')).toEqual([1, 4, 5])
    expect(ids('?genre=3&type=2')).toEqual([1, 4, 5])
    expect(ids('?access=surtitles')).toEqual([1])
    expect(ids('?date=02-07-2026&date_to=02-07-2026')).toEqual([5])
    expect(ids('?date=03-07-2026')).toEqual([3])
  })

  it('answers the calendar with the Berlin days of the kept performances the other filters select, and the sold-out ones', () => {
    const days = (path: string) => offlineCalendarDays(withSoldOut, new URL(`https://festival.test${path}`), now)
    const withSoldOut: StoredProgramme = {
      ...stored,
      // 23:30 in Berlin on 3 July is already 4 July in Berlin's calendar.
      results: [...stored.results, event(6, '2026-07-03T22:30:00.000Z', { availability: 'sold_out' })],
    }
    expect(days('/api/calendar/')).toEqual(['01-07-2026', '02-07-2026', '03-07-2026', '04-07-2026'])
    expect(days('/api/calendar/?room=9')).toEqual(['02-07-2026'])
    expect(days('/api/calendar/sold-out/')).toEqual(['04-07-2026'])
    expect(days('/api/calendar/?room=abc')).toBeNull()
  })

  it('refuses what the server refuses, so the browser sees a failed call', () => {
    expect(offlineEvents(stored, call('?room=abc'), now)).toBeNull()
    expect(offlineEvents(stored, call('?page_size=500'), now)).toBeNull()
  })

  it('answers the favourites call with the upcoming favourites only', () => {
    const answer = offlineFavouriteEvents(stored, new URL('https://festival.test/de/api/favourites/events/?ids=2,3,5,99'), now)
    expect(answer?.results.map((item) => item.id)).toEqual([5, 3])
    expect(answer?.offline_as_of).toBe(stored.fetched_at)
    expect(offlineFavouriteEvents(stored, new URL('https://festival.test/de/api/favourites/events/?ids='), now)?.results).toEqual([])
    expect(offlineFavouriteEvents(stored, new URL('https://festival.test/de/api/favourites/events/?ids=2,x'), now)).toBeNull()
  })

  it('a filter test by hand: a performance that began is over for the list', () => {
    expect(matchesFilters(event(8, '2026-07-01T09:59:00.000Z'), NO_FILTERS, now)).toBe(false)
    expect(matchesFilters(event(8, '2026-07-01T10:00:00.000Z'), NO_FILTERS, now)).toBe(true)
  })

  it('is fetched again after its age, or when it cannot be read', () => {
    expect(isStale(null, now, 3_600_000)).toBe(true)
    expect(isStale({ fetched_at: '2026-07-01T09:30:00.000Z' }, now, 3_600_000)).toBe(false)
    expect(isStale({ fetched_at: '2026-07-01T09:00:00.000Z' }, now, 3_600_000)).toBe(true)
    expect(isStale({ fetched_at: 'gestern' }, now, 3_600_000)).toBe(true)
  })
})
