import { type APIRequestContext, request as http } from '@playwright/test'

import { makePicture } from '../../scripts/seed/images'
import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'

import { mailsTo } from './support'
import { expect, test } from './test'

/**
 * What a journey relies on, made by the journey itself through the back office's API: a
 * performance with seats (and, where asked, its timeslots), a customer account, a content page and
 * one document of each detail page type, so no journey depends on the demo festival's titles, its
 * order, the seats earlier journeys took or the demo customer's login throttle. (An editor's page
 * is editor-support's makePage.)
 */

type Locale = 'de' | 'en'

export type Timeslot = { id: number; time_start: string; block_id: number; status: string }
export type SeatGroup = {
  id: number
  seat_group: string
  status: string
  prices: { price: string; sale_type_id: number; text: string }[]
  timeslots: Timeslot[]
}
/** A performance as the programme lists it, with the tickets its booking widget asks for when it opens. */
export type ListedEvent = {
  id: number
  title: string
  url: string
  date_start: string
  ticket_url: string | null
  id_jet: string | null
  availability: string | null
  bookable: boolean
  seat_groups: SeatGroup[]
}

const CSRF = 'e2e5'.repeat(10)
const AUTHOR = { email: 'admin@festival.example', password: 'festival-admin' }
/** The back office's default threshold (DEFAULT_FEW_TICKETS_THRESHOLD): this few seats left or fewer is 'few'. */
const FEW = 10

let backOffice: Promise<APIRequestContext> | null = null
let made = 0

