import type { AccessFeature } from '../../src/cms/vocabulary'
import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'
import type { Seeder } from './catalogue'
import { productions, teasers } from './content'
import type { ProductionSeed } from './content/types'
import { type Keyed, need, write, writeBeforeEnglish } from './write'

const FESTIVAL_DAYS = 21
/** The series that holds only opening nights. */
const OPENING_NIGHTS = 'premieres'

/** A Berlin instant on one of the festival's days (day 0 is its first). */
export type FestivalDay = (offset: number, hour?: number, minute?: number) => Date

/** The catalogue's ids the programme points at. */
export type ProgrammeIds = {
  seasonIds: Keyed
  genreIds: Keyed
  typeIds: Keyed
  eventTagIds: Keyed
  productionTagIds: Keyed
  personIds: Keyed
  seriesIds: Keyed
  venueIds: Keyed
  roomIds: Keyed
  roomCapacity: Map<string, number>
}

/**
 * The festival's productions, each with its performances spread over the festival's days and, where
 * it sells tickets, their seat groups, prices and timeslots; then the teasers between the days.
 * Answers the productions' ids by key (the magazine links to them).
 */
export async function seedProgramme(seeder: Seeder, ids: ProgrammeIds, now: Date, festivalDay: FestivalDay): Promise<Keyed> {
  const productionIds: Keyed = new Map()
  let firstImage: number | undefined
  const random = prng(2026)
  let jetId = 100_000
  for (const production of productions) {
    const image = await seeder.picture(production.timeslots ? 'building' : production.key.length % 2 ? 'stage' : 'poster', {
      de: `Szenenbild aus „${production.title.de}“`,
      en: `Production still from “${production.title.en}”`,
    })
    firstImage ??= image
    const id = await createProduction(seeder, ids, production, image)
    productionIds.set(production.key, id)

    const roomSeats = ids.roomCapacity.get(production.room)
    if (roomSeats === undefined) throw new Error(`Seed content names unknown room '${production.room}'`)
    const dates = performanceDates(production, random, festivalDay)
    // Signed and audio-described performances are planned ahead: they fall on performances from
    // tomorrow on, so the demo always offers them whatever the hour it was seeded.
    const later = dates.filter((start) => start.getTime() > now.getTime() + 86_400_000)
    for (const [index, start] of dates.entries()) {
      const ticketed = production.fullPrice > 0
      const premiere = index === 0 && production.eventTags.includes('premiere')
      const event = await createEvent(
        seeder,
        { ...ids, production: id, image },
        production,
        start,
        ticketed ? String(jetId++) : null,
        premiere,
        accessFeatures(production, index, later.indexOf(start)),
        index === 0,
      )
      if (ticketed) await seedTicketing(seeder, event, production, roomSeats)
    }
  }
  await seedTeasers(seeder, festivalDay, firstImage)
  return productionIds
}

/** A published production in both languages; answers its id. */
async function createProduction({ payload, count }: Seeder, ids: ProgrammeIds, production: ProductionSeed, image: number): Promise<number> {
  const doc = await payload.create({
    collection: 'productions',
    locale: 'de',
    data: {
      _status: 'published',
      title: production.title.de,
      subtitle: production.subtitle.de,
      artist: production.artist,
      teaser_text: production.teaser.de,
      description: richTextFromParagraphs(production.description.de),
      image,
      programs: (production.programs ?? []).map((p) => ({ title: p.title.de, text: p.text.de })),
      contributors: production.contributors.map((c) => ({ person: need(ids.personIds, c.person, 'person'), role: c.role.de })),
      promoter: production.promoter?.de,
      season: need(ids.seasonIds, production.season, 'season'),
      exhibition_type: need(ids.typeIds, production.exhibitionType, 'exhibition type'),
      tags: production.tags.map((t) => need(ids.productionTagIds, t, 'production tag')),
    },
    ...writeBeforeEnglish,
  })
  await payload.update({
    collection: 'productions',
    id: doc.id,
    locale: 'en',
    data: {
      _status: 'published',
      title: production.title.en,
      slug: '',
      subtitle: production.subtitle.en,
      teaser_text: production.teaser.en,
      description: richTextFromParagraphs(production.description.en),
      programs: (production.programs ?? []).map((p) => ({ title: p.title.en, text: p.text.en })),
      contributors: (doc.contributors ?? []).map((c, i) => ({ ...c, role: production.contributors[i]?.role.en })),
      promoter: production.promoter?.en,
    },
    ...write,
  })
  count('productions')
  return doc.id
}

