import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as getSearch } from '@/app/api/search/route'
import { GET as getAutocomplete } from '@/app/api/search/autocomplete/route'
import { GET as getEvents } from '@/app/api/search/events/route'
import { GET as getOthers } from '@/app/api/search/others/route'
import type { PagedList } from '@/lib/http/paging'
import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'
import { env } from '@/lib/env'

import { testPayload } from '../../../../tests/setup/payload'
import { rebuildSearchIndex, DEFER_SEARCH_SYNC } from './indexer'
import { searchKind, suggest } from './search'
import { type SearchHit } from '../domain/hits'
import type { Locale } from '@/i18n/locales'

// Next's data cache exists only inside Next: here every cached read reads through.
vi.mock('next/cache', () => ({
  unstable_cache: <F>(read: F) => read,
}))

const context = { disableRevalidate: true }
const DAY = 86_400_000
let payload: Payload

type Ids = Record<string, number>
const ids: Ids = {}

type Localised = { de: Record<string, unknown>; en?: Record<string, unknown> }

async function make(
  collection: 'productions' | 'articles' | 'events' | 'pages' | 'venues',
  key: string,
  data: Localised,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const doc = await payload.create({
    collection,
    locale: 'de',
    data: { _status: 'published', ...extra, ...data.de } as never,
    overrideAccess: true,
    context,
  })
  if (data.en) await payload.update({ collection, id: doc.id, locale: 'en', data: data.en as never, overrideAccess: true, context })
  ids[key] = doc.id
  return doc.id
}

const text = (...paragraphs: string[]) => richTextFromParagraphs(paragraphs)
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString()

beforeAll(async () => {
  payload = await testPayload()
  const category = await payload.create({
    collection: 'article-categories',
    locale: 'de',
    data: { name: 'Gespräche', style_name: 'interview', sort: 1 },
    overrideAccess: true,
    context,
  })
  const article = { category: category.id, published_at: '2026-11-01T10:00:00.000Z', author: 'Ada' }
  await make('productions', 'konzert', {
    de: { title: 'Konzert für Kinder', teaser_text: 'Ein Nachmittag mit Musik.' },
    en: { title: 'Concert for children', teaser_text: 'An afternoon of music.' },
  })
  await make(
    'articles',
    'buehne',
    {
      de: { title: 'Hinter den Kulissen', content: text('Ein Besuch auf der großen Bühne im Festspielhaus.') },
      en: { title: 'Behind the scenes', content: text('A visit to the big stage and its performances.') },
    },
    article,
  )
  await make(
    'articles',
    'performance',
    {
      de: { title: 'Die Performance', content: text('Über Körper und Raum.') },
      en: { title: 'The performance', content: text('On bodies and space.') },
    },
    article,
  )
  await make(
    'articles',
    'konzertbody',
    {
      de: { title: 'Ein Abend im Park', content: text('Nach dem Konzert tanzten alle.') },
      en: { title: 'An evening in the park', content: text('After the concert everyone danced.') },
    },
    article,
  )
  await make(
    'articles',
    'draft',
    { de: { title: 'Geheimprojekt Zebrafisch', content: text('Noch nicht öffentlich.') } },
    { ...article, _status: 'draft' },
  )
  await make('articles', 'offline', { de: { title: 'Zebrafisch offline', content: text('Offline.') } }, { ...article, is_online: false })
  await make('articles', 'germanonly', { de: { title: 'Nur deutsch: Zaubertrank', content: text('Ein Zaubertrank.') } }, article)
  const venue = await make('venues', 'venue', {
    de: { name: 'Festspielhaus', directions: 'Mit der Straßenbahn bis zur Bühne.' },
    en: { name: 'Festival theatre' },
  })
  await make(
    'events',
    'event',
    { de: { title: 'Konzert am Fluss', teaser_text: 'Open Air.' }, en: { title: 'Concert by the river' } },
    { date_start: future(3), venue },
  )
  await make(
    'events',
    'later',
    { de: { title: 'Konzert im Morgengrauen' }, en: { title: 'Concert at dawn' } },
    { date_start: future(9), venue },
  )
  await make(
    'events',
    'past',
    { de: { title: 'Konzert von gestern' }, en: { title: 'Concert of yesterday' } },
    { date_start: new Date(Date.now() - 2 * DAY).toISOString() },
  )
  await make('pages', 'page', {
    de: { title: 'Barrierefreiheit', slug: 'barrierefreiheit', headline: 'Barrierefrei ins Konzert', content_type: 'page' },
    en: { title: 'Accessibility', slug: 'accessibility' },
  })
})