/** The demo administrator's API session, logged in once per run (the back office allows ten logins in 15 minutes). */
function author(): Promise<APIRequestContext> {
  backOffice ??= (async () => {
    const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100'
    const { origin, hostname } = new URL(baseURL)
    const context = await http.newContext({
      baseURL,
      // An address of its own, so the fixtures never count against a journey's limits.
      extraHTTPHeaders: { origin, 'x-csrftoken': CSRF, 'x-forwarded-for': '10.255.255.1' },
      storageState: {
        cookies: [
          { name: 'csrftoken', value: CSRF, domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
        ],
        origins: [],
      },
    })
    const login = await context.post('/cms-api/users/login', { data: AUTHOR })
    expect(login.status(), await login.text()).toBe(200)
    return context
  })().catch((error: unknown) => {
    // A failed login is not remembered: the next journey (or the retry) logs in again.
    backOffice = null
    throw error
  })
  return backOffice
}

async function create<T extends { id: number }>(api: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<T> {
  const response = await api.post(`/cms-api/${collection}?locale=de&depth=0`, { data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: T }).doc
}

async function update(
  api: APIRequestContext,
  collection: string,
  id: number,
  locale: Locale,
  data: Record<string, unknown>,
): Promise<void> {
  const response = await api.patch(`/cms-api/${collection}/${id}?locale=${locale}&depth=0`, { data })
  expect(response.status(), await response.text()).toBe(200)
}

const translate = (api: APIRequestContext, collection: string, id: number, data: Record<string, unknown>) =>
  update(api, collection, id, 'en', data)

/** A change by the back office to a document the journey made (published at once where it says so). */
export async function changeDocument(collection: string, id: number, locale: Locale, data: Record<string, unknown>): Promise<void> {
  await update(await author(), collection, id, locale, data)
}

let pictureId: Promise<number> | null = null

/** The fixtures' picture (a stage still in both languages), uploaded once per run: a listed performance shows one as the demo's do. */
function picture(): Promise<number> {
  pictureId ??= (async () => {
    const api = await author()
    const upload = await api.post('/cms-api/media?locale=de', {
      multipart: {
        file: { name: `probe-${Date.now().toString(36)}.png`, mimeType: 'image/png', buffer: await makePicture('stage', 7) },
        _payload: JSON.stringify({ alt: 'Szenenbild der Probe' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const image = ((await upload.json()) as { doc: { id: number } }).doc.id
    await translate(api, 'media', image, { alt: 'Still from the rehearsal' })
    return image
  })().catch((error: unknown) => {
    pictureId = null
    throw error
  })
  return pictureId
}

export type PerformanceOptions = {
  /** Seat groups (stalls, circle, wheelchair spaces), each with a full, a reduced and an under-18 price (the reduced ones behind 'Discounts'). */
  groups?: number
  /** Seats in each group: 10 or fewer show as 'few', 0 as 'sold out'. */
  seats?: number
  /** Hourly timeslots from 10:00 to 17:00, 12:00 not on sale, as an exhibition sells them. */
  timeslots?: boolean
  /**
   * How many days from now it plays (at 18:30 UTC, an evening in Berlin). The default, 5, keeps it
   * off the programme's first page, which journeys compare with the page's cached copy.
   */
  daysAhead?: number
}

/** The seat groups of a large hall; the wheelchair spaces are booked each with its companion seat. */
const GROUPS = [
  { de: 'Parkett', en: 'Stalls', companion: false },
  { de: 'Rang', en: 'Circle', companion: false },
  { de: 'Rollstuhlplatz', en: 'Wheelchair space', companion: true },
]
const PRICES = [
  { de: 'Vollpreis', en: 'Full price', text: 'Vollpreis', cents: 2400, sale: 1 },
  { de: 'Ermäßigt', en: 'Reduced', text: 'Ermäßigt', cents: 1450, sale: 2 },
  { de: 'Unter 18 Jahren', en: 'Under 18', text: 'Jugend', cents: 800, sale: 3 },
]

/**
 * A published performance on sale, made for the journey: its title names the test run, its seat
 * groups and prices are the ones a festival sells, and it answers as the programme lists it
 * (with the tickets its booking widget asks for).
 */
export async function makePerformance(locale: Locale, options: PerformanceOptions = {}): Promise<ListedEvent> {
  const { groups = 1, seats = 100, timeslots = false, daysAhead = 5 } = options
  const api = await author()
  const n = `${Date.now().toString(36)}${made++}`
  const jet = `e2e-${n}`
  const start = new Date(Date.now() + daysAhead * 86_400_000)
  start.setUTCHours(18, 30, 0, 0)
  const availability = seats <= 0 ? 'sold_out' : seats <= FEW ? 'few' : 'available'
  const event = await create<{ id: number }>(api, 'events', {
    _status: 'published',
    image: await picture(),
    title: `Probe ${n}`,
    subline: 'Eine Vorstellung für den Test',
    date_start: start.toISOString(),
    date_end: new Date(start.getTime() + 90 * 60_000).toISOString(),
    event_type_new: timeslots ? 'opening' : 'performance',
    id_jet: jet,
    ticket_url: `/webshop/events/${jet}`,
    availability,
  })
  await translate(api, 'events', event.id, {
    _status: 'published',
    title: `Rehearsal ${n}`,
    slug: '',
    subline: 'A performance for the test',
  })
  for (const [index, name] of GROUPS.slice(0, groups).entries()) {
    const group = await create<{ id: number }>(api, 'seat-groups', {
      event: event.id,
      seat_group: name.de,
      capacity: Math.max(0, seats),
      status: '1',
      sort: index,
      companion_seat: name.companion,
    })
    await translate(api, 'seat-groups', group.id, { seat_group: name.en })
    for (const [sort, price] of PRICES.entries()) {
      const doc = await create<{ id: number }>(api, 'prices', {
        event: event.id,
        seat_group: group.id,
        name: price.de,
        text: price.text,
        amount_cents: price.cents - index * 400,
        sale_type_id: price.sale,
        has_discounts: sort === 0,
        sort,
      })
      await translate(api, 'prices', doc.id, { name: price.en })
    }
  }
  if (timeslots) {
    for (let hour = 10; hour < 18; hour++) {
      const time = `${String(hour).padStart(2, '0')}:00:00`
      await create(api, 'timeslots', { event: event.id, time_start: time, block_id: hour, capacity: 25, status: hour === 12 ? '0' : '1' })
    }
  }
  return listed(api, event.id, locale)
}

/** A performance's class as stored (what its static pages show once their tags expire): 'available', 'few', 'sold_out'. */
export async function storedAvailability(id: number): Promise<string | null> {
  const doc = (await (await (await author()).get(`/cms-api/events/${id}?depth=0`)).json()) as { availability?: string | null }
  return doc.availability ?? null
}

/** The performance as the programme's call lists it, with its widget's tickets. */
async function listed(api: APIRequestContext, id: number, locale: Locale): Promise<ListedEvent> {
  const doc = (await (await api.get(`/cms-api/events/${id}?locale=all&depth=0`)).json()) as {
    title: Record<Locale, string>
    slug: Record<Locale, string>
    date_start: string
    ticket_url: string
    id_jet: string
    availability: string
  }
  const tickets = await api.get(`/${locale}/api/events/${id}/tickets/`)
  expect(tickets.status()).toBe(200)
  const { seat_groups } = (await tickets.json()) as { seat_groups: SeatGroup[] }
  return {
    id,
    title: doc.title[locale],
    url: `/${locale}/${locale === 'de' ? 'programm' : 'programme'}/${doc.slug[locale]}/${id}`,
    date_start: doc.date_start,
    ticket_url: doc.ticket_url,
    id_jet: doc.id_jet,
    availability: doc.availability,
    bookable: true,
    seat_groups,
  }
}

/** A series of the journey's own sold as a subscription (issue 46): its performances and its package price. */
export async function makeSubscription(
  performances: readonly { id: number }[],
  priceCents: number,
): Promise<{ id: number; name: Record<Locale, string> }> {
  const api = await author()
  const n = `${Date.now().toString(36)}${made++}`
  const name = { de: `Abo-Reihe ${n}`, en: `Subscription series ${n}` }
  const series = await create<{ id: number }>(api, 'series', {
    _status: 'published',
    name: name.de,
    subscription: { on_sale: true, price_cents: priceCents, seat_group: 'Parkett' },
  })
  await translate(api, 'series', series.id, { _status: 'published', name: name.en, slug: '' })
  for (const performance of performances) await update(api, 'events', performance.id, 'de', { _status: 'published', series: [series.id] })
  return { id: series.id, name }
}

export type Customer = { email: string; password: string; first_name: string; last_name: string }

/** A verified customer account of the journey's own (its logins count against no other journey's throttle). */
export async function makeCustomer(): Promise<Customer> {
  const api = await author()
  const n = `${Date.now().toString(36)}${made++}`
  const customer = { email: `kundin.${n}@example.org`, password: `festival-${n}-kundin`, first_name: 'Karla', last_name: `Kundin ${n}` }
  const response = await api.post('/cms-api/customers', { data: customer })
  expect(response.status(), await response.text()).toBe(201)
  // The address is confirmed as a visitor confirms it: with the token of the mail the site sent.
  const [mail] = await mailsTo(customer.email, /^Bitte bestätigen Sie Ihre E-Mail-Adresse$/)
  const token = /\/webshop\/account\/verify\/([0-9a-f]+)/.exec(String(mail?.html ?? ''))?.[1]
  if (!token) throw new Error(`no verification mail to ${customer.email}`)
  const verified = await api.post(`/cms-api/customers/verify/${token}`)
  expect(verified.status(), await verified.text()).toBe(200)
  return customer
}

/** A document as a page type shows it: its id, and its address's slug and its title in both languages. */
export type Doc = { id: number; slug: Record<Locale, string>; title: Record<Locale, string> }

/** One document of each detail page type (SPEC §2), linked as the festival links them. */
export type Documents = Record<'event' | 'production' | 'person' | 'article' | 'category' | 'tag' | 'venue' | 'form' | 'series', Doc>

let documents: Promise<Documents> | null = null

/** Creates a document in German, adds its English and answers it as a page type names it. */
async function bilingual(
  api: APIRequestContext,
  collection: string,
  titleField: 'title' | 'name',
  de: Record<string, unknown>,
  en: Record<string, unknown>,
): Promise<Doc> {
  const doc = await create<{ id: number }>(api, collection, de)
  await translate(api, collection, doc.id, { ...en, slug: '' })
  return docOf(api, collection, doc.id, titleField)
}

async function docOf(api: APIRequestContext, collection: string, id: number, titleField: 'title' | 'name'): Promise<Doc> {
  const all = (await (await api.get(`/cms-api/${collection}/${id}?locale=all&depth=0`)).json()) as Record<string, unknown>
  // Localised fields come as {de, en}; a field that is not localised (a person's name) as one string for both.
  const both = (value: unknown): Record<Locale, string> => {
    if (typeof value === 'string') return { de: value, en: value }
    const { de, en } = (value ?? {}) as Partial<Record<Locale, string>>
    if (!de || !en) throw new Error(`${collection} ${id} lacks a language: ${JSON.stringify(value)}`)
    return { de, en }
  }
  return { id, slug: both(all.slug), title: both(all[titleField]) }
}

/**
 * The detail pages' documents, made once per run: a person in a production's team, a venue with
 * its address, a series, a performance of the production in that venue and series with tickets,
 * important information and German Sign Language,
 * a magazine article in its category with its tag, and a contact form; each with a picture where
 * its page shows one, and in both languages.
 */
export function makeDocuments(): Promise<Documents> {
  documents ??= (async () => {
    const api = await author()
    const n = `${Date.now().toString(36)}${made++}`
    const image = await picture()
    const published = { _status: 'published' }
    const person = await bilingual(
      api,
      'people',
      'name',
      {
        ...published,
        name: `Pia Probe ${n}`,
        image,
        position: 'Regisseurin',
        bio: richTextFromParagraphs(['Pia Probe inszeniert seit zwanzig Jahren.']),
      },
      { ...published, position: 'Director', bio: richTextFromParagraphs(['Pia Probe has been directing for twenty years.']) },
    )
    const venue = await bilingual(
      api,
      'venues',
      'name',
      { ...published, name: `Probebühne ${n}`, image, street: 'Uferstraße 1', postal_code: '04229', city: 'Leipzig', step_free: true },
      { ...published, name: `Rehearsal stage ${n}` },
    )
    const series = await bilingual(
      api,
      'series',
      'name',
      { ...published, name: `Probenreihe ${n}`, image, description: richTextFromParagraphs(['Eine Reihe für den Test.']) },
      { ...published, name: `Rehearsal series ${n}`, description: richTextFromParagraphs(['A series for the test.']) },
    )
    const production = await bilingual(
      api,
      'productions',
      'title',
      {
        ...published,
        title: `Probestück ${n}`,
        image,
        teaser_text: 'Ein Stück über das Proben.',
        description: richTextFromParagraphs(['Ein Stück über das Proben.']),
        contributors: [{ person: person.id, role: 'Regie' }],
      },
      {
        ...published,
        title: `Rehearsal piece ${n}`,
        teaser_text: 'A piece about rehearsing.',
        description: richTextFromParagraphs(['A piece about rehearsing.']),
      },
    )
    const performance = await makePerformance('de', { daysAhead: 6 })
    const linked = await api.patch(`/cms-api/events/${performance.id}?locale=de&depth=0`, {
      data: {
        production: production.id,
        venue: venue.id,
        series: [series.id],
        image,
        description: richTextFromParagraphs(['Die Vorstellung.']),
        important_info: richTextFromParagraphs(['Einlass ab 19 Uhr.']),
        access_features: ['sign_language', 'step_free'],
      },
    })
    expect(linked.status(), await linked.text()).toBe(200)
    await update(api, 'events', performance.id, 'en', {
      description: richTextFromParagraphs(['The performance.']),
      important_info: richTextFromParagraphs(['Doors open at 7 pm.']),
    })
    const event = await docOf(api, 'events', performance.id, 'title')
    const category = await bilingual(api, 'article-categories', 'name', { name: `Probenberichte ${n}` }, { name: `Rehearsal reports ${n}` })
    const tag = await bilingual(api, 'article-tags', 'name', { name: `Probe ${n}` }, { name: `Rehearsal ${n}` })
    const article = await bilingual(
      api,
      'articles',
      'title',
      {
        ...published,
        title: `Aus der Probe ${n}`,
        preline: 'Bericht',
        teaser_text: 'Ein Abend auf der Probebühne.',
        content: richTextFromParagraphs(['Ein Abend auf der Probebühne.', 'Am Ende applaudieren alle.']),
        author: 'Rosa Redaktion',
        image,
        published_at: new Date(Date.now() - 86_400_000).toISOString(),
        category: category.id,
        tags: [tag.id],
        related_productions: [production.id],
      },
      {
        ...published,
        title: `From the rehearsal ${n}`,
        preline: 'Report',
        teaser_text: 'An evening on the rehearsal stage.',
        content: richTextFromParagraphs(['An evening on the rehearsal stage.', 'Everyone applauds at the end.']),
      },
    )
    const fields = [
      { slug: 'name', field_type: '1', required: true, label: { de: 'Name', en: 'Name' } },
      { slug: 'email', field_type: '3', required: true, label: { de: 'E-Mail-Adresse', en: 'E-mail address' } },
      { slug: 'message', field_type: '2', required: false, label: { de: 'Nachricht', en: 'Message' } },
    ]
    const created = await create<{ id: number; fields: { id: string }[] }>(api, 'forms', {
      title: `Probenanfrage ${n}`,
      intro: 'Fragen Sie einen Probenbesuch an.',
      submit_text: 'Absenden',
      success_message: 'Vielen Dank!',
      fields: fields.map((field) => ({ ...field, label: field.label.de, visible: true })),
    })
    // A field's label is localised: the English one goes to the same rows (by id).
    await translate(api, 'forms', created.id, {
      title: `Rehearsal visit ${n}`,
      slug: '',
      intro: 'Ask to visit a rehearsal.',
      submit_text: 'Send',
      success_message: 'Thank you!',
      fields: created.fields.map((row, index) => ({ ...fields[index], ...row, label: fields[index]?.label.en, visible: true })),
    })
    const form = await docOf(api, 'forms', created.id, 'title')
    return { event, production, person, article, category, tag, venue, form, series }
  })().catch((error: unknown) => {
    documents = null
    throw error
  })
  return documents
}

/** Every page type of SPEC §2 in one language: its address and the title its <title> must name. */
export async function pageTypes(locale: Locale): Promise<Array<{ name: string; url: string; title: string }>> {
  const { event, production, person, article, category, tag, venue, form, series } = await makeDocuments()
  const de = locale === 'de'
  return [
    { name: 'home', url: `/${locale}`, title: de ? 'Startseite' : 'Home' },
    { name: 'content page', url: de ? '/de/bausteine' : '/en/building-blocks', title: de ? 'Alle Bausteine' : 'All building blocks' },
    { name: 'legal page', url: `/${locale}/agb`, title: de ? 'Allgemeine Geschäftsbedingungen' : 'General terms and conditions' },
    { name: 'programme', url: de ? '/de/programm' : '/en/programme', title: de ? 'Programm' : 'Programme' },
    { name: 'event', url: `/${locale}/${de ? 'programm' : 'programme'}/${event.slug[locale]}/${event.id}`, title: event.title[locale] },
    {
      name: 'production',
      url: `/${locale}/${de ? 'produktionen' : 'productions'}/${production.slug[locale]}/${production.id}`,
      title: production.title[locale],
    },
    { name: 'person', url: `/${locale}/team/${person.slug[locale]}/${person.id}`, title: person.title[locale] },
    { name: 'productions', url: de ? '/de/produktionen' : '/en/productions', title: de ? 'Produktionen' : 'Productions' },
    { name: 'team', url: `/${locale}/team`, title: 'Team' },
    { name: 'favourites', url: de ? '/de/merkliste' : '/en/favourites', title: de ? 'Merkliste' : 'Favourites' },
    { name: 'magazine', url: `/${locale}/artists`, title: de ? 'Magazin' : 'Magazine' },
    { name: 'article', url: `/${locale}/artists/${article.slug[locale]}/${article.id}`, title: article.title[locale] },
    { name: 'category', url: `/${locale}/artists/categories/${category.slug[locale]}/${category.id}`, title: category.title[locale] },
    { name: 'tag', url: `/${locale}/artists/tags/${tag.slug[locale]}/${tag.id}`, title: tag.title[locale] },
    { name: 'venue', url: `/${locale}/${de ? 'besuch' : 'visit'}/${venue.slug[locale]}/${venue.id}`, title: venue.title[locale] },
    { name: 'form', url: `/${locale}/forms/${form.slug[locale]}/${form.id}`, title: form.title[locale] },
    { name: 'series', url: `/${locale}/series/${series.slug[locale]}/${series.id}`, title: series.title[locale] },
    { name: 'search', url: `/${locale}/search?q=tanz`, title: de ? 'Suche' : 'Search' },
    { name: '404', url: `/${locale}/404`, title: '404 Not Found' },
    { name: 'my tickets', url: de ? '/de/meine-tickets' : '/en/my-tickets', title: de ? 'Meine Tickets' : 'My tickets' },
    { name: 'offline', url: `/${locale}/offline`, title: de ? 'Keine Verbindung' : 'No connection' },
  ]
}

export type ContentPage = { id: number; path: Record<Locale, string>; headline: Record<Locale, string> }

/** A published content page in both languages: its headline and a paragraph. */
export async function makeContentPage(): Promise<ContentPage> {
  const api = await author()
  const n = `${Date.now().toString(36)}${made++}`
  const headline = { de: `Probeseite ${n}`, en: `Test page ${n}` }
  const slug = { de: `probeseite-${n}`, en: `test-page-${n}` }
  const page = await create<{ id: number }>(api, 'pages', {
    _status: 'published',
    is_online: true,
    title: headline.de,
    slug: slug.de,
    headline: headline.de,
    modules: [{ blockType: 'text', content: richTextFromParagraphs(['Eine Seite für den Test.']) }],
  })
  await translate(api, 'pages', page.id, {
    _status: 'published',
    title: headline.en,
    slug: slug.en,
    headline: headline.en,
    modules: [{ blockType: 'text', content: richTextFromParagraphs(['A page for the test.']) }],
  })
  return { id: page.id, path: { de: `/de/${slug.de}`, en: `/en/${slug.en}` }, headline }
}

/** The editable section of a performance's page (a container named after it) with one paragraph per language. */
export async function makeEventSection(event: { id: number }, text: Record<Locale, string>): Promise<void> {
  const api = await author()
  const columns = (locale: Locale) => [
    { classes: 'medium-10 xlarge-6', children: [{ blockType: 'text', content: richTextFromParagraphs([text[locale]]) }] },
  ]
  const container = await create<{ id: number }>(api, 'containers', {
    _status: 'published',
    slug: `event-${event.id}-main`,
    content_type: 'event',
    object_id: event.id,
    columns: columns('de'),
  })
  await translate(api, 'containers', container.id, { _status: 'published', columns: columns('en') })
}

/**
 * A sale opening with its waiting room (issue 43) covering the journey's own performances only, so
 * no other journey waits: it opens `opensIn` milliseconds from now. End it with `endSaleOpening`.
 */
export async function makeSaleOpening(
  name: Record<Locale, string>,
  events: number[],
  options: { opensIn: number; admitPerMinute?: number },
): Promise<number> {
  const api = await author()
  const opening = await create<{ id: number }>(api, 'sale-openings', {
    name: name.de,
    opens_at: new Date(Date.now() + options.opensIn).toISOString(),
    prequeue_minutes: 30,
    admit_per_minute: options.admitPerMinute ?? 600,
    admission_minutes: 15,
    events,
    active: true,
  })
  await translate(api, 'sale-openings', opening.id, { name: name.en })
  return opening.id
}

/** The operator ends an opening: its performances sell freely again. */
export async function endSaleOpening(id: number): Promise<void> {
  await update(await author(), 'sale-openings', id, 'de', { active: false })
}
