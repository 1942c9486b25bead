import type { CollectionSlug, Payload } from 'payload'

import type { AccessFeature } from '../../src/cms/vocabulary'
import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'
import { berlinParts, berlinTime } from '../../src/lib/time/berlin'
import { productions, teasers } from './content'
import type { L, LParagraphs, ProductionSeed } from './content/types'
import { DEMO_CUSTOMER, DEMO_USERS } from './accounts'
import { newAccessKey, newTicketCode, orderNumber } from '../../src/features/booking/domain/order'
import { buyerDigest } from '../../src/cms/rules/buyer'
import { makePicture, type PictureKind } from './images'
import { seedPages } from './pages'
import { seedPeople, seedSeries, seedTaxonomies, seedVenues } from './catalogue'
import { seedForms, seedMagazine, seedSiteSettings } from './editorial'
import { type Keyed, need, write } from './write'

export const FESTIVAL_DAYS = 21

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

/** Deterministic pseudo-random numbers, so every seed run makes the same festival. */
function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
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

  // ---- pictures --------------------------------------------------------------------------
  let pictureSeed = 1
  async function picture(kind: PictureKind, alt: L): Promise<number> {
    const data = await makePicture(kind, pictureSeed++)
    const doc = await payload.create({
      collection: 'media',
      locale: 'de',
      data: { alt: alt.de },
      file: { data, mimetype: 'image/png', name: `${kind}-${pictureSeed}.png`, size: data.length },
      ...write,
    })
    await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: alt.en }, ...write })
    count('media')
    return doc.id
  }

  // ---- taxonomies, venues and rooms, people, series (catalogue.ts)
  const seeder = { payload, count, picture }
  const { seasonIds, genreIds, typeIds, eventTagIds, productionTagIds, articleTagIds, categoryIds } = await seedTaxonomies(seeder, today)
  const { venueIds, roomIds, roomCapacity } = await seedVenues(seeder)
  const personIds = await seedPeople(seeder)
  const seriesIds = await seedSeries(seeder)

  // ---- productions, events and their ticketing -------------------------------------------
  const productionIds: Keyed = new Map()
  const productionImages = new Map<string, number>()
  const random = prng(2026)
  let jetId = 100_000
  for (const production of productions) {
    const image = await picture(production.timeslots ? 'building' : production.key.length % 2 ? 'stage' : 'poster', {
      de: `Szenenbild aus „${production.title.de}“`,
      en: `Production still from “${production.title.en}”`,
    })
    productionImages.set(production.key, image)
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
        contributors: production.contributors.map((c) => ({ person: need(personIds, c.person, 'person'), role: c.role.de })),
        promoter: production.promoter?.de,
        season: need(seasonIds, production.season, 'season'),
        exhibition_type: need(typeIds, production.exhibitionType, 'exhibition type'),
        tags: production.tags.map((t) => need(productionTagIds, t, 'production tag')),
      },
      ...write,
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
    productionIds.set(production.key, doc.id)
    count('productions')

    const roomSeats = roomCapacity.get(production.room)
    if (roomSeats === undefined) throw new Error(`Seed content names unknown room '${production.room}'`)
    const dates = performanceDates(production, random, festivalDay)
    // Signed and audio-described performances are planned ahead: they fall on performances from
    // tomorrow on, so the demo always offers them whatever the hour it was seeded.
    const later = dates.filter((start) => start.getTime() > now.getTime() + 86_400_000)
    for (const [index, start] of dates.entries()) {
      const ticketed = production.fullPrice > 0
      const premiere = index === 0 && production.eventTags.includes('premiere')
      const event = await createEvent(
        production,
        start,
        ticketed ? String(jetId++) : null,
        premiere,
        accessFeatures(production, index, later.indexOf(start)),
      )
      if (ticketed) await seedTicketing(event, production, roomSeats)
    }
  }

  async function createEvent(
    production: ProductionSeed,
    start: Date,
    idJet: string | null,
    premiere: boolean,
    access: AccessFeature[],
  ): Promise<number> {
    const image = productionImages.get(production.key)
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
        image,
        important_info: production.importantInfo ? richTextFromParagraphs([production.importantInfo.de]) : undefined,
        description: richTextFromParagraphs(production.description.de),
        promoter: production.promoter?.de,
        date_start: start.toISOString(),
        date_end: new Date(start.getTime() + production.durationMinutes * 60_000).toISOString(),
        event_type_new: premiere ? 'premiere' : production.timeslots ? 'opening' : 'performance',
        production: need(productionIds, production.key, 'production'),
        venue: need(venueIds, production.venue, 'venue'),
        room: need(roomIds, production.room, 'room'),
        exhibition_type: need(typeIds, production.exhibitionType, 'exhibition type'),
        genre: need(genreIds, production.genre, 'genre'),
        tags: production.eventTags.map((t) => need(eventTagIds, t, 'event tag')),
        series: production.series.map((s) => need(seriesIds, s, 'series')),
        id_jet: idJet,
        ticket_url: idJet ? `/webshop/events/${idJet}` : undefined,
        availability: idJet ? 'available' : undefined,
        access_features: access,
      },
      ...write,
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
  async function seedTicketing(event: number, production: ProductionSeed, roomSeats: number): Promise<void> {
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

  // ---- programme teasers -----------------------------------------------------------------
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
        image: productionImages.values().next().value,
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

  // ---- magazine, forms, breaking news, opening hours, settings (editorial.ts)
  const articleIds = await seedMagazine(seeder, now, { categoryIds, articleTagIds, productionIds })
  const formIds = await seedForms(seeder)
  await seedSiteSettings(seeder, festivalDay)

  // ---- pages and navigation --------------------------------------------------------------
  const pageCount = await seedPages(payload, {
    write,
    picture,
    articleIds,
    venueIds: [...venueIds.values()],
    categoryIds: [...categoryIds.values()],
    eventTagIds: [...eventTagIds.values()],
    formIds,
    festivalStart,
  })
  count('pages', pageCount)

  // ---- accounts ---------------------------------------------------------------------------
  for (const user of DEMO_USERS) {
    const existing = await payload.find({ collection: 'users', where: { email: { equals: user.email } }, limit: 1, overrideAccess: true })
    if (existing.docs.length === 0) {
      await payload.create({ collection: 'users', data: { ...user, roles: [...user.roles] }, ...write })
      count('users')
    }
  }
  const customer = await payload.create({
    collection: 'customers',
    data: { ...DEMO_CUSTOMER, _verified: true },
    disableVerificationEmail: true,
    ...write,
  })
  count('customers')

  // ---- what visitors leave behind: an order, a form entry; plus an editable section and a redirect
  await seedDemoOrder(payload, customer.id, now)
  count('orders')
  await seedBoxOfficeSales(payload, now)
  count('orders', 2)
  const contactForm = formIds.get('contact')
  if (contactForm) {
    await payload.create({
      collection: 'form-entries',
      data: {
        form: contactForm,
        locale: 'de',
        field_values: {
          name: 'Mara Schmidt',
          email: 'mara.schmidt@example.org',
          email2: 'mara.schmidt@example.org',
          subject: 'access',
          message: 'Guten Tag, gibt es bei „Hochwasser“ Plätze für Rollstuhlnutzer:innen mit Begleitung? Vielen Dank!',
          privacy: true,
        },
      },
      ...write,
    })
    count('form-entries')
  }
  const [firstEvent] = (await payload.find({ collection: 'events', sort: 'date_start', limit: 1, depth: 0, overrideAccess: true })).docs
  if (firstEvent) {
    const columns = (locale: 'de' | 'en') => [
      {
        classes: 'medium-10 xlarge-6',
        children: [
          {
            blockType: 'text' as const,
            content: richTextFromParagraphs([
              locale === 'de'
                ? 'Nach der Vorstellung laden die Künstler:innen zum Publikumsgespräch im Foyer ein.'
                : 'After the performance the artists invite you to a conversation in the foyer.',
            ]),
          },
        ],
      },
    ]
    const container = await payload.create({
      collection: 'containers',
      locale: 'de',
      data: {
        _status: 'published',
        slug: `event-${firstEvent.id}-main`,
        content_type: 'event',
        object_id: firstEvent.id,
        columns: columns('de'),
      },
      ...write,
    })
    await payload.update({
      collection: 'containers',
      id: container.id,
      locale: 'en',
      data: { _status: 'published', columns: columns('en') },
      ...write,
    })
    count('containers')
  }
  await payload.create({ collection: 'redirects', data: { old_path: '/de/festival-2025', new_path: '/de/ueber-das-festival' }, ...write })
  count('redirects')

  return summary
}

