import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './test'

import { makeDocuments } from './fixtures'

type ListedEvent = { id: number; title: string; url: string; date_start: string; ticket_url: string | null; access_features: string[] }

/** SPEC §2: the sections of an event page, in this order (the ones the page has). */
const SECTION_ORDER = [
  'children',
  'important-info',
  'opening-hours',
  'description',
  'images',
  'programs',
  'video',
  'contributors',
  'series',
  'events',
  'blog',
  'sponsors',
  'promoter',
]

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

test.describe('programme', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
  })

  test('an event page shows when, where, access and tickets, then its sections in SPEC order, in both languages', async ({
    page,
    request,
  }) => {
    const { event: doc } = await makeDocuments()
    const listed = (await (await request.get(`/de/api/events/?access=sign_language&page_size=50`)).json()) as { results: ListedEvent[] }
    const event = listed.results.find((item) => item.id === doc.id)
    expect(event, 'the signed performance is listed under its access feature').toBeDefined()
    if (!event) return
    const title = doc.title.de

    await page.goto(event.url)
    await expect(page).toHaveTitle(`${title} – Festival der Künste`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const facts = page.getByRole('region', { name: 'Auf einen Blick' })
    await expect(facts.getByText('Wann')).toBeVisible()
    await expect(facts.locator('time')).toHaveAttribute('datetime', event.date_start)
    await expect(facts.getByRole('listitem').filter({ hasText: 'Deutsche Gebärdensprache' })).toBeVisible()
    await expect(facts.getByRole('button', { name: `Tickets für ${title}` })).toHaveAttribute('href', event.ticket_url ?? '')
    const calendarLink = facts.getByRole('link', { name: 'Zum Kalender hinzufügen' })
    await expect(calendarLink).toHaveAttribute('href', `/de/api/events/${event.id}/ics/`)
    const calendar = await request.get(`/de/api/events/${event.id}/ics/`)
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await calendar.text()).toContain(`SUMMARY:${title}`)

    const sections = await page
      .locator('[data-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section') ?? ''))
    expect(sections.length).toBeGreaterThanOrEqual(5)
    const positions = sections.map((section) => SECTION_ORDER.indexOf(section))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    await expect(page.getByRole('region', { name: 'Wichtige Hinweise' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Mitwirkende' }).getByRole('link').first()).toHaveAttribute('href', /^\/de\/team\//)

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
    // An event of no genre is a plain Event (the type by genre is jsonLd.test.ts's).
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: title, startDate: event.date_start })

    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(new RegExp(`/en/programme/${doc.slug.en}/${event.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title.en)
    await expect(page.getByRole('region', { name: 'Important information' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'At a glance' }).getByRole('listitem').filter({ hasText: 'German Sign Language' }),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('a production page shows its sections in SPEC order and its coming dates linking to their events', async ({ page, request }) => {
    const { production: doc } = await makeDocuments()
    const listed = (await (await request.get('/de/api/productions/?page_size=50')).json()) as {
      results: { id: number; title: string; url: string }[]
    }
    const production = listed.results.find((item) => item.id === doc.id)
    expect(production).toBeDefined()
    if (!production) return
    await page.goto(production.url)
    await expect(page).toHaveTitle(`${doc.title.de} – Festival der Künste`)
    const sections = await page
      .locator('[data-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section') ?? ''))
    const order = ['opening-hours', 'description', 'images', 'programs', 'video', 'contributors', 'events', 'blog', 'promoter']
    const positions = sections.map((section) => order.indexOf(section))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    const dates = page.getByRole('region', { name: 'Termine und Karten' })
    await expect(dates.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/de/programm/[^/]+/\\d+$`))
    expect(await axeViolations(page)).toEqual([])
  })

  test('venue, team and series pages show what plays there, who made what, and the series’ dates', async ({ page }) => {
    const { venue, series, event, production } = await makeDocuments()
    const venueUrl = `/en/visit/${venue.slug.en}/${venue.id}`
    const seriesUrl = `/en/series/${series.slug.en}/${series.id}`

    await page.goto(venueUrl)
    await expect(page.getByRole('region', { name: 'Address' }).locator('address')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Coming up here' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/en\/programme\//,
    )
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')).toMatchObject({
      '@type': 'PerformingArtsTheater',
    })
    expect(await axeViolations(page)).toEqual([])

    await page.goto(seriesUrl)
    await expect(page.getByRole('region', { name: 'Dates in this series' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/en\/programme\//,
    )
    expect(await axeViolations(page)).toEqual([])

    await page.goto(`/de/programm/${event.slug.de}/${event.id}`)
    await page.getByRole('region', { name: 'Mitwirkende' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/de\/team\/[^/]+\/\d+$/)
    await expect(page.getByRole('region', { name: 'Produktionen' }).getByRole('link', { name: production.title.de })).toBeVisible()
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')).toMatchObject({
      '@type': 'Person',
    })
    expect(await axeViolations(page)).toEqual([])
  })

  test('the programme calls answer the demo festival and refuse bad input', async ({ request }) => {
    const events = await request.get('/de/api/events/')
    expect(events.status()).toBe(200)
    const page1 = (await events.json()) as { count: number; next: string | null; results: ListedEvent[] }
    expect(page1.results).toHaveLength(10)
    expect(page1.next).toBe('/de/api/events/?page=2')
    const page2 = (await (await request.get(page1.next ?? '')).json()) as { results: ListedEvent[] }
    expect((page2.results[0]?.date_start ?? '') >= (page1.results[9]?.date_start ?? '')).toBe(true)
    expect((await request.get('/de/api/events/?room=abc')).status()).toBe(400)
    const days = (await (await request.get('/api/calendar/')).json()) as string[]
    expect(days.length).toBeGreaterThan(10)
    expect(days[0]).toMatch(/^\d{2}-\d{2}-\d{4}$/)
  })
})
