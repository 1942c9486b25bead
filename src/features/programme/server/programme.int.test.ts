import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as getEventCalendar } from '@/app/(frontend)/[locale]/api/events/[id]/ics/route'
import { GET as getEventsRoute } from '@/app/(frontend)/[locale]/api/events/route'
import { GET as getProductionsRoute } from '@/app/(frontend)/[locale]/api/productions/route'
import { GET as getTeasersRoute } from '@/app/(frontend)/[locale]/api/teasers/route'
import { GET as getCalendar } from '@/app/api/calendar/route'
import { GET as getGenres } from '@/app/api/genres/route'
import { GET as getRooms } from '@/app/api/rooms/route'
import { GET as getSeasons } from '@/app/api/seasons/route'
import { GET as getSeries } from '@/app/api/series/route'
import { berlinTime } from '@/lib/time/berlin'

import { testPayload } from '../../../../tests/setup/payload'
import { addDays, berlinDay, type CalendarDay, formatUrlDate } from '../domain/calendarDays'
import type { EventListItem, FilterOption, ProductionListItem, RoomOption, TeaserItem } from './programme'
import type { Locale } from '@/i18n/locales'

// Outside a Next.js server there is no data cache: reads run directly, and what the revalidation
// hooks expire is recorded.
const expired = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[] }))
vi.mock('next/cache', () => ({
  unstable_cache: <F>(read: F) => read,
  revalidateTag: (tag: string) => void expired.tags.push(tag),
  revalidatePath: (path: string) => void expired.paths.push(path),
}))

const context = { disableRevalidate: true }
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] }

let payload: Payload
const today = berlinDay(new Date())
const day = (offset: number): CalendarDay => addDays(today, offset)
const at = (offset: number, hour: number, minute = 0) => {
  const d = day(offset)
  return berlinTime(d.year, d.month, d.day, hour, minute).toISOString()
}
type Ids = Record<
  | 'venue'
  | 'bigStage'
  | 'studio'
  | 'dance'
  | 'theatre'
  | 'music'
  | 'family'
  | 'series'
  | 'hiddenSeries'
  | 'season'
  | 'production'
  | 'tides'
  | 'late'
  | 'workshop'
  | 'dancing',
  number
>
const ids = {} as Ids

function request(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { headers })
}
const localeOf = (locale: string) => ({ params: Promise.resolve({ locale }) })

async function events(locale: string, query = ''): Promise<{ response: Response; body: Paged<EventListItem> }> {
  const response = await getEventsRoute(request(`/${locale}/api/events/${query}`), localeOf(locale))
  return { response, body: (await response.json()) as Paged<EventListItem> }
}
const titles = (body: Paged<EventListItem>) => body.results.map((event) => event.title)