/**
 * The box office has sold two coming performances out or nearly so (a whole school class, a
 * company outing): the demo shows 'sold out' and 'few tickets left' in the programme, on the event
 * page and in the widget. Every other performance on sale is 'available'.
 */
async function seedBoxOfficeSales(payload: Payload, now: Date): Promise<void> {
  const ticketed = await payload.find({
    collection: 'events',
    where: {
      and: [{ id_jet: { exists: true } }, { date_start: { greater_than: new Date(now.getTime() + 2 * 86_400_000).toISOString() } }],
    },
    sort: 'date_start',
    pagination: false,
    depth: 0,
    select: { id: true, title: true, date_start: true },
    overrideAccess: true,
  })
  const chosen: { event: (typeof ticketed.docs)[number]; group: { id: number; seat_group: string; capacity: number }; left: number }[] = []
  for (const event of ticketed.docs) {
    if (chosen.length === 2) break
    const groups = await payload.find({
      collection: 'seat-groups',
      where: { event: { equals: event.id } },
      depth: 0,
      locale: 'de',
      overrideAccess: true,
    })
    const slots = await payload.count({ collection: 'timeslots', where: { event: { equals: event.id } }, overrideAccess: true })
    const group = groups.docs[0]
    if (groups.docs.length !== 1 || slots.totalDocs > 0 || !group) continue
    chosen.push({ event, group, left: chosen.length === 0 ? 0 : 2 })
  }
  for (const [index, { event, group, left }] of chosen.entries()) {
    const [price] = (
      await payload.find({
        collection: 'prices',
        where: { and: [{ seat_group: { equals: group.id } }, { text: { equals: 'Vollpreis' } }] },
        limit: 1,
        depth: 0,
        locale: 'de',
        overrideAccess: true,
      })
    ).docs
    if (!price) throw new Error('a seat group without its full price')
    const quantity = group.capacity - left
    const soldAt = new Date(now.getTime() - 86_400_000)
    const cart = await payload.create({
      collection: 'carts',
      data: { token: `demo-cart-box-office-${index + 1}`, status: 'ordered', expires_at: soldAt.toISOString() },
      ...write,
    })
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: orderNumber(cart.id, Number(berlinParts(soldAt).year)),
        access_key: newAccessKey(),
        payment: 'box_office',
        // Sold at the counter: paid there and then.
        payment_status: 'paid',
        paid_at: soldAt.toISOString(),
        mail_sent_at: soldAt.toISOString(),
        cart: cart.id,
        first_name: 'Abendkasse',
        last_name: index === 0 ? 'Schulklassen' : 'Firmenausflug',
        email: 'kasse@festival.example',
        buyer_key: buyerDigest('kasse@festival.example'),
        lines: [
          {
            event_title: event.title,
            date_start: event.date_start,
            seat_group: group.seat_group,
            price_name: price.name,
            quantity,
            unit_cents: price.amount_cents,
          },
        ],
        total_cents: quantity * price.amount_cents,
        confirmed_at: soldAt.toISOString(),
      },
      ...write,
    })
    await payload.create({
      collection: 'reservations',
      data: {
        cart: cart.id,
        event: event.id,
        seat_group: group.id,
        price: price.id,
        quantity,
        seats: quantity,
        unit_cents: price.amount_cents,
        status: 'sold',
        expires_at: soldAt.toISOString(),
        order: order.id,
      },
      ...write,
    })
    await payload.update({ collection: 'events', id: event.id, data: { availability: left === 0 ? 'sold_out' : 'few' }, ...write })
  }
}

