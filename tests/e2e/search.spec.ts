import { expect, test } from './test'

import { answerConsent, violations } from './support'

/** Issue 14 (search): the header's search with autocomplete by keyboard, the results in both categories, paging; German and English; axe. */

test.beforeEach(async ({ context }) => {
  await answerConsent(context)
})

test('searches from the header by keyboard: suggestions, ArrowDown, Enter, the results', async ({ page }) => {
  await page.goto('/de')
  // The toggle is a button React drives: a press before the page has hydrated (after its load event
  // on a busy machine) is lost, and this journey is about the field, not that moment.
  await page.waitForLoadState('networkidle')
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Suche', exact: true })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Suche' })
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('placeholder', 'Suche...')
  // Empty text is never submitted: Enter on the empty field goes nowhere (by the time suggestions for
  // the next word have come, 200 ms and a call later, a navigation would have happened).
  await page.keyboard.press('Enter')
  await page.keyboard.type('Wasser')
  const list = page.getByRole('listbox', { name: 'Suchvorschläge' })
  await expect(list.getByRole('option').first()).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/de')
  const options = await list.getByRole('option').allTextContents()
  // Titles as written: a name keeps its capitals.
  expect(options).toContain('Wassermusik')
  expect(await violations(page)).toEqual([])
  // Escape closes the list and keeps the text; ArrowDown opens it at the first suggestion.
  await page.keyboard.press('Escape')
  await expect(list.getByRole('option')).toHaveCount(0)
  await expect(field).toHaveValue('Wasser')
  await page.keyboard.press('ArrowDown')
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id')) ?? '')
  const first = (await list.getByRole('option').first().textContent()) ?? ''
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/de/search\\?q=${encodeURIComponent(first).replace(/%20/g, '\\+')}$`))
  await expect(page.getByRole('heading', { level: 2, name: `Suchergebnisse für „${first}“` })).toBeVisible()
  await expect(page.locator('.search-result').first()).toBeVisible()
  // The header's field closed on submit.
  await expect(page.getByRole('banner').getByRole('combobox')).toBeHidden()
})

test('Enter searches for the typed text while suggestions are open: the header on a phone (de), the search page on a desktop (en)', async ({
  page,
}) => {
  // Issue 44: with the list open (nothing highlighted) only the button searched.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/de')
  await page.getByRole('banner').getByRole('button', { name: 'Suche', exact: true }).click()
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Suche' })
  await field.pressSequentially('Wass')
  const list = page.getByRole('listbox', { name: 'Suchvorschläge' })
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(field).not.toHaveAttribute('aria-activedescendant', /.+/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de\/search\?q=Wass$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Suchergebnisse für „Wass“' })).toBeVisible()

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/search?q=river')
  const pageField = page.getByRole('main').getByRole('combobox', { name: 'Search' })
  await pageField.fill('')
  await pageField.pressSequentially('Low t')
  await expect(page.getByRole('main').getByRole('option', { name: 'Low Tide Songs' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=Low\+t$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Search results for “Low t”' })).toBeVisible()
})

test('shows both categories with counts, pages through them and links each result (German)', async ({ page }) => {
  await page.goto('/de/search?q=Fluss')
  await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Suchergebnisse für „Fluss“' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Ergebniskategorien' })
  const events = tabs.getByRole('link', { name: /^Veranstaltungen \(\d+\)$/ })
  await expect(events).toHaveAttribute('aria-current', 'page')
  const eventCount = Number(/\((\d+)\)/.exec((await events.textContent()) ?? '')?.[1])
  expect(eventCount).toBeGreaterThan(10)
  const results = page.locator('.search-results > li')
  await expect(results).toHaveCount(10)
  await expect(results.first()).toContainText('Termin')
  // The full-page field holds the query.
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Suche' })).toHaveValue('Fluss')
  const paging = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' })
  await expect(paging).toContainText(`Seite 1 von ${Math.ceil(eventCount / 10)}`)
  expect(await violations(page)).toEqual([])
  const firstOnPageOne = await results.first().getByRole('heading').textContent()
  await paging.getByRole('link', { name: 'Nächste Seite' }).click()
  await expect(page).toHaveURL(/\/de\/search\/events\/2\?q=Fluss$/)
  await expect(paging).toContainText('Seite 2 von')
  await expect(results.first()).not.toHaveText(firstOnPageOne ?? '')
  await paging.getByRole('link', { name: 'Vorherige Seite' }).click()
  await expect(page).toHaveURL(/\/de\/search\/events\?q=Fluss$/)

  await tabs.getByRole('link', { name: /^Weitere Inhalte/ }).click()
  await expect(page).toHaveURL(/\/de\/search\/others\?q=Fluss$/)
  await expect(tabs.getByRole('link', { name: /^Weitere Inhalte/ })).toHaveAttribute('aria-current', 'page')
  const production = page.locator('.search-result').filter({ hasText: 'Produktion' }).getByRole('link', { name: 'Wo der Fluss wohnt' })
  await expect(production).toHaveAttribute('href', /^\/de\/produktionen\/wo-der-fluss-wohnt\/\d+$/)
  await production.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wo der Fluss wohnt' })).toBeVisible()
})

test('searches in English, keeps the query and the category through the language switch, and says when nothing is found', async ({
  page,
}) => {
  await page.goto('/de/search/others?q=Fluss')
  await page.getByRole('link', { name: 'English', exact: false }).first().click()
  await expect(page).toHaveURL(/\/en\/search\/others\?q=Fluss$/)
  await page.goto('/en/search?q=river')
  await expect(page.getByRole('heading', { level: 2, name: 'Search results for “river”' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Result categories' })
  await expect(tabs.getByRole('link', { name: /^Events \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
  await tabs.getByRole('link', { name: /^Other content \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/\/en\/search\/others\?q=river$/)
  await expect(
    page.locator('.search-result').filter({ hasText: 'Production' }).getByRole('link', { name: 'Where the River Lives' }),
  ).toHaveAttribute('href', /^\/en\/productions\/where-the-river-lives\/\d+$/)
  expect(await violations(page)).toEqual([])

  // A plural and a typo still find it.
  await page.goto('/en/search/others?q=Rivers')
  await expect(page.getByRole('link', { name: 'Where the River Lives' }).first()).toBeVisible()
  await page.goto('/en/search/others?q=Rievr')
  await expect(page.getByRole('link', { name: 'Where the River Lives' }).first()).toBeVisible()

  await page.goto('/en/search?q=xyzzyqwerty')
  await expect(page.getByText('Unfortunately, there are no results for “xyzzyqwerty”.')).toBeVisible()
  await expect(page.getByText('Check the spelling or try a different term.')).toBeVisible()
  await page.goto('/de/search?q=xyzzyqwerty')
  await expect(page.getByText('Leider gibt es zu „xyzzyqwerty“ keine Ergebnisse.')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the page field: a picked suggestion searches, clearing empties and keeps the focus', async ({ page }) => {
  await page.goto('/en/search')
  await expect(page.getByText('Enter a search term to find events, productions, articles and pages.')).toBeVisible()
  const field = page.getByRole('main').getByRole('combobox', { name: 'Search' })
  await field.click()
  await page.keyboard.type('Low t')
  const option = page.getByRole('main').getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: 'Low Tide Songs' })
  await option.click()
  await expect(page).toHaveURL(/\/en\/search\?q=Low\+Tide\+Songs$/)
  await expect(page.getByRole('link', { name: 'Low Tide Songs' }).first()).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Clear search' }).click()
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()
  // The empty field is not submitted: the button leaves the focus in the field and the address as it was.
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(field).toBeFocused()
  await page.keyboard.type('tid')
  await expect(page.getByRole('main').getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible()
  await expect(page).toHaveURL(/\/en\/search\?q=Low\+Tide\+Songs$/)
})

test('the search calls answer; a malformed path under them is refused with 400, not an error', async ({ request }) => {
  const suggest = await request.get('/api/search/autocomplete/?query=fl', { headers: { 'Accept-Language': 'de' } })
  expect(suggest.status()).toBe(200)
  expect(((await suggest.json()) as { results: string[] }).results.length).toBeGreaterThan(0)
  for (const path of ['/api/search/%ZZ', '/api/search/%E0%A4%A/', '/api/search/events/%ZZ'])
    expect((await request.get(path)).status(), path).toBe(400)
})

test('a failed suggestion call shows no suggestions and is reported for error tracking (SPEC §8)', async ({ page }) => {
  await page.route('**/api/search/autocomplete/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
  await page.goto('/en/programme')
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' })
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/client-error/'))
  await field.pressSequentially('wasser')
  const report = await reported
  expect(report.postDataJSON()).toEqual({ kind: 'autocomplete', message: 'Error: call failed with 500', url: '/en/programme' })
  expect((await report.response())?.status()).toBe(204)
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option')).toHaveCount(0)
  await expect(field).toHaveValue('wasser')
})