async function createEvent(
  { payload, count }: Seeder,
  ids: ProgrammeIds & { production: number; image: number },
  production: ProductionSeed,
  start: Date,
  idJet: string | null,
  premiere: boolean,
  access: AccessFeature[],
  first: boolean,
): Promise<number> {
  const doc = await payload.create({
    collection: 'events',
    locale: 'de',
    data: {
      _status: 'published',
      title: production.title.de,
      preline: production.artist,
      subline: production.subtitle.de,
      artist: production.artist,
      teaser_text: production.teaser.de,
      image: ids.image,
      important_info: production.importantInfo ? richTextFromParagraphs([production.importantInfo.de]) : undefined,
      description: richTextFromParagraphs(production.description.de),
      promoter: production.promoter?.de,
      date_start: start.toISOString(),
      date_end: new Date(start.getTime() + production.durationMinutes * 60_000).toISOString(),
      event_type_new: premiere ? 'premiere' : production.timeslots ? 'opening' : 'performance',
      production: ids.production,
      venue: need(ids.venueIds, production.venue, 'venue'),
      room: need(ids.roomIds, production.room, 'room'),
      exhibition_type: need(ids.typeIds, production.exhibitionType, 'exhibition type'),
      genre: need(ids.genreIds, production.genre, 'genre'),
      tags: production.eventTags.map((t) => need(ids.eventTagIds, t, 'event tag')),
      // The premieres series is a series of opening nights: each production's first performance (sold as a subscription).
      series: production.series.filter((key) => key !== OPENING_NIGHTS || first).map((s) => need(ids.seriesIds, s, 'series')),
      id_jet: idJet,
      ticket_url: idJet ? `/webshop/events/${idJet}` : undefined,
      availability: idJet ? 'available' : undefined,
      access_features: access,
    },
    ...writeBeforeEnglish,
  })
  await payload.update({
    collection: 'events',
    id: doc.id,
    locale: 'en',
    data: {
      _status: 'published',
      title: production.title.en,
      slug: '',
      subline: production.subtitle.en,
      teaser_text: production.teaser.en,
      important_info: production.importantInfo ? richTextFromParagraphs([production.importantInfo.en]) : undefined,
      description: richTextFromParagraphs(production.description.en),
      promoter: production.promoter?.en,
    },
    ...write,
  })
  count('events')
  return doc.id
}

/** Seat groups with full and reduced prices; exhibitions sell hourly timeslots instead. */
async function seedTicketing({ payload, count }: Seeder, event: number, production: ProductionSeed, roomSeats: number): Promise<void> {
  const groups: { de: string; en: string; share: number; factor: number; companion?: boolean }[] = production.timeslots
    ? [{ de: 'Eintritt', en: 'Admission', share: 1, factor: 1 }]
    : roomSeats >= 300
      ? [
          { de: 'Parkett', en: 'Stalls', share: 0.7, factor: 1 },
          { de: 'Rang', en: 'Circle', share: 0.3, factor: 0.75 },
          // Four wheelchair spaces, each booked with its companion seat: eight seats.
          { de: 'Rollstuhlplatz', en: 'Wheelchair space', share: 8 / roomSeats, factor: 0.75, companion: true },
        ]
      : [{ de: 'Freie Platzwahl', en: 'Unreserved seating', share: 1, factor: 1 }]
  for (const [index, group] of groups.entries()) {
    const seatGroup = await payload.create({
      collection: 'seat-groups',
      locale: 'de',
      data: {
        event,
        seat_group: group.de,
        capacity: group.companion ? Math.round(roomSeats * group.share) : Math.max(10, Math.round(roomSeats * group.share)),
        status: '1',
        sort: index,
        companion_seat: group.companion ?? false,
      },
      ...write,
    })
    await payload.update({ collection: 'seat-groups', id: seatGroup.id, locale: 'en', data: { seat_group: group.en }, ...write })
    count('seat-groups')
    const full = Math.round(production.fullPrice * group.factor) * 100
    const prices = [
      { name: { de: 'Vollpreis', en: 'Full price' }, text: 'Vollpreis', cents: full, sale: 1 },
      { name: { de: 'Ermäßigt', en: 'Reduced' }, text: 'Ermäßigt', cents: Math.round((full * 0.6) / 50) * 50, sale: 2 },
      { name: { de: 'Unter 18 Jahren', en: 'Under 18' }, text: 'Jugend', cents: Math.min(full, 800), sale: 3 },
    ]
    for (const [priceIndex, price] of prices.entries()) {
      const doc = await payload.create({
        collection: 'prices',
        locale: 'de',
        data: {
          event,
          seat_group: seatGroup.id,
          name: price.name.de,
          text: price.text,
          amount_cents: price.cents,
          sale_type_id: price.sale,
          has_discounts: priceIndex === 0,
          sort: priceIndex,
        },
        ...write,
      })
      await payload.update({ collection: 'prices', id: doc.id, locale: 'en', data: { name: price.name.en }, ...write })
      count('prices')
    }
  }
  if (production.timeslots) {
    for (let hour = 10; hour < 18; hour++) {
      await payload.create({
        collection: 'timeslots',
        data: {
          event,
          time_start: `${String(hour).padStart(2, '0')}:00:00`,
          block_id: hour,
          capacity: 25,
          status: hour === 12 ? '0' : '1',
        },
        ...write,
      })
      count('timeslots')
    }
  }
}