/** A confirmed past order of the demo customer: its cart, the sold reservation, the order. */
async function seedDemoOrder(payload: Payload, customer: number, now: Date): Promise<void> {
  const [price] = (
    await payload.find({
      collection: 'prices',
      where: { text: { equals: 'Vollpreis' } },
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  if (!price) throw new Error('The seed made no prices')
  const eventId = typeof price.event === 'number' ? price.event : price.event.id
  const seatGroupId = typeof price.seat_group === 'number' ? price.seat_group : price.seat_group.id
  const event = await payload.findByID({ collection: 'events', id: eventId, locale: 'de', depth: 0, overrideAccess: true })
  const seatGroup = await payload.findByID({ collection: 'seat-groups', id: seatGroupId, locale: 'de', depth: 0, overrideAccess: true })
  const orderedAt = new Date(now.getTime() - 3 * 86_400_000)
  const cart = await payload.create({
    collection: 'carts',
    data: {
      token: 'demo-cart-besucherin',
      customer,
      status: 'ordered',
      expires_at: new Date(orderedAt.getTime() + 15 * 60_000).toISOString(),
    },
    ...write,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: orderNumber(cart.id, Number(berlinParts(orderedAt).year)),
      access_key: newAccessKey(),
      payment: 'invoice',
      // Ordered three days ago and paid by transfer since.
      payment_status: 'paid',
      paid_at: new Date(orderedAt.getTime() + 86_400_000).toISOString(),
      mail_sent_at: orderedAt.toISOString(),
      street: 'Festivalstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      cart: cart.id,
      customer,
      first_name: DEMO_CUSTOMER.first_name,
      last_name: DEMO_CUSTOMER.last_name,
      email: DEMO_CUSTOMER.email,
      buyer_key: buyerDigest(DEMO_CUSTOMER.email),
      lines: [
        {
          event_title: event.title,
          date_start: event.date_start,
          seat_group: seatGroup.seat_group,
          price_name: price.name,
          quantity: 2,
          unit_cents: price.amount_cents,
        },
      ],
      total_cents: 2 * price.amount_cents,
      confirmed_at: orderedAt.toISOString(),
    },
    ...write,
  })
  const reservation = await payload.create({
    collection: 'reservations',
    data: {
      cart: cart.id,
      customer,
      event: eventId,
      seat_group: seatGroupId,
      price: price.id,
      quantity: 2,
      seats: 2,
      unit_cents: price.amount_cents,
      status: 'sold',
      expires_at: cart.expires_at,
      order: order.id,
    },
    ...write,
  })
  for (let ticket = 0; ticket < 2; ticket++) {
    await payload.create({
      collection: 'tickets',
      data: {
        code: newTicketCode(),
        order: order.id,
        customer,
        reservation: reservation.id,
        event: eventId,
        seat_group: seatGroupId,
        price: price.id,
        status: 'valid',
      },
      ...write,
    })
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
function performanceDates(
  production: ProductionSeed,
  random: () => number,
  festivalDay: (offset: number, hour?: number, minute?: number) => Date,
): Date[] {
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

export type { L, LParagraphs }