beforeAll(async () => {
  payload = await testPayload()
  const create = async <T extends Parameters<Payload['create']>[0]['collection']>(
    collection: T,
    data: Record<string, unknown>,
    locale: Locale = 'de',
  ) => (await payload.create({ collection, data: data as never, locale, overrideAccess: true, context })) as { id: number }

  const venue = await create('venues', { name: 'Schauspielhaus', slug: 'schauspielhaus', _status: 'published' })
  ids.venue = venue.id
  ids.bigStage = (await create('rooms', { name: 'Große Bühne', venue: venue.id, show_in_filter: true })).id
  ids.studio = (await create('rooms', { name: 'Studio', venue: venue.id, show_in_filter: false })).id
  ids.dance = (await create('exhibition-types', { name: 'Tanz', show_in_filter: true })).id
  ids.theatre = (await create('genres', { name: 'Theater', show_in_filter: true })).id
  ids.music = (await create('genres', { name: 'Musik', show_in_filter: true })).id
  await payload.update({ collection: 'genres', id: ids.music, locale: 'en', data: { name: 'Music' }, overrideAccess: true, context })
  ids.family = (await create('event-tags', { name: 'Für Familien', show_in_filter: true })).id
  ids.series = (await create('series', { name: 'Nachtschicht', show_in_filter: true, _status: 'published' })).id
  ids.hiddenSeries = (await create('series', { name: 'Intern', show_in_filter: false, _status: 'published' })).id
  ids.season = (await create('seasons', { name: 'Festival 2026', show_in_filter: true, starts_on: at(-30, 0), ends_on: at(60, 0) })).id
  ids.production = (
    await create('productions', { title: 'Gezeiten', season: ids.season, exhibition_type: ids.dance, _status: 'published' })
  ).id
  await create('productions', { title: 'Ohne Termin', _status: 'published' })
  await create('productions', { title: 'Entwurf', _status: 'draft' })

  const event = async (title: string, data: Record<string, unknown>) =>
    (await create('events', { title, venue: venue.id, _status: 'published', ...data })).id
  ids.tides = await event('Gezeiten', {
    date_start: at(1, 19, 30),
    room: ids.bigStage,
    genre: ids.theatre,
    tags: [ids.family],
    series: [ids.series],
    production: ids.production,
    ticket_url: 'https://shop.example.org/1',
    id_jet: 'J-1',
    access_features: ['surtitles', 'step_free'],
  })
  await payload.update({
    collection: 'events',
    id: ids.tides,
    locale: 'en',
    data: { title: 'Tides', slug: 'tides' },
    overrideAccess: true,
    context,
  })
  ids.late = await event('Spätkonzert', { date_start: at(1, 21, 0), room: ids.studio, genre: ids.music })
  ids.workshop = await event('Werkstatt', { date_start: at(2, 18, 0), room: ids.bigStage, genre: ids.music })
  ids.dancing = await event('Tanzabend', {
    date_start: at(3, 20, 0),
    genre: ids.theatre,
    exhibition_type: ids.dance,
    access_features: ['sign_language', 'step_free'],
  })
  await event('Gestern', { date_start: at(-1, 20, 0) })
  await event('Entwurf', { date_start: at(1, 18, 0), _status: 'draft' })
  await event('Offline', { date_start: at(1, 18, 0), is_online: false })
  for (let index = 0; index < 10; index++) await event(`Reihe ${index + 1}`, { date_start: at(5, 10 + index) })

  await create('event-teasers', { headline: 'Festivalzentrum', position: at(1, 12), is_online: true })
  await create('event-teasers', { headline: 'Versteckt', position: at(1, 12), is_online: false })
  await create('event-teasers', { headline: 'Gestern', position: at(-1, 12), is_online: true })
})

