import { expect, test } from './test'

import { answerConsent, hydrated, violations } from './support'

/** Articles per page of the magazine's list (SPEC §4). */
const PAGE = 12

/** Issue 14 (magazine): the landing, a category, the topics and a topic, an article; both languages; axe. */

test.beforeEach(async ({ context }) => {
  await answerConsent(context)
})

test('browses the magazine: categories, more articles on scroll, a category, an article', async ({ page }) => {
  await page.goto('/de/artists')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('search', { name: 'Im Magazin und auf der Website suchen' })).toBeVisible()
  const categories = page.getByRole('navigation', { name: 'Kategorien' })
  await expect(categories.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(categories.getByRole('link', { name: 'Alle #Themen' })).toHaveAttribute('href', '/de/artists/tags')
  const cards = page.locator('.magazine__list > li')
  await expect(cards).toHaveCount(12)
  expect(await violations(page)).toEqual([])
  // More on scroll (SPEC §4 paging): the next page joins the list.
  await page.locator('.programme__more').scrollIntoViewIfNeeded()
  await expect.poll(async () => cards.count()).toBeGreaterThan(12)

  const interview = categories.getByRole('link', { name: 'Interviews' })
  await interview.click()
  await expect(page).toHaveURL(/\/de\/artists\/categories\/interviews\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible()
  await expect(page.locator('.magazine-category--interview')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Interviews' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const first = page.locator('.magazine__list > li').first()
  await expect(first).toContainText('Interviews')
  const title = (await first.getByRole('heading').getByRole('link').textContent())?.trim() ?? ''
  await first.getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(/^Veröffentlicht am/)).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>
  expect(ld).toMatchObject({ '@type': 'Article', headline: title, inLanguage: 'de' })
  expect(await violations(page)).toEqual([])
})

test('browses the topics and one topic’s articles in English', async ({ page }) => {
  await page.goto('/en/artists')
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All #Topics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All #Topics' })).toBeVisible()
  const topics = page.getByRole('list', { name: 'Topics' }).getByRole('link')
  expect(await topics.count()).toBeGreaterThan(3)
  const topic = ((await topics.first().textContent()) ?? '').replace(/^#/, '').trim()
  await topics.first().click()
  await expect(page).toHaveURL(/\/en\/artists\/tags\/[^/]+\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible()
  const cards = page.locator('.magazine__list > li')
  expect(await cards.count()).toBeGreaterThan(0)
  await cards.first().getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: `#${topic}` })).toBeVisible()
  await expect(page.getByText(/^Published on/)).toBeVisible()
})

test('a visitor without JavaScript reaches page two of the magazine', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de/artists')
  await page.getByRole('link', { name: 'Weitere Artikel' }).click()
  await expect(page).toHaveURL(/\/de\/artists\?page=2$/)
  await expect(page.getByRole('link', { name: 'Neuere Artikel' })).toBeVisible()
  await context.close()
})

test('by keyboard on a phone, "More articles" keeps focus while pages join, and the last page hands it to its first article (English)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/artists')
  await hydrated(page)
  const cards = page.locator('.magazine__list > li')
  const more = page.getByRole('link', { name: 'More articles' })
  await expect(cards).toHaveCount(PAGE)
  await more.focus()
  const busy = page.locator('.magazine a[aria-busy="true"]')
  for (let pressed = 0; pressed < 10 && (await more.count()) > 0; pressed++) {
    await expect(busy).toHaveCount(0)
    const before = await cards.count()
    await page.keyboard.press('Enter')
    await expect.poll(() => cards.count()).toBeGreaterThan(before)
    await expect(busy).toHaveCount(0)
    if ((await more.count()) > 0) await expect(more).toBeFocused()
  }
  const total = await cards.count()
  expect(total).toBeGreaterThan(2 * PAGE)
  // Focus did not fall to the start of the page: it is on the first article of the last page.
  await expect(
    cards
      .nth(Math.floor((total - 1) / PAGE) * PAGE)
      .getByRole('heading')
      .getByRole('link'),
  ).toBeFocused()
})

test('by keyboard, a next page that fails to load says so and hands focus to "Erneut versuchen", which brings it (programme, productions, magazine)', async ({
  page,
}) => {
  const lists = [
    {
      path: '/de/programm',
      call: /\/de\/api\/events\//,
      entries: '.programme .event-entry',
      title: '.event-entry__title',
      more: 'Weitere Termine',
      failed: 'Die Termine konnten nicht geladen werden.',
    },
    {
      path: '/de/produktionen',
      call: /\/de\/api\/productions\//,
      entries: '.production-card',
      title: '.production-card__title',
      more: 'Weitere Produktionen',
      failed: 'Die Produktionen konnten nicht geladen werden.',
    },
    {
      path: '/de/artists',
      call: /\/de\/api\/articles\//,
      entries: '.magazine__list > li',
      title: '.article-card__title',
      more: 'Weitere Artikel',
      failed: 'Die Artikel konnten nicht geladen werden.',
    },
  ]
  for (const list of lists) {
    await page.goto(list.path)
    await hydrated(page)
    const entries = page.locator(list.entries)
    const before = await entries.count()
    expect(before, list.path).toBeGreaterThan(0)
    // The connection drops just as the visitor asks for more.
    await page.route(list.call, (route) => route.abort('internetdisconnected'))
    await page.getByRole('link', { name: list.more }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: list.failed }), list.path).toBeVisible()
    const retry = page.getByRole('button', { name: 'Erneut versuchen' })
    await expect(retry, list.path).toBeFocused()
    await expect(entries).toHaveCount(before)
    // Back online: the same key brings the page, and focus goes on to its first entry.
    await page.unroute(list.call)
    await page.keyboard.press('Enter')
    await expect.poll(() => entries.count(), list.path).toBeGreaterThan(before)
    await expect(page.getByRole('alert').filter({ hasText: list.failed })).toHaveCount(0)
    await expect(entries.nth(before).locator(list.title).getByRole('link'), list.path).toBeFocused()
  }
})
