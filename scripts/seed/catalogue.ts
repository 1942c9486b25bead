import type { Payload } from 'payload'

import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'
import { berlinTime } from '../../src/lib/time/berlin'
import { articleTags, categories, eventTags, exhibitionTypes, genres, people, productionTags, seasons, series, venues } from './content'
import type { L, TaxonomySeed } from './content/types'
import type { PictureKind } from './images'
import { type Keyed, write, writeBeforeEnglish } from './write'

/** What every part of the seed shares: the Local API, the summary's counter and the picture maker. */
export type Seeder = { payload: Payload; count: (key: string, n?: number) => void; picture: (kind: PictureKind, alt: L) => Promise<number> }

/** The taxonomies (SPEC §3), each in both languages; seasons run from 1 August to 31 July around `today`. */
export async function seedTaxonomies({ payload, count }: Seeder, today: { year: number; month: number }) {
  async function taxonomy(
    collection: 'genres' | 'exhibition-types' | 'event-tags' | 'production-tags' | 'article-tags' | 'seasons' | 'article-categories',
    seeds: (TaxonomySeed & { style?: 'default' | 'interview' | 'essay' | 'report' })[],
    extra: (seed: TaxonomySeed, index: number) => Record<string, unknown> = () => ({}),
  ): Promise<Keyed> {
    const ids: Keyed = new Map()
    for (const [index, seed] of seeds.entries()) {
      const data = {
        name: seed.name.de,
        sort: index,
        ...(seed.showInFilter === undefined ? {} : { show_in_filter: seed.showInFilter }),
        ...(seed.style ? { style_name: seed.style } : {}),
        ...extra(seed, index),
      }
      const doc = await payload.create({ collection, locale: 'de', data: data as never, ...write })
      await payload.update({ collection, id: doc.id, locale: 'en', data: { name: seed.name.en, slug: '' } as never, ...write })
      ids.set(seed.key, doc.id)
      count(collection)
    }
    return ids
  }

  // Seasons run from 1 August to 31 July; 'current' is the one today falls in.
  const currentSeasonStartYear = today.month >= 8 ? today.year : today.year - 1
  const seasonIds = await taxonomy('seasons', seasons, (seed) => {
    const startYear = currentSeasonStartYear - (seed.key === 'previous' ? 1 : 0)
    return { starts_on: berlinTime(startYear, 8, 1).toISOString(), ends_on: berlinTime(startYear + 1, 7, 31, 23, 59).toISOString() }
  })
  const genreIds = await taxonomy('genres', genres)
  const typeIds = await taxonomy('exhibition-types', exhibitionTypes)
  const eventTagIds = await taxonomy('event-tags', eventTags)
  const productionTagIds = await taxonomy('production-tags', productionTags)
  const articleTagIds = await taxonomy('article-tags', articleTags)
  const categoryIds = await taxonomy('article-categories', categories)

  return { seasonIds, genreIds, typeIds, eventTagIds, productionTagIds, articleTagIds, categoryIds }
}

/** The venues with their rooms (and each room's capacity, which the ticketing takes). */
export async function seedVenues({ payload, count, picture }: Seeder) {
  const venueIds: Keyed = new Map()
  const roomIds: Keyed = new Map()
  const roomCapacity = new Map<string, number>()
  for (const [index, venue] of venues.entries()) {
    const image = await picture('building', { de: `Außenansicht: ${venue.name.de}`, en: `Exterior: ${venue.name.en}` })
    const doc = await payload.create({
      collection: 'venues',
      locale: 'de',
      data: {
        _status: 'published',
        name: venue.name.de,
        teaser_text: venue.teaser.de,
        description: richTextFromParagraphs(venue.description.de),
        directions: venue.directions.de,
        accessibility: venue.accessibility.de,
        street: venue.street,
        postal_code: venue.postalCode,
        city: venue.city,
        latitude: venue.latitude,
        longitude: venue.longitude,
        // Facts for the access section: every demo venue is step-free; the larger halls have a hearing loop.
        step_free: true,
        hearing_loop: index % 2 === 0,
        accessible_toilets: index !== 3,
        transit_url: `https://www.bahn.de/buchung/start?ziel=${encodeURIComponent(`${venue.street}, ${venue.city}`)}`,
        image,
        sort: index,
      },
      ...writeBeforeEnglish,
    })
    await payload.update({
      collection: 'venues',
      id: doc.id,
      locale: 'en',
      data: {
        _status: 'published',
        name: venue.name.en,
        slug: '',
        teaser_text: venue.teaser.en,
        description: richTextFromParagraphs(venue.description.en),
        directions: venue.directions.en,
        accessibility: venue.accessibility.en,
      },
      ...write,
    })
    venueIds.set(venue.key, doc.id)
    count('venues')
    for (const [roomIndex, room] of venue.rooms.entries()) {
      const roomDoc = await payload.create({
        collection: 'rooms',
        locale: 'de',
        data: { name: room.name.de, venue: doc.id, sort: roomIndex },
        ...write,
      })
      await payload.update({ collection: 'rooms', id: roomDoc.id, locale: 'en', data: { name: room.name.en, slug: '' }, ...write })
      roomIds.set(room.key, roomDoc.id)
      roomCapacity.set(room.key, room.capacity)
      count('rooms')
    }
  }

  return { venueIds, roomIds, roomCapacity }
}

/** The people: the team and the artists, with eight portraits shared among them. */
export async function seedPeople({ payload, count, picture }: Seeder): Promise<Keyed> {
  const personIds: Keyed = new Map()
  const portraits: number[] = []
  for (let i = 0; i < 8; i++) portraits.push(await picture('portrait', { de: 'Porträt (Illustration)', en: 'Portrait (illustration)' }))
  for (const [index, person] of people.entries()) {
    const doc = await payload.create({
      collection: 'people',
      locale: 'de',
      data: {
        _status: 'published',
        name: person.name,
        position: person.position.de,
        bio: richTextFromParagraphs(person.bio.de),
        department: person.department,
        in_team: person.inTeam,
        image: portraits[index % portraits.length],
        sort: index,
      },
      ...writeBeforeEnglish,
    })
    await payload.update({
      collection: 'people',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', position: person.position.en, bio: richTextFromParagraphs(person.bio.en) },
      ...write,
    })
    personIds.set(person.key, doc.id)
    count('people')
  }

  return personIds
}

/** The series, each with its key visual. */
export async function seedSeries({ payload, count, picture }: Seeder): Promise<Keyed> {
  const seriesIds: Keyed = new Map()
  for (const [index, item] of series.entries()) {
    const image = await picture('poster', { de: `Motiv der Reihe ${item.name.de}`, en: `Key visual of the series ${item.name.en}` })
    const doc = await payload.create({
      collection: 'series',
      locale: 'de',
      data: {
        _status: 'published',
        name: item.name.de,
        teaser_text: item.teaser.de,
        description: richTextFromParagraphs(item.description.de),
        show_in_filter: item.showInFilter ?? true,
        image,
        sort: index,
        ...(item.subscription
          ? { subscription: { on_sale: true, price_cents: item.subscription.priceCents, seat_group: item.subscription.seatGroup } }
          : {}),
      },
      ...writeBeforeEnglish,
    })
    await payload.update({
      collection: 'series',
      id: doc.id,
      locale: 'en',
      data: {
        _status: 'published',
        name: item.name.en,
        slug: '',
        teaser_text: item.teaser.en,
        description: richTextFromParagraphs(item.description.en),
      },
      ...write,
    })
    seriesIds.set(item.key, doc.id)
    count('series')
  }

  return seriesIds
}