const titles = (hits: readonly SearchHit[]) => hits.map((hit) => hit.title)
const others = async (query: string, locale: Locale = 'de') => titles((await searchKind(payload, query, locale, 'others', 1, 50)).results)
const events = async (query: string, locale: Locale = 'de') => titles((await searchKind(payload, query, locale, 'events', 1, 50)).results)

describe('search text rules on the database', () => {
  it('stems German: "Konzerte" finds "Konzert"', async () => {
    expect(await others('Konzerte')).toContain('Konzert für Kinder')
    expect(await events('Konzerte')).toEqual(['Konzert am Fluss', 'Konzert im Morgengrauen'])
  })

  it('stems English: "performances" finds "performance"', async () => {
    expect(await others('performances', 'en')).toContain('The performance')
  })

  it('folds umlauts: "Bühne", "Buehne" and "Buhne" find the same', async () => {
    const expected = await others('Bühne')
    expect(expected).toEqual(expect.arrayContaining(['Hinter den Kulissen', 'Festspielhaus']))
    expect(await others('Buehne')).toEqual(expected)
    expect(await others('Buhne')).toEqual(expected)
  })

  it('forgives one typo in a word of five letters or more, and not in shorter words', async () => {
    expect(await others('Konzret')).toContain('Konzert für Kinder') // swapped
    expect(await others('Festspielhau')).toContain('Festspielhaus') // missing letter
    expect(await others('Kinderr')).toContain('Konzert für Kinder') // extra letter
    expect(await others('Pirk')).toEqual([]) // four letters: no typo allowed
  })

  it('ranks title matches before body matches', async () => {
    const hits = await others('Konzert')
    expect(hits.slice(0, 1)).toEqual(['Konzert für Kinder'])
    expect(hits).toEqual(expect.arrayContaining(['Ein Abend im Park', 'Barrierefreiheit']))
    expect(hits.indexOf('Konzert für Kinder')).toBeLessThan(hits.indexOf('Ein Abend im Park'))
  })

  it('finds only published and online documents, each in its language', async () => {
    expect(await others('Zebrafisch')).toEqual([])
    expect(await others('Zaubertrank')).toEqual(['Nur deutsch: Zaubertrank'])
    expect(await others('Zaubertrank', 'en')).toEqual([])
    expect(await others('Kulissen', 'en')).toEqual([])
    expect(await others('scenes', 'en')).toEqual(['Behind the scenes'])
  })

  it('groups a production’s performances into one result with its next dates and its page', async () => {
    const production = await make('productions', 'serienstueck', { de: { title: 'Wellenbrecher Serie', slug: 'wellenbrecher-serie' } })
    for (const day of [4, 2, 6, 8, 10])
      await make('events', `welle-${day}`, { de: { title: 'Wellenbrecher' } }, { date_start: future(day), production })
    await make('events', 'welle-solo', { de: { title: 'Wellenbrecher allein' } }, { date_start: future(3) })
    const page = await searchKind(payload, 'Wellenbrecher', 'de', 'events', 1, 10)
    // Two results, not six: the production's five dates are one, ordered by its next date.
    expect(page.count).toBe(2)
    const [grouped, single] = page.results
    expect(grouped?.title).toBe('Wellenbrecher')
    expect(grouped?.date).toBe(grouped?.dates[0]?.date)
    expect(grouped?.dates.map((entry) => entry.url)).toEqual(
      [ids['welle-2'], ids['welle-4'], ids['welle-6']].map((id) => expect.stringMatching(new RegExp(`/${id}$`))),
    )
    expect(grouped?.moreDates).toBe(2)
    expect(grouped?.groupUrl).toMatch(/wellenbrecher-serie/)
    expect(single).toMatchObject({ title: 'Wellenbrecher allein', dates: [], moreDates: 0, groupUrl: null })
  })

  it('leaves out events that are over', async () => {
    expect(await events('gestern')).toEqual([])
  })

  it('links every hit through the document-to-URL function, in its language', async () => {
    const { results } = await searchKind(payload, 'Konzert Kinder', 'en', 'others', 1, 10)
    expect(results).toEqual([])
    const english = await searchKind(payload, 'concert children', 'en', 'others', 1, 10)
    expect(english.results[0]).toMatchObject({
      type: 'productions',
      title: 'Concert for children',
      url: expect.stringMatching(/^\/en\/productions\/concert-for-children\/\d+$/),
    })
    const event = (await searchKind(payload, 'Fluss', 'de', 'events', 1, 10)).results[0]
    expect(event).toMatchObject({
      type: 'events',
      venue: 'Festspielhaus',
      url: expect.stringMatching(/^\/de\/programm\/konzert-am-fluss\/\d+$/),
    })
    expect(new Date(event?.date ?? '').getTime()).toBeGreaterThan(Date.now())
    const page = (await searchKind(payload, 'barrierefrei', 'de', 'others', 1, 10)).results.find((hit) => hit.type === 'pages')
    expect(page?.url).toBe('/de/barrierefreiheit')
  })
})