describe('GET /{locale}/api/events/', () => {
  it('pages the public upcoming events in start order, ten at a time, cacheable', async () => {
    const { response, body } = await events('de')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(body.count).toBe(14)
    expect(titles(body)).toEqual([
      'Gezeiten',
      'Spätkonzert',
      'Werkstatt',
      'Tanzabend',
      'Reihe 1',
      'Reihe 2',
      'Reihe 3',
      'Reihe 4',
      'Reihe 5',
      'Reihe 6',
    ])
    expect(body.next).toBe('/de/api/events/?page=2')
    expect(body.previous).toBeNull()

    const second = await events('de', '?page=2')
    expect(titles(second.body)).toEqual(['Reihe 7', 'Reihe 8', 'Reihe 9', 'Reihe 10'])
    expect(second.body.next).toBeNull()
    expect(second.body.previous).toBe('/de/api/events/?page=1')
    expect((await events('de', '?page_size=3')).body.next).toBe('/de/api/events/?page_size=3&page=2')
  })

  it('answers each event in SPEC’s field names, linked in the asked language', async () => {
    const { body } = await events('de')
    expect(body.results[0]).toMatchObject({
      id: ids.tides,
      title: 'Gezeiten',
      url: `/de/programm/gezeiten/${ids.tides}`,
      date_start: at(1, 19, 30),
      event_type_new: 'performance',
      venue: { id: ids.venue, name: 'Schauspielhaus', url: `/de/besuch/schauspielhaus/${ids.venue}` },
      room: { id: ids.bigStage, name: 'Große Bühne' },
      genre: { id: ids.theatre, name: 'Theater' },
      tags: [{ id: ids.family, name: 'Für Familien' }],
      series: [{ id: ids.series, name: 'Nachtschicht', url: `/de/series/nachtschicht/${ids.series}` }],
      production: ids.production,
      access_features: ['surtitles', 'step_free'],
      ticket_url: 'https://shop.example.org/1',
      id_jet: 'J-1',
      image: null,
    })
    // Display texts made on the server, so a list hydrates without a formatter in the browser.
    const tomorrow = day(1)
    expect(body.results[0]).toMatchObject({ day: formatUrlDate(tomorrow), time_label: '19:30 Uhr' })
    expect(body.results[0]?.day_label).toMatch(new RegExp(`^[A-Z][a-z]\\. ${tomorrow.day}\\. [A-ZÄÖÜ][a-zäöü]+ ${tomorrow.year}$`))
    const english = await events('en')
    expect(english.body.results[0]).toMatchObject({ title: 'Tides', url: `/en/programme/tides/${ids.tides}`, time_label: '19:30' })
    expect(english.body.results[0]?.day_label).toMatch(new RegExp(`^[A-Z][a-z]{2} ${tomorrow.day} [A-Z][a-z]+ ${tomorrow.year}$`))
  })

  it('carries no booking data: whether the widget sells and what it costs, never seat groups, prices or timeslots', async () => {
    const group = await payload.create({
      collection: 'seat-groups',
      locale: 'de',
      data: { event: ids.tides, seat_group: 'Parkett', capacity: 40, status: '1' },
      overrideAccess: true,
      context,
    })
    for (const [name, cents, saleType] of [
      ['Vollpreis', 2500, 1],
      ['Ermäßigt', 1200, 2],
    ] as const) {
      await payload.create({
        collection: 'prices',
        locale: 'de',
        data: { event: ids.tides, seat_group: group.id, name, text: name, amount_cents: cents, sale_type_id: saleType },
        overrideAccess: true,
        context,
      })
    }
    const { body } = await events('de')
    const [tides, late] = body.results
    expect(tides).toMatchObject({
      id: ids.tides,
      bookable: true,
      price_range: { low: 2500, high: 2500, reducedFrom: 1200 },
      price_label: '25\u00a0€, ermäßigt ab 12\u00a0€',
    })
    expect(late).toMatchObject({ bookable: false, price_range: null, price_label: null })
    expect((await events('en')).body.results[0]).toMatchObject({ price_label: '€25, reduced from €12' })
    for (const event of body.results) for (const key of ['seat_groups', 'prices', 'timeslots']) expect(event).not.toHaveProperty(key)
    await payload.delete({ collection: 'prices', where: { seat_group: { equals: group.id } }, overrideAccess: true, context })
    await payload.delete({ collection: 'seat-groups', id: group.id, overrideAccess: true, context })
  })

  it('filters by room, type, tag, series and genre, one parameter each, combined with and', async () => {
    expect(titles((await events('de', `?room=${ids.bigStage}`)).body)).toEqual(['Gezeiten', 'Werkstatt'])
    expect(titles((await events('de', `?type=${ids.dance}`)).body)).toEqual(['Tanzabend'])
    expect(titles((await events('de', `?tag=${ids.family}`)).body)).toEqual(['Gezeiten'])
    expect(titles((await events('de', `?series=${ids.series}`)).body)).toEqual(['Gezeiten'])
    expect(titles((await events('de', `?genre=${ids.music}`)).body)).toEqual(['Spätkonzert', 'Werkstatt'])
    expect(titles((await events('de', `?genre=${ids.music}&room=${ids.bigStage}`)).body)).toEqual(['Werkstatt'])
    expect(titles((await events('de', '?access=step_free')).body)).toEqual(['Gezeiten', 'Tanzabend'])
    expect(titles((await events('de', `?access=sign_language&type=${ids.dance}`)).body)).toEqual(['Tanzabend'])
    const none = await events('de', `?genre=${ids.music}&type=${ids.dance}`)
    expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('starts at the given day, and ends after date_to when one is given', async () => {
    const fromDay2 = await events('de', `?date=${formatUrlDate(day(2))}&page_size=50`)
    expect(titles(fromDay2.body).slice(0, 2)).toEqual(['Werkstatt', 'Tanzabend'])
    expect(fromDay2.body.count).toBe(12)
    expect(titles((await events('de', `?date=${formatUrlDate(day(2))}&date_to=${formatUrlDate(day(3))}`)).body)).toEqual([
      'Werkstatt',
      'Tanzabend',
    ])
    expect(titles((await events('de', `?date=${formatUrlDate(day(4))}&date_to=${formatUrlDate(day(4))}`)).body)).toEqual([])
  })

  it('answers bad input with 400 and a JSON error, an unknown language with 404', async () => {
    for (const query of [
      '?room=abc',
      '?access=ramp',
      '?genre=1.5',
      '?date=31-02-2026',
      '?date=2026-11-27',
      '?page=0',
      '?page=x',
      '?page_size=500',
      `?date_to=${formatUrlDate(day(1))}`,
    ]) {
      const { response, body } = await events('de', query)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('cache-control'), query).toBe('no-store')
      expect(body, query).toHaveProperty('error')
    }
    expect((await events('fr')).response.status).toBe(404)
  })
})

describe('GET /{locale}/api/events/{id}/ics/', () => {
  const ics = (locale: string, id: string) =>
    getEventCalendar(request(`/${locale}/api/events/${id}/ics/`), { params: Promise.resolve({ locale, id }) })

  it('answers a public event as a calendar file in the asked language', async () => {
    const response = await ics('en', String(ids.tides))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="event-${ids.tides}.ics"`)
    const text = await response.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain('SUMMARY:Tides')
    expect(text).toContain(`UID:event-${ids.tides}@localhost`)
    expect(text).toContain('LOCATION:Schauspielhaus\\, Große Bühne')
    // The link is absolute (the site's origin): a calendar app has no page to resolve a path against.
    expect(text.replace(/\r\n /g, '')).toMatch(new RegExp(`URL(;VALUE=URI)?:http://localhost:\\d+/en/programme/[a-z0-9-]+/${ids.tides}`))
  })

  it('answers 404 for an unknown, unpublished or malformed event', async () => {
    const draft = (
      await payload.find({ collection: 'events', where: { title: { equals: 'Entwurf' } }, draft: true, overrideAccess: true, limit: 1 })
    ).docs[0]
    for (const id of ['999999', String(draft?.id ?? 0), 'abc', '0']) expect((await ics('de', id)).status, id).toBe(404)
  })
})

describe('GET /{locale}/api/teasers/', () => {
  it('answers the online teasers from today on, with their day and the default link', async () => {
    const response = await getTeasersRoute(request('/de/api/teasers/'), localeOf('de'))
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    const body = (await response.json()) as { results: TeaserItem[] }
    expect(body.results.map((teaser) => [teaser.headline, teaser.position, teaser.link])).toEqual([
      ['Festivalzentrum', formatUrlDate(day(1)), '/'],
    ])
    const later = (await (await getTeasersRoute(request(`/de/api/teasers/?date=${formatUrlDate(day(2))}`), localeOf('de'))).json()) as {
      results: TeaserItem[]
    }
    expect(later.results).toEqual([])
    expect((await getTeasersRoute(request('/de/api/teasers/?date=99-99-2026'), localeOf('de'))).status).toBe(400)
  })
})

describe('GET /api/calendar/', () => {
  const calendar = async (query = '') => {
    const response = await getCalendar(request(`/api/calendar/${query}`))
    return { response, body: (await response.json()) as unknown }
  }

  it('lists the days with public events from today on, and only those matching the filters', async () => {
    const { response, body } = await calendar()
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(body).toEqual([1, 2, 3, 5].map((offset) => formatUrlDate(day(offset))))
    expect((await calendar(`?room=${ids.bigStage}`)).body).toEqual([1, 2].map((offset) => formatUrlDate(day(offset))))
    expect((await calendar(`?date=${formatUrlDate(day(3))}`)).body).toEqual([3, 5].map((offset) => formatUrlDate(day(offset))))
    expect((await calendar('?tag=x')).response.status).toBe(400)
  })
})

describe('option lists', () => {
  it('offer only options shown in the filter, named in the visitor’s language', async () => {
    const rooms = (await (await getRooms(request('/api/rooms/'))).json()) as RoomOption[]
    expect(rooms).toEqual([
      {
        id: ids.bigStage,
        name: 'Große Bühne',
        slug: 'grosse-buehne',
        show_in_filter: true,
        venue: { id: ids.venue, name: 'Schauspielhaus' },
      },
    ])
    const series = (await (await getSeries(request('/api/series/'))).json()) as FilterOption[]
    expect(series.map((option) => option.name)).toEqual(['Nachtschicht'])
    const genres = await getGenres(request('/api/genres/', { 'accept-language': 'en' }))
    expect(genres.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(((await genres.json()) as FilterOption[]).map((option) => option.name).sort()).toEqual(['Music', 'Theater'])
    const seasons = (await (await getSeasons(request('/api/seasons/'))).json()) as FilterOption[]
    expect(seasons.map((option) => option.id)).toEqual([ids.season])
  })
})

describe('GET /{locale}/api/productions/', () => {
  const productions = async (locale: string, query = '') => {
    const response = await getProductionsRoute(request(`/${locale}/api/productions/${query}`), localeOf(locale))
    return { response, body: (await response.json()) as Paged<ProductionListItem> }
  }

  it('pages the public productions by title and filters by season, type and playing day', async () => {
    const all = await productions('de')
    expect(all.response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(all.body.results.map((production) => production.title)).toEqual(['Gezeiten', 'Ohne Termin'])
    expect(all.body.results[0]).toMatchObject({
      url: `/de/produktionen/gezeiten/${ids.production}`,
      season: { id: ids.season, name: 'Festival 2026' },
      exhibition_type: { id: ids.dance, name: 'Tanz' },
    })
    expect((await productions('de', `?season=${ids.season}`)).body.results.map((production) => production.title)).toEqual(['Gezeiten'])
    expect((await productions('de', `?exhibition_type=${ids.dance}`)).body.count).toBe(1)
    expect((await productions('de', `?date=${formatUrlDate(day(1))}`)).body.results.map((production) => production.id)).toEqual([
      ids.production,
    ])
    expect((await productions('de', `?date=${formatUrlDate(day(2))}`)).body).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('answers bad input with 400', async () => {
    for (const query of ['?season=abc', '?tag=0', '?date=1-1-2026', '?page=-1']) {
      expect((await productions('de', query)).response.status, query).toBe(400)
    }
  })
})

describe('revalidation by tag (CONVENTIONS §5-§6)', () => {
  beforeEach(() => {
    expired.tags = []
    expired.paths = []
  })

  it('publishing an event expires that event and the event lists; the public never sees a draft', async () => {
    await payload.update({
      collection: 'events',
      id: ids.workshop,
      locale: 'de',
      data: { title: 'Werkstatt (neu)', _status: 'published' },
      overrideAccess: true,
    })
    expect(expired.tags).toEqual([`doc:events:${ids.workshop}`, 'list:events'])
    expect(titles((await events('de', `?room=${ids.bigStage}`)).body)).toEqual(['Gezeiten', 'Werkstatt (neu)'])

    await payload.update({
      collection: 'events',
      id: ids.workshop,
      locale: 'de',
      data: { title: 'Werkstatt (Entwurf)' },
      draft: true,
      overrideAccess: true,
    })
    expect(titles((await events('de', `?room=${ids.bigStage}`)).body)).toEqual(['Gezeiten', 'Werkstatt (neu)'])
  })

  it('a change elsewhere expires its own tags, not the events’', async () => {
    await payload.update({ collection: 'genres', id: ids.music, locale: 'de', data: { name: 'Musik & Klang' }, overrideAccess: true })
    expect(expired.tags).toEqual([`doc:genres:${ids.music}`, 'list:genres'])
    expect(expired.tags).not.toContain('list:events')
  })
})