/** The programme's teasers between the days, each pointing at a page of the site. */
async function seedTeasers({ payload, count }: Seeder, festivalDay: FestivalDay, image: number | undefined): Promise<void> {
  for (const teaser of teasers) {
    const doc = await payload.create({
      collection: 'event-teasers',
      locale: 'de',
      data: {
        position: festivalDay(teaser.dayOffset, 12).toISOString(),
        preline: teaser.preline.de,
        headline: teaser.headline.de,
        subline: teaser.subline.de,
        link: teaser.link.de,
        link_text: teaser.linkText.de,
        image,
      },
      ...write,
    })
    await payload.update({
      collection: 'event-teasers',
      id: doc.id,
      locale: 'en',
      data: {
        preline: teaser.preline.en,
        headline: teaser.headline.en,
        subline: teaser.subline.en,
        link: teaser.link.en,
        link_text: teaser.linkText.en,
      },
      ...write,
    })
    count('event-teasers')
  }
}

/** Deterministic pseudo-random numbers, so every seed run makes the same festival. */
function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

/**
 * What makes a performance accessible, as a festival would plan it: surtitles wherever the
 * production has them, step-free access where it is marked accessible, and on some performances
 * of accessible and family productions audio description and German Sign Language (on the first
 * two performances from tomorrow on), a relaxed performance or an introduction in Leichte Sprache.
 */
function accessFeatures(production: ProductionSeed, index: number, laterIndex: number): AccessFeature[] {
  const features: AccessFeature[] = []
  const accessible = production.eventTags.includes('accessible')
  if (production.eventTags.includes('english-surtitles')) features.push('surtitles')
  if (accessible && laterIndex === 1) features.push('audio_description')
  if (accessible && laterIndex === 0) features.push('sign_language')
  if (production.eventTags.includes('family') && index === 0) features.push('relaxed')
  if (accessible && index === 0 && production.genre === 'theatre') features.push('easy_language')
  if (accessible) features.push('step_free')
  return features
}

/** Berlin start instants of a production's performances, spread over the festival's days. */
function performanceDates(production: ProductionSeed, random: () => number, festivalDay: FestivalDay): Date[] {
  const [hour = 19, minute = 30] = production.startTime.split(':').map(Number)
  if (production.season === 'previous') {
    // Last season's productions keep their dates a year back.
    return Array.from({ length: Math.min(production.performances, 3) }, (_, i) => {
      const d = festivalDay(i * 2, hour, minute)
      return new Date(d.getTime() - 364 * 86_400_000)
    })
  }
  const days = new Set<number>()
  const firstDay = Math.floor(random() * Math.max(1, FESTIVAL_DAYS - production.performances))
  if (production.performances >= 7) {
    // Long runs play on consecutive days.
    for (let i = 0; i < production.performances; i++) days.add(Math.min(FESTIVAL_DAYS - 1, firstDay + i))
  } else {
    while (days.size < production.performances) days.add(Math.floor(random() * FESTIVAL_DAYS))
  }
  return [...days].sort((a, b) => a - b).map((day) => festivalDay(day, hour, minute))
}
