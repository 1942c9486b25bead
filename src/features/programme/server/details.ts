import 'server-only'

import type { Payload, Where } from 'payload'
import { cache } from 'react'

import { type EventTickets, sellsTickets } from '@/features/booking/domain/eventTickets'
import { ticketingProvider } from '@/features/booking/providers/registry'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'
import { populatedOne } from '@/lib/payload/relations'
import { parseId } from '@/lib/routing/ids'
import type { Article, Event, Production } from '@/payload-types'

/** A short reference to another event (children, further dates). */
export type EventRef = Pick<Event, 'id' | 'title' | 'slug' | 'date_start' | 'preline'> & { venueName: string | null }
export type ArticleRef = Pick<Article, 'id' | 'title' | 'slug' | 'preline' | 'teaser_text'>

/**
 * What an event's detail page shows (SPEC §2 section order). Sections an event leaves empty fall
 * back to its production's (description, images, programme items, video, contributors): the
 * production is where editors write what all its dates share.
 */
export type EventDetail = {
  event: Event
  /** SPEC §3 current event data for the booking widget; null when it sells no tickets here. */
  tickets: EventTickets | null
  production: Production | null
  children: EventRef[]
  otherDates: EventRef[]
  articles: ArticleRef[]
  description: Event['description']
  images: Event['images']
  programs: Event['programs']
  videoUrl: string | null
  contributors: Event['contributors']
}

const REF_SELECT = { title: true, slug: true, date_start: true, preline: true, venue: true } as const

async function eventRefs(
  payload: Payload,
  locale: Locale,
  where: Parameters<Payload['find']>[0]['where'],
  limit: number,
): Promise<EventRef[]> {
  const result = await payload.find({
    collection: 'events',
    locale,
    where,
    sort: 'date_start',
    limit,
    depth: 1,
    select: REF_SELECT,
    populate: { venues: { name: true } },
    overrideAccess: false,
    draft: false,
  })
  return result.docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    date_start: doc.date_start,
    preline: doc.preline,
    venueName: populatedOne(doc.venue)?.name ?? null,
  }))
}

/** The detail documents a page is about. */
type DetailOf = 'events' | 'productions' | 'venues' | 'people' | 'series'

/** One public document by the id in the address; null when the id is malformed or the public may not see it. */
async function findOne<C extends DetailOf>(payload: Payload, collection: C, rawId: string, locale: Locale, depth = 1) {
  const id = parseId(rawId)
  if (id === null) return null
  const result = await payload.find({
    collection,
    locale,
    where: { id: { equals: id } },
    limit: 1,
    depth,
    overrideAccess: false,
    draft: false,
  })
  return result.docs[0] ?? null
}

/** Events that have not begun yet. */
const upcoming = (now: Date): Where => ({ date_start: { greater_than_equal: now.toISOString() } })

const hasRichText = (value: unknown) => Boolean(value && typeof value === 'object' && 'root' in value)
const nonEmpty = <T>(value: T[] | null | undefined): value is T[] => Array.isArray(value) && value.length > 0

/** The public event with everything its page shows; null when the public may not see it. */
export async function findEventDetail(payload: Payload, rawId: string, locale: Locale, now = new Date()): Promise<EventDetail | null> {
  const event = await findOne(payload, 'events', rawId, locale, 2)
  if (!event) return null
  const production = populatedOne(event.production)
  const [children, otherDates, articles, tickets] = await Promise.all([
    eventRefs(payload, locale, { parent_event: { equals: event.id } }, 50),
    production
      ? eventRefs(
          payload,
          locale,
          { and: [{ production: { equals: production.id } }, { id: { not_equals: event.id } }, upcoming(now)] },
          20,
        )
      : Promise.resolve([]),
    production ? relatedArticles(payload, locale, production.id) : Promise.resolve([]),
    event.id_jet
      ? ticketingProvider(payload)
          .eventTickets([event.id], locale)
          .then((found) => found.get(event.id) ?? null)
      : Promise.resolve(null),
  ])
  return {
    event,
    tickets: tickets && sellsTickets(tickets) ? tickets : null,
    production,
    children,
    otherDates,
    articles,
    description: hasRichText(event.description) ? event.description : (production?.description ?? null),
    images: nonEmpty(event.images) ? event.images : (production?.images ?? null),
    programs: nonEmpty(event.programs) ? event.programs : (production?.programs ?? null),
    videoUrl: event.video_url || production?.video_url || null,
    contributors: nonEmpty(event.contributors) ? event.contributors : (production?.contributors ?? null),
  }
}

