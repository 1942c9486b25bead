import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from './test'
import { type ParsedMail, simpleParser } from 'mailparser'

/** The consent cookie of a visitor who has answered the banner (required only), so it stays out of the way. */
export const answeredConsent = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

export async function answerConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'cookie_consent', value: answeredConsent, url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100' },
  ])
}

/** axe's violations on the page, one line each (rule, help, where). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

type Locale = 'de' | 'en'

type Doc = { id: number; slug: Record<Locale, string>; title: Record<Locale, string> }

/** One published document of a collection in both languages, through the public REST API. */
async function firstDoc(request: APIRequestContext, collection: string, titleField = 'title'): Promise<Doc> {
  const response = await request.get(`/cms-api/${collection}?limit=1&depth=0&locale=all&sort=id`)
  expect(response.status()).toBe(200)
  const doc = ((await response.json()) as { docs: Array<Record<string, unknown>> }).docs[0]
  if (!doc) throw new Error(`no ${collection}`)
  // Localised fields come as {de, en}; fields that are not localised as one string for both.
  const localised = (value: unknown): Record<Locale, string> =>
    typeof value === 'string' ? { de: value, en: value } : (value as Record<Locale, string>)
  return { id: doc.id as number, slug: localised(doc.slug), title: localised(doc[titleField]) }
}

/** Every page type of SPEC §2 in one language: its address and the title its <title> must name. */
export async function pageTypes(request: APIRequestContext, locale: Locale): Promise<Array<{ name: string; url: string; title: string }>> {
  const event = await firstDoc(request, 'events')
  const production = await firstDoc(request, 'productions')
  const person = await firstDoc(request, 'people', 'name')
  const article = await firstDoc(request, 'articles')
  const category = await firstDoc(request, 'article-categories', 'name')
  const tag = await firstDoc(request, 'article-tags', 'name')
  const venue = await firstDoc(request, 'venues', 'name')
  const form = await firstDoc(request, 'forms')
  const series = await firstDoc(request, 'series', 'name')
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

/** Where the e2e server writes the messages the site sends (.eml files). */
export const MAIL_DIR = path.resolve('tmp/e2e/mail')

/** The messages sent to an address since the test began (the e2e server writes .eml files). */
export async function mailsTo(address: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')) : []
    const mails = await Promise.all(files.map(async (name) => simpleParser(fs.readFileSync(path.join(MAIL_DIR, name)))))
    const found = mails.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address && subject.test(mail.subject ?? ''))
    if (found.length > 0 || Date.now() > until) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * A guest's order waits for its e-mail address (decision 031): the buyer opens the link mailed for
 * order `number` and presses its button; the order's page with the tickets follows.
 */
export async function confirmOrderByMail(page: Page, address: string, number: string, locale: 'de' | 'en' = 'de'): Promise<void> {
  const subject = new RegExp(`^(Bitte bestätigen Sie Ihre Bestellung|Please confirm your order) ${number}$`)
  const [mail] = await mailsTo(address, subject)
  const link = /https?:\/\/\S+?\/webshop\/orders\/confirm\/[A-Za-z0-9_-]{32}/.exec(String(mail?.text ?? ''))?.[0]
  if (!link) throw new Error(`no confirmation link for ${number} to ${address}`)
  await page.goto(new URL(link).pathname)
  await expect(
    page.getByRole('heading', { level: 1, name: locale === 'de' ? 'Bestellung bestätigen' : 'Confirm your order' }),
  ).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: locale === 'de' ? 'Bestellung bestätigen' : 'Confirm the order' }).click()
}

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

/**
 * The first upcoming performance of the demo festival (from tomorrow on, in the list's order) that
 * matches. A list carries no booking data (issue 26), so each bookable entry's tickets come from
 * the call its widget makes.
 */
export async function findEvent(
  request: APIRequestContext,
  locale: Locale,
  match: (event: ListedEvent) => boolean,
  skip: readonly number[] = [],
): Promise<ListedEvent> {
  const tomorrow = Date.now() + 86_400_000
  for (let page = 1; page < 40; page++) {
    const response = await request.get(`/${locale}/api/events/?page=${page}&page_size=50`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { next: string | null; results: Omit<ListedEvent, 'seat_groups'>[] }
    for (const entry of body.results) {
      if (new Date(entry.date_start).getTime() <= tomorrow || skip.includes(entry.id)) continue
      const tickets = entry.bookable
        ? ((await (await request.get(`/${locale}/api/events/${entry.id}/tickets/`)).json()) as { seat_groups: SeatGroup[] })
        : { seat_groups: [] }
      const event = { ...entry, seat_groups: tickets.seat_groups }
      if (match(event)) return event
    }
    if (!body.next) break
  }
  throw new Error('no such event in the demo festival')
}
