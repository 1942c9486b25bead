import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './test'

import { makeCustomer } from './fixtures'

type Option = { id: number; name: string }
type Paged = { count: number; next: string | null; results: { id: number; title: string; date_start: string }[] }

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

async function getJson<T>(request: APIRequestContext, url: string, locale = 'de'): Promise<T> {
  const response = await request.get(url, { headers: { 'Accept-Language': locale } })
  expect(response.status(), url).toBe(200)
  return (await response.json()) as T
}

/** A room and a genre that the demo festival never combines: the filters' empty result. */
async function emptyCombination(request: APIRequestContext, locale: string): Promise<{ room: Option; genre: Option }> {
  // A room is offered (and its chip named) with its venue: 'Kesselhaus, Studio'.
  const rooms = (await getJson<(Option & { venue: Option | null })[]>(request, '/api/rooms/', locale)).map((room) => ({
    id: room.id,
    name: room.venue ? `${room.venue.name}, ${room.name}` : room.name,
  }))
  const genres = await getJson<Option[]>(request, '/api/genres/', locale)
  for (const room of rooms) {
    for (const genre of genres) {
      const page = await getJson<Paged>(request, `/${locale}/api/events/?room=${room.id}&genre=${genre.id}`)
      if (page.count === 0) return { room, genre }
    }
  }
  throw new Error('every room shows every genre')
}

const entries = (page: Page) => page.locator('.programme .event-entry')