/** One lookup per request, shared by the page's metadata and the page. */
export const loadEventDetail = cache(async (rawId: string, locale: Locale) => findEventDetail(await getPayloadClient(), rawId, locale))

/** What a production's detail page shows (SPEC §2 production section order). */
export type ProductionDetail = { production: Production; events: EventRef[]; articles: ArticleRef[] }

async function relatedArticles(payload: Payload, locale: Locale, productionId: number): Promise<ArticleRef[]> {
  const found = await payload.find({
    collection: 'articles',
    locale,
    where: { related_productions: { in: [productionId] } },
    sort: '-published_at',
    limit: 3,
    depth: 0,
    select: { title: true, slug: true, preline: true, teaser_text: true },
    overrideAccess: false,
    draft: false,
  })
  return found.docs
}

/** The public production with its coming dates and magazine articles; null when the public may not see it. */
export async function findProductionDetail(
  payload: Payload,
  rawId: string,
  locale: Locale,
  now = new Date(),
): Promise<ProductionDetail | null> {
  const production = await findOne(payload, 'productions', rawId, locale, 2)
  if (!production) return null
  const [events, articles] = await Promise.all([
    eventRefs(payload, locale, { and: [{ production: { equals: production.id } }, upcoming(now)] }, 50),
    relatedArticles(payload, locale, production.id),
  ])
  return { production, events, articles }
}

export const loadProductionDetail = cache(async (rawId: string, locale: Locale) =>
  findProductionDetail(await getPayloadClient(), rawId, locale),
)

/** A venue page: the venue, its rooms and the coming events there. */
export async function findVenueDetail(payload: Payload, rawId: string, locale: Locale, now = new Date()) {
  const venue = await findOne(payload, 'venues', rawId, locale)
  if (!venue) return null
  const [rooms, events] = await Promise.all([
    payload
      .find({
        collection: 'rooms',
        locale,
        where: { venue: { equals: venue.id } },
        sort: ['sort', 'name'],
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      .then((found) => found.docs),
    eventRefs(payload, locale, { and: [{ venue: { equals: venue.id } }, upcoming(now)] }, 30),
  ])
  return { venue, rooms, events }
}

/** A person's page: the person and the public productions they contribute to. */
export async function findPersonDetail(payload: Payload, rawId: string, locale: Locale) {
  const person = await findOne(payload, 'people', rawId, locale)
  if (!person) return null
  const productions = await payload.find({
    collection: 'productions',
    locale,
    where: { 'contributors.person': { equals: person.id } },
    sort: 'title',
    pagination: false,
    depth: 0,
    select: { title: true, slug: true, subtitle: true, contributors: true },
    overrideAccess: false,
    draft: false,
  })
  return {
    person,
    productions: productions.docs.map((production) => ({
      id: production.id,
      title: production.title,
      slug: production.slug,
      role:
        production.contributors?.find((row) => (typeof row.person === 'object' ? row.person.id : row.person) === person.id)?.role ?? null,
    })),
  }
}

/** A series page: the series and its coming events. */
export async function findSeriesDetail(payload: Payload, rawId: string, locale: Locale, now = new Date()) {
  const series = await findOne(payload, 'series', rawId, locale)
  if (!series) return null
  const [events, subscriptions] = await Promise.all([
    eventRefs(payload, locale, { and: [{ series: { in: [series.id] } }, upcoming(now)] }, 50),
    // Sold as a subscription only while the shop has one to sell (on sale, two performances ahead).
    ticketingProvider(payload).subscriptionOffers(locale, { seriesId: series.id, now }),
  ])
  return { series, events, subscription: subscriptions[0] ?? null }
}

export const loadVenueDetail = cache(async (rawId: string, locale: Locale) => findVenueDetail(await getPayloadClient(), rawId, locale))
export const loadPersonDetail = cache(async (rawId: string, locale: Locale) => findPersonDetail(await getPayloadClient(), rawId, locale))
export const loadSeriesDetail = cache(async (rawId: string, locale: Locale) => findSeriesDetail(await getPayloadClient(), rawId, locale))

/** The team list (SPEC §2 /team): the public people marked for it, in the editors' order. */
export async function findTeam(payload: Payload, locale: Locale) {
  const result = await payload.find({
    collection: 'people',
    locale,
    where: { in_team: { equals: true } },
    sort: ['sort', 'name'],
    pagination: false,
    depth: 1,
    select: { name: true, slug: true, position: true, department: true, image: true },
    overrideAccess: false,
    draft: false,
  })
  return result.docs
}

export const loadTeam = cache(async (locale: Locale) => findTeam(await getPayloadClient(), locale))