describe('autocomplete', () => {
  it('completes the last word as a beginning and answers titles as written, each once', async () => {
    expect(await suggest(payload, 'konz', 'de')).toEqual(
      expect.arrayContaining(['Konzert für Kinder', 'Konzert am Fluss', 'Konzert im Morgengrauen']),
    )
    expect(await suggest(payload, 'Konzert fl', 'de')).toEqual(['Konzert am Fluss'])
    expect(await suggest(payload, 'festsp', 'de')).toEqual(['Festspielhaus'])
    expect(await suggest(payload, 'conc', 'en')).toEqual(expect.arrayContaining(['Concert for children', 'Concert by the river']))
  })

  it('suggests titles only, and nothing for blank text', async () => {
    expect(await suggest(payload, 'tanzten', 'de')).toEqual([])
    expect(await suggest(payload, '   ', 'de')).toEqual([])
  })
})

describe('the index follows the content (hooks)', () => {
  it('a published change, an unpublish and a delete show at once', async () => {
    const id = await make('productions', 'moving', { de: { title: 'Wanderzirkus' } })
    expect(await others('Wanderzirkus')).toEqual(['Wanderzirkus'])
    await payload.update({ collection: 'productions', id, locale: 'de', data: { title: 'Wasserballett' }, overrideAccess: true, context })
    expect(await others('Wanderzirkus')).toEqual([])
    expect(await others('Wasserballett')).toEqual(['Wasserballett'])
    await payload.update({
      collection: 'productions',
      id,
      locale: 'de',
      data: { title: 'Wasserballett (Entwurf)', _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(await others('Wasserballett')).toEqual(['Wasserballett'])
    await payload.update({ collection: 'productions', id, locale: 'de', data: { _status: 'draft' }, overrideAccess: true, context })
    expect(await others('Wasserballett')).toEqual([])
    await payload.update({
      collection: 'productions',
      id,
      locale: 'de',
      data: { _status: 'published', is_online: false },
      overrideAccess: true,
      context,
    })
    expect(await others('Wasserballett')).toEqual([])
    await payload.update({ collection: 'productions', id, locale: 'de', data: { is_online: true }, overrideAccess: true, context })
    expect(await others('Wasserballett')).toEqual(['Wasserballett (Entwurf)'])
    await payload.delete({ collection: 'productions', id, overrideAccess: true, context })
    expect(await others('Wasserballett')).toEqual([])
  })

  it('a save that the next save of the same document follows (the seed’s German text) leaves both languages’ rows to that save', async () => {
    const doc = await payload.create({
      collection: 'productions',
      locale: 'de',
      data: { _status: 'published', title: 'Flaschenpost' },
      overrideAccess: true,
      context: { ...context, [DEFER_SEARCH_SYNC]: true },
    })
    expect(await others('Flaschenpost')).toEqual([])
    await payload.update({
      collection: 'productions',
      id: doc.id,
      locale: 'en',
      data: { title: 'Message in a Bottle' },
      overrideAccess: true,
      context,
    })
    expect(await others('Flaschenpost')).toEqual(['Flaschenpost'])
    expect(await others('Bottle', 'en')).toEqual(['Message in a Bottle'])
    await payload.delete({ collection: 'productions', id: doc.id, overrideAccess: true, context })
  })

  it('a venue’s new name reaches its events’ rows; a change in one language leaves the other', async () => {
    expect(await events('Festspielhaus')).toEqual(['Konzert am Fluss', 'Konzert im Morgengrauen'])
    await payload.update({
      collection: 'venues',
      id: ids.venue ?? 0,
      locale: 'de',
      data: { name: 'Flussbühne' },
      overrideAccess: true,
      context,
    })
    expect(await events('Festspielhaus')).toEqual([])
    expect(await events('Flussbühne')).toEqual(['Konzert am Fluss', 'Konzert im Morgengrauen'])
    await payload.update({
      collection: 'productions',
      id: ids.konzert ?? 0,
      locale: 'en',
      data: { title: 'Concert for the young' },
      overrideAccess: true,
      context,
    })
    expect(await others('young', 'en')).toEqual(['Concert for the young'])
    expect(await others('Konzert Kinder')).toEqual(['Konzert für Kinder'])
    await payload.update({
      collection: 'productions',
      id: ids.konzert ?? 0,
      locale: 'en',
      data: { title: 'Concert for children' },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'venues',
      id: ids.venue ?? 0,
      locale: 'de',
      data: { name: 'Festspielhaus' },
      overrideAccess: true,
      context,
    })
  })

  it('a page moved under another page is found at its new address', async () => {
    const parent = await make('pages', 'parent', { de: { title: 'Besuch', slug: 'besuch-info', content_type: 'page' } })
    await payload.update({ collection: 'pages', id: ids.page ?? 0, locale: 'de', data: { parent }, overrideAccess: true, context })
    const page = (await searchKind(payload, 'barrierefrei', 'de', 'others', 1, 10)).results.find((hit) => hit.type === 'pages')
    expect(page?.url).toBe('/de/besuch-info/barrierefreiheit')
    await payload.update({ collection: 'pages', id: ids.page ?? 0, locale: 'de', data: { parent: null }, overrideAccess: true, context })
  })

  it('a rebuild from the content answers as the hooks did', async () => {
    const before = await others('Konzert')
    await rebuildSearchIndex(payload)
    expect(await others('Konzert')).toEqual(before)
    expect(await others('Konzret')).toContain('Konzert für Kinder')
  })
})

/**
 * The parity test: these queries and their hits are the contract of the search on both databases.
 * The same file runs on SQLite (`int`) and PostgreSQL (`int-pg`) and must answer exactly this;
 * title hits come first in the order given, body hits follow in any order.
 */
const PARITY: { query: string; locale: Locale; kind: 'events' | 'others'; title: string[]; body: string[] }[] = [
  { query: 'Konzerte', locale: 'de', kind: 'others', title: ['Konzert für Kinder'], body: ['Ein Abend im Park', 'Barrierefreiheit'] },
  { query: 'konzert', locale: 'de', kind: 'events', title: ['Konzert am Fluss', 'Konzert im Morgengrauen'], body: [] },
  { query: 'Buehne', locale: 'de', kind: 'others', title: [], body: ['Festspielhaus', 'Hinter den Kulissen'] },
  { query: 'Festspielhaus', locale: 'de', kind: 'events', title: [], body: ['Konzert am Fluss', 'Konzert im Morgengrauen'] },
  { query: 'Festspielhaus', locale: 'de', kind: 'others', title: ['Festspielhaus'], body: ['Hinter den Kulissen'] },
  { query: 'performances', locale: 'en', kind: 'others', title: ['The performance'], body: ['Behind the scenes'] },
  { query: 'concret', locale: 'en', kind: 'others', title: ['Concert for children'], body: ['An evening in the park'] },
  { query: 'Zaubertrank', locale: 'en', kind: 'others', title: [], body: [] },
  { query: 'Kinder Konzert', locale: 'de', kind: 'others', title: ['Konzert für Kinder'], body: [] },
]

describe(`parity: the same hits on SQLite and PostgreSQL (running on ${env().databaseKind})`, () => {
  for (const { query, locale, kind, title, body } of PARITY) {
    it(`${locale} ${kind} "${query}"`, async () => {
      const hits = await (kind === 'events' ? events : others)(query, locale)
      expect(hits.slice(0, title.length)).toEqual(title)
      expect([...hits.slice(title.length)].sort()).toEqual([...body].sort())
    })
  }
})

describe('search calls', () => {
  const get = (path: string, language = 'de') => new Request(`http://localhost${path}`, { headers: { 'accept-language': language } })

  it('GET /api/search/autocomplete/ answers suggestions, none for blank text', async () => {
    const response = await getAutocomplete(get('/api/search/autocomplete/?query=KONZ'))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { results: string[] }).results).toContain('Konzert für Kinder')
    expect(await (await getAutocomplete(get('/api/search/autocomplete/?query=%20'))).json()).toEqual({ results: [] })
    expect(await (await getAutocomplete(get('/api/search/autocomplete/?query=conc', 'en-GB,en;q=0.9'))).json()).toEqual({
      results: expect.arrayContaining(['Concert for children']),
    })
  })

  it('GET /api/search/ answers both categories with counts and links to their next pages', async () => {
    const response = await getSearch(get('/api/search/?query=Konzert'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { query: string; events: PagedList<SearchHit>; others: PagedList<SearchHit> }
    expect(body.query).toBe('Konzert')
    expect(body.events.count).toBe(2)
    expect(body.others.count).toBe(3)
    expect(body.others.results[0]?.title).toBe('Konzert für Kinder')
    expect(body.events.next).toBeNull()
  })

  it('GET /api/search/{events,others}/ pages through a category', async () => {
    const first = (await (await getEvents(get('/api/search/events/?query=Konzert&page_size=1'))).json()) as PagedList<SearchHit>
    expect(first).toMatchObject({ count: 2, previous: null, next: '/api/search/events/?query=Konzert&page_size=1&page=2' })
    expect(first.results.map((hit) => hit.title)).toEqual(['Konzert am Fluss'])
    const second = (await (await getEvents(get('/api/search/events/?query=Konzert&page_size=1&page=2'))).json()) as PagedList<SearchHit>
    expect(second.results.map((hit) => hit.title)).toEqual(['Konzert im Morgengrauen'])
    expect(second.next).toBeNull()
    const english = (await (await getOthers(get('/api/search/others/?query=scenes', 'en'))).json()) as PagedList<SearchHit>
    expect(english.results.map((hit) => hit.url)).toEqual([expect.stringMatching(/^\/en\/artists\/behind-the-scenes\/\d+$/)])
  })

  it('answers in the language of Accept-Language only (shared caches vary by it), else German', async () => {
    const cookieOnly = new Request('http://localhost/api/search/?query=%20', { headers: { cookie: 'i18n_redirected=en' } })
    expect(await (await getSearch(cookieOnly)).json()).toEqual({ error: 'Bitte geben Sie einen Suchbegriff ein.' })
    const response = await getSearch(get('/api/search/?query=scenes', 'en'))
    expect(response.headers.get('vary')).toBe('Accept-Language')
    expect(((await response.json()) as { others: PagedList<SearchHit> }).others.results.map((hit) => hit.title)).toEqual([
      'Behind the scenes',
    ])
  })

  it('answers 400 in the visitor’s language for a missing or too long query and a bad page', async () => {
    const blank = await getSearch(get('/api/search/?query=%20%20'))
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ error: 'Bitte geben Sie einen Suchbegriff ein.' })
    const missing = await getOthers(get('/api/search/others/', 'en'))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Please enter a search term.' })
    const long = await getAutocomplete(get(`/api/search/autocomplete/?query=${'a'.repeat(101)}`, 'en'))
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({ error: 'The search term is too long (at most 100 characters).' })
    for (const page of ['0', '-1', 'x', '1.5']) {
      const response = await getEvents(get(`/api/search/events/?query=Konzert&page=${page}`))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Diese Seite der Suchergebnisse gibt es nicht.' })
    }
  })

  it('treats engine syntax in the query as plain words', async () => {
    for (const query of [
      '"Konzert',
      'Konzert*',
      'title_terms:konzert',
      "Konzert' OR 1=1 --",
      'Konzert & !Kinder | (',
      'NEAR(konzert kinder)',
    ]) {
      const response = await getSearch(get(`/api/search/?query=${encodeURIComponent(query)}`))
      expect(response.status).toBe(200)
    }
    expect(await others('Konzert & !Kinder | (')).toEqual(['Konzert für Kinder'])
  })
})
