import type { CollectionSlug, Payload } from 'payload'

import { berlinParts, berlinTime } from '../../src/lib/time/berlin'
import type { L, LParagraphs } from './content/types'
import type { PictureKind } from './images'
import { seedPages } from './pages'
import { addPicture } from './pictures'
import { seedPeople, seedSeries, seedTaxonomies, seedVenues } from './catalogue'
import { seedForms, seedMagazine, seedSiteSettings } from './editorial'
import { seedProgramme } from './programme'
import { seedVisitors } from './visitors'
import { write, writeBeforeEnglish } from './write'

/** Collections the seed fills, in the order reset empties them (dependents first). */
const CONTENT_COLLECTIONS: CollectionSlug[] = [
  // Tickets first: they point to orders, reservations and events, which cannot go while they stay.
  'tickets',
  'orders',
  'reservations',
  'sale-limits',
  'carts',
  'prices',
  'timeslots',
  'seat-groups',
  'form-entries',
  'temp-files',
  'containers',
  'event-teasers',
  'events',
  'articles',
  'productions',
  'pages',
  'series',
  'rooms',
  'venues',
  'people',
  'forms',
  'breaking-news',
  'redirects',
  'article-categories',
  'article-tags',
  'genres',
  'exhibition-types',
  'event-tags',
  'seasons',
  'production-tags',
  'media',
  'customers',
]

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs > 0
}

export async function resetContent(payload: Payload): Promise<void> {
  for (const collection of CONTENT_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } }, ...write })
  }
}

export type SeedSummary = Record<string, number>

export async function seedFestival(payload: Payload, { now }: { now: Date }): Promise<SeedSummary> {
  const summary: SeedSummary = {}
  const count = (key: string, n = 1) => {
    summary[key] = (summary[key] ?? 0) + n
  }

  // The festival: three weeks starting two days ago (Berlin), so the programme is mostly ahead.
  const today = berlinParts(now)
  const festivalStart = berlinTime(today.year, today.month, today.day - 2)
  const festivalDay = (offset: number, hour = 0, minute = 0) => {
    const start = berlinParts(festivalStart)
    return berlinTime(start.year, start.month, start.day + offset, hour, minute)
  }

  // ---- pictures: documents now, files by finishPictures (pictures.ts) -----------------------
  let pictureSeed = 1
  async function picture(kind: PictureKind, alt: L): Promise<number> {
    const id = await addPicture(payload, kind, pictureSeed++, alt)
    count('media')
    return id
  }

  // ---- taxonomies, venues and rooms, people, series (catalogue.ts)
  const seeder = { payload, count, picture }
  const { seasonIds, genreIds, typeIds, eventTagIds, productionTagIds, articleTagIds, categoryIds } = await seedTaxonomies(seeder, today)
  const { venueIds, roomIds, roomCapacity } = await seedVenues(seeder)
  const personIds = await seedPeople(seeder)
  const seriesIds = await seedSeries(seeder)
  const productionIds = await seedProgramme(
    seeder,
    { seasonIds, genreIds, typeIds, eventTagIds, productionTagIds, personIds, seriesIds, venueIds, roomIds, roomCapacity },
    now,
    festivalDay,
  )

  // ---- magazine, forms, breaking news, opening hours, settings (editorial.ts)
  const articleIds = await seedMagazine(seeder, now, { categoryIds, articleTagIds, productionIds })
  const formIds = await seedForms(seeder)
  await seedSiteSettings(seeder, festivalDay)

  // ---- pages and navigation --------------------------------------------------------------
  const pageCount = await seedPages(payload, {
    write,
    writeBeforeEnglish,
    picture,
    articleIds,
    venueIds: [...venueIds.values()],
    categoryIds: [...categoryIds.values()],
    eventTagIds: [...eventTagIds.values()],
    formIds,
    festivalStart,
  })
  count('pages', pageCount)

  // ---- accounts and what visitors leave behind (visitors.ts)
  await seedVisitors(seeder, now, formIds)
  return summary
}

export type { L, LParagraphs }