test.describe('programme list', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
  })

  test('filter by genre and room: chips and the address follow, a chip removed, reset-all, the empty panel and its reset', async ({
    page,
    request,
  }) => {
    const genres = await getJson<Option[]>(request, '/api/genres/')
    let genre: Option | undefined
    let genreCount = 0
    for (const candidate of genres) {
      genreCount = (await getJson<Paged>(request, `/de/api/events/?genre=${candidate.id}`)).count
      if (genreCount > 0) {
        genre = candidate
        break
      }
    }
    if (!genre) throw new Error('no genre has events')
    const firstOfGenre = (await getJson<Paged>(request, `/de/api/events/?genre=${genre.id}`)).results[0]

    await page.goto('/de/programm')
    await expect(page).toHaveTitle(/Programm/)
    await expect(entries(page)).toHaveCount(10)
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^(Mo|Di|Mi|Do|Fr|Sa|So)\. \d{1,2}\. \w+ \d{4}$/)
    await expect(entries(page).first().locator('time')).toHaveText(/^\d{2}:\d{2} Uhr$/)
    expect(await axeViolations(page)).toEqual([])

    const filters = page.getByRole('region', { name: 'Programm filtern' })
    await filters.getByRole('button', { name: 'Genre' }).click()
    await filters.getByRole('group', { name: 'Genre' }).getByRole('button', { name: genre.name }).click()
    await expect(page).toHaveURL(new RegExp(`/de/programm\\?genre=${genre.id}$`))
    const chips = page.getByRole('list', { name: 'Ausgewählte Filter' })
    await expect(chips.getByRole('button', { name: `Filter entfernen: ${genre.name}` })).toBeVisible()
    await expect(entries(page).first().getByRole('heading')).toHaveText(firstOfGenre?.title ?? '')
    await expect(page.getByRole('status').filter({ hasText: `${genreCount} Termin` })).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Alle zurücksetzen' })).toHaveCount(0)

    // A pick closes the panel and gives focus back to its button; picking the same option again clears it.
    await expect(filters.getByRole('button', { name: 'Genre' })).toBeFocused()
    await expect(filters.getByRole('button', { name: 'Genre' })).toHaveAttribute('aria-expanded', 'false')
    await filters.getByRole('button', { name: 'Genre' }).click()
    await expect(filters.getByRole('group', { name: 'Genre' }).getByRole('button', { name: genre.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await filters.getByRole('group', { name: 'Genre' }).getByRole('button', { name: genre.name }).click()
    await expect(page).toHaveURL(/\/de\/programm$/)
    await filters.getByRole('button', { name: 'Genre' }).click()
    await filters.getByRole('group', { name: 'Genre' }).getByRole('button', { name: genre.name }).click()

    const { room, genre: emptyGenre } = await emptyCombination(request, 'de')
    await filters.getByRole('button', { name: 'Ort' }).click()
    await filters.getByRole('group', { name: 'Ort' }).getByRole('button', { name: room.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`room=${room.id}`))
    await expect(page).toHaveURL(new RegExp(`genre=${genre.id}`))
    await expect(page.getByRole('button', { name: 'Alle zurücksetzen' })).toBeVisible()

    await chips.getByRole('button', { name: `Filter entfernen: ${genre.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/de/programm\\?room=${room.id}$`))
    await expect(page.getByRole('button', { name: 'Alle zurücksetzen' })).toHaveCount(0)

    await page.goto(`/de/programm?room=${room.id}&genre=${emptyGenre.id}`)
    await expect(page.getByText('Leider hat Ihre Auswahl zu keinem Ergebnis geführt.')).toBeVisible()
    await expect(page.getByText('Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.')).toBeVisible()
    await page.getByRole('button', { name: 'Alle zurücksetzen' }).click()
    await expect(page).toHaveURL(/\/de\/programm$/)
    await expect(entries(page)).toHaveCount(10)

    await page.goto(`/de/programm?room=${room.id}&genre=${emptyGenre.id}`)
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click()
    await expect(page).toHaveURL(/\/de\/programm$/)
    await expect(entries(page)).toHaveCount(10)
  })

  test('a calendar day is picked by keyboard; only days with events are offered', async ({ page, request }) => {
    const days = await getJson<string[]>(request, '/api/calendar/')
    expect(days.length).toBeGreaterThan(2)
    await page.goto('/de/programm')
    const calendarButton = page.getByRole('region', { name: 'Programm filtern' }).getByRole('button', { name: 'Kalender' })
    await calendarButton.focus()
    await page.keyboard.press('Enter')
    await expect(calendarButton).toHaveAttribute('aria-expanded', 'true')
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    // Tab past the quick filters and the month buttons into the grid: focus lands on today (or the first offered day).
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      if (await grid.locator(':focus').count()) break
    }
    await expect(grid.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?date=\d{2}-\d{2}-\d{4}$/)
    const picked = new URL(page.url()).searchParams.get('date') ?? ''
    expect(days).toContain(picked)
    const [dd, mm, yyyy] = picked.split('-').map(Number)
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(`${dd}. `)
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(String(yyyy))
    expect(mm).toBeGreaterThan(0)
    await expect(page.getByRole('list', { name: 'Ausgewählte Filter' }).getByRole('button')).toHaveCount(1)
    await expect(calendarButton).toBeFocused()

    // Quick filters set a range and show as pressed; Escape closes the panel.
    await page.keyboard.press('Enter')
    await page.getByRole('group', { name: 'Schnellfilter' }).getByRole('button', { name: 'Nächste 3 Tage' }).click()
    await expect(page).toHaveURL(/date=\d{2}-\d{2}-\d{4}&date_to=\d{2}-\d{2}-\d{4}$/)
    await calendarButton.click()
    await expect(page.getByRole('group', { name: 'Schnellfilter' }).getByRole('button', { name: 'Nächste 3 Tage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(calendarButton).toBeFocused()
    await expect(calendarButton).toHaveAttribute('aria-expanded', 'false')
  })

  test('scrolling loads page 2, and a visitor without JavaScript gets a next-page link', async ({ page, request, browser }) => {
    const page2 = await getJson<Paged>(request, '/de/api/events/?page=2')
    await page.goto('/de/programm')
    await expect(entries(page)).toHaveCount(10)
    const loaded = page.waitForResponse((response) => response.url().includes('/de/api/events/?page=2'))
    await page.locator('.programme__more').scrollIntoViewIfNeeded()
    await loaded
    await expect(entries(page)).toHaveCount(20)
    await expect(page.locator(`.event-entry[data-event-id="${page2.results[0]?.id}"]`)).toBeVisible()

    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    await noScript.goto('/de/programm')
    await noScript.getByRole('link', { name: 'Weitere Termine' }).click()
    await expect(noScript).toHaveURL(/\/de\/programm\?page=2$/)
    await expect(noScript.locator('.event-entry').first().getByRole('heading')).toHaveText(page2.results[0]?.title ?? '')
    await expect(noScript.getByRole('link', { name: 'Frühere Termine' })).toHaveAttribute('href', '/de/programm')
    await context.close()
  })

  test('an address with a bad date or filter value goes to the clean list', async ({ page }) => {
    await page.goto('/de/programm?date=31-02-2026')
    await expect(page).toHaveURL(/\/de\/programm$/)
    await page.goto('/en/programme?genre=dance')
    await expect(page).toHaveURL(/\/en\/programme$/)
    await expect(entries(page).first()).toBeVisible()
  })

  test('the event overlay opens from the sticky button, keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/de/ueber-das-festival')
    await page.mouse.wheel(0, 1200)
    const button = page.getByRole('link', { name: 'Programm & Karten' })
    await button.focus()
    await page.keyboard.press('Enter')
    const overlay = page.getByRole('dialog', { name: 'Programm und Karten' })
    await expect(overlay).toBeVisible()
    await expect(page).toHaveURL(/\/de\/ueber-das-festival\?overlay=true$/)
    await expect(overlay.locator('.event-entry').first()).toBeVisible()
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await overlay.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(overlay).toHaveCount(0)
    await expect(page).toHaveURL(/\/de\/ueber-das-festival$/)
    await expect(button).toBeFocused()

    // The address opens it on the programme page; closing clears the flag.
    await page.goto('/de/programm?overlay=true')
    await expect(page.getByRole('dialog', { name: 'Programm und Karten' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click()
    await expect(page).toHaveURL(/\/de\/programm$/)

    // A path change closes it.
    await page.goto('/de/ueber-das-festival')
    await page.mouse.wheel(0, 1200)
    await page.getByRole('link', { name: 'Programm & Karten' }).click()
    const link = page.getByRole('dialog').locator('.event-entry__title a').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('on a phone the Filter button opens a side modal; focus returns to it', async ({ page, request }) => {
    const genres = await getJson<Option[]>(request, '/api/genres/')
    const genre = genres[0]
    if (!genre) throw new Error('no genres')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/de/programm')
    await expect(page.getByRole('button', { name: 'Genre' })).toBeHidden()
    const filterButton = page.getByRole('button', { name: 'Filter', exact: true })
    await filterButton.click()
    const dialog = page.getByRole('dialog', { name: 'Filter' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('group', { name: 'Genre' }).getByRole('button', { name: genre.name }).click()
    await expect(page).toHaveURL(new RegExp(`genre=${genre.id}`))
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Ergebnisse anzeigen' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(filterButton).toBeFocused()
    await expect(
      page.getByRole('list', { name: 'Ausgewählte Filter' }).getByRole('button', { name: `Filter entfernen: ${genre.name}` }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Kalender', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Kalender' }).getByRole('grid')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Kalender', exact: true })).toBeFocused()
  })

  test('the same journey in English: filters, the empty panel, the overlay title', async ({ page, request }) => {
    const { room, genre } = await emptyCombination(request, 'en')
    await page.goto('/en/programme')
    await expect(entries(page).first().locator('time')).toHaveText(/^\d{2}:\d{2}$/)
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w+ \d{4}$/)
    const filters = page.getByRole('region', { name: 'Filter the programme' })
    await filters.getByRole('button', { name: 'Location' }).click()
    await filters.getByRole('group', { name: 'Location' }).getByRole('button', { name: room.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`room=${room.id}`))
    await filters.getByRole('button', { name: 'Genre' }).click()
    await filters.getByRole('group', { name: 'Genre' }).getByRole('button', { name: genre.name }).click()
    await expect(page.getByText('Unfortunately, your selection did not produce any result.')).toBeVisible()
    await expect(page.getByText('Please delete one of the filters or try a different combination.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Reset filters' }).click()
    await expect(page).toHaveURL(/\/en\/programme$/)
    await expect(entries(page)).toHaveCount(10)
    await page.goto('/en/programme?overlay=true')
    await expect(page.getByRole('dialog', { name: /Programm und Karten|Programme and tickets/ })).toBeVisible()
  })

  test('productions filter by season with the address, and the team lists people by department', async ({ page, request }) => {
    const seasons = await getJson<Option[]>(request, '/api/seasons/')
    const season = seasons[0]
    if (!season) throw new Error('no seasons')
    const bySeason = await getJson<{ count: number; results: { title: string }[] }>(request, `/de/api/productions/?season=${season.id}`)
    await page.goto('/de/produktionen')
    await expect(page.locator('.production-card')).toHaveCount(10)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('group', { name: 'Saison' }).getByRole('button', { name: season.name }).click()
    await expect(page).toHaveURL(new RegExp(`/de/produktionen\\?season=${season.id}$`))
    await expect(page.locator('.production-card').first().getByRole('heading')).toHaveText(bySeason.results[0]?.title ?? '')
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click()
    await expect(page).toHaveURL(/\/de\/produktionen$/)

    await page.goto('/de/team')
    await expect(page.getByRole('heading', { level: 2, name: 'Leitung' })).toBeVisible()
    const person = page.locator('.person-card').first().getByRole('link')
    await expect(person).toHaveAttribute('href', /^\/de\/team\/[^/]+\/\d+$/)
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/en/team')
    await expect(page.getByRole('heading', { level: 2, name: 'Direction' })).toBeVisible()
  })
})

test.describe('personal festival plan', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
  })

  test('two overlapping favourites show as a clash on the favourites page, stay on the device, and move into the account on login', async ({
    page,
    request,
  }) => {
    type Timed = { id: number; title: string; date_start: string; date_end: string | null }
    const listed = await getJson<{ results: Timed[] }>(request, '/de/api/events/?page_size=50')
    const span = (event: Timed) =>
      [Date.parse(event.date_start), event.date_end ? Date.parse(event.date_end) : Date.parse(event.date_start) + 2 * 3_600_000] as const
    let pair: [Timed, Timed] | null = null
    for (const [index, a] of listed.results.entries()) {
      const b = listed.results.slice(index + 1).find((other) => span(other)[0] < span(a)[1] && span(a)[0] < span(other)[1])
      if (b) {
        pair = [a, b]
        break
      }
    }
    if (!pair) throw new Error('the demo festival has no overlapping performances')
    const [first, second] = pair

    const urls = await getJson<{ results: { id: number; url: string }[] }>(request, '/de/api/events/?page_size=50')
    // The list's hearts toggle too.
    await page.goto('/de/programm')
    const listHeart = entries(page)
      .first()
      .getByRole('button', { name: /^Merken: / })
    await listHeart.click()
    await expect(listHeart).toHaveAttribute('aria-pressed', 'true')
    await listHeart.click()
    await expect(listHeart).toHaveAttribute('aria-pressed', 'false')

    for (const event of pair) {
      await page.goto(urls.results.find((item) => item.id === event.id)?.url ?? '')
      const heart = page.getByRole('button', { name: `Merken: ${event.title}` })
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
    }

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Favoriten' }).click()
    await expect(page).toHaveURL(/\/de\/merkliste$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merkliste')
    const plan = page.locator('.favourites')
    await expect(plan.getByRole('heading', { name: first.title })).toBeVisible()
    await expect(plan.getByRole('heading', { name: second.title })).toBeVisible()
    await expect(plan.getByText('Überschneidet sich mit einem anderen gemerkten Termin')).toHaveCount(2)
    await expect(plan.getByText('2 Termine überschneiden sich')).toBeVisible()
    const ics = plan.getByRole('link', { name: 'Alle in den Kalender übernehmen' })
    await expect(ics).toHaveAttribute(
      'href',
      new RegExp(`/de/api/favourites/ics/\\?ids=(${first.id},${second.id}|${second.id},${first.id})$`),
    )
    expect(await axeViolations(page)).toEqual([])

    // Removing one ends the clash; the list survives a reload (kept on the device).
    await plan.getByRole('button', { name: `Merken: ${second.title}` }).click()
    await expect(plan.getByText('Überschneidet sich mit einem anderen gemerkten Termin')).toHaveCount(0)
    await page.reload()
    await expect(plan.getByRole('heading', { name: first.title })).toBeVisible()
    await expect(plan.getByRole('heading', { name: second.title })).toHaveCount(0)

    // Logging in merges the device's list into the account.
    const customer = await makeCustomer()
    await page.goto('/webshop/account/login')
    await page.getByLabel('E-Mail').fill(customer.email)
    await page.getByLabel('Passwort').fill(customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => !url.pathname.includes('/login'))
    await page.goto('/de/merkliste')
    await expect(plan.getByRole('heading', { name: first.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Kalender-Abo' })).toBeVisible()
    const account = await page.request.get('/api/favourites/')
    expect(((await account.json()) as { ids: number[] }).ids).toContain(first.id)
    expect(await page.evaluate(() => window.localStorage.getItem('festival:favourites'))).toBeNull()
    await page.getByRole('button', { name: 'Abo-Adresse erstellen' }).click()
    await expect(page.getByLabel('Abo-Adresse')).toHaveValue(/\/api\/favourites\/calendar\/[A-Za-z0-9_-]{32}\/$/)
    const feed = await page.request.get(await page.getByLabel('Abo-Adresse').inputValue())
    expect(await feed.text()).toContain(`SUMMARY:${first.title}`)
    await page.getByRole('button', { name: 'Abo beenden' }).click()
    await expect(page.getByRole('button', { name: 'Abo-Adresse erstellen' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.goto('/en/favourites')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites')
    await expect(page.getByRole('heading', { name: 'Calendar subscription' })).toBeVisible()
  })

  test('an empty plan says how to fill it, in both languages', async ({ page }) => {
    await page.goto('/de/merkliste')
    await expect(page.getByText('Ihre Merkliste ist noch leer. Mit dem Herz bei einem Termin merken Sie ihn vor.')).toBeVisible()
    await expect(page.locator('#main-content').getByRole('link', { name: 'Zum Programm' })).toHaveAttribute('href', '/de/programm')
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/en/favourites')
    await expect(page.getByText('Your favourites list is still empty. Tap the heart on an event to keep it here.')).toBeVisible()
  })
})

test.describe('pages revalidate by tag', () => {
  test('publishing an event re-renders its page; an unrelated page stays in the cache', async ({ request }) => {
    const cacheState = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache']
    const listed = await getJson<{ results: { id: number; url: string }[] }>(request, '/de/api/events/')
    const event = listed.results[0]
    if (!event) throw new Error('no events')
    // Both pages rendered and kept.
    for (const path of ['/de/agb', event.url]) await expect.poll(() => cacheState(path), { timeout: 20_000 }).toBe('HIT')

    const login = await request.post('/cms-api/users/login', {
      data: { email: 'redaktion@festival.example', password: 'festival-redaktion' },
    })
    const { token } = (await login.json()) as { token: string }
    const subline = `Neu besetzt ${Date.now()}`
    const patch = await request.patch(`/cms-api/events/${event.id}?locale=de`, {
      headers: { Authorization: `JWT ${token}` },
      data: { subline, _status: 'published' },
    })
    expect(patch.status()).toBe(200)

    const page = await request.get(event.url)
    expect(await page.text()).toContain(subline)
    expect(await cacheState('/de/agb')).toBe('HIT')
  })
})
