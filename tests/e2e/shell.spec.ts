import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './test'

import { changeDocument, makeContentPage, makeCustomer, makePerformance } from './fixtures'
import { answeredConsent, hydrated } from './support'

import { DEMO_USERS } from '../../scripts/seed/accounts'
import { about, alert } from '../../scripts/seed/content'

const admin = DEMO_USERS.find((user) => user.roles.some((role) => role === 'admin'))

async function staffToken(request: APIRequestContext, user: { email: string; password: string } | undefined): Promise<string> {
  if (!user) throw new Error('The seed defines no such staff member')
  const response = await request.post('/cms-api/users/login', { data: { email: user.email, password: user.password } })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { token: string }
  return body.token
}

async function updateGlobal(request: APIRequestContext, token: string, slug: string, data: Record<string, unknown>) {
  const response = await request.post(`/cms-api/globals/${slug}`, { headers: { Authorization: `JWT ${token}` }, data })
  expect(response.status()).toBe(200)
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const visitPath = { de: `/de/${about.slug.de}/${about.visitSlug.de}`, en: `/en/${about.slug.en}/${about.visitSlug.en}` }

test.describe('site shell', () => {
  // The consent banner has its own journeys (consent.spec.ts); here a decided visitor.
  test.beforeEach(async ({ context }) => {
    const consent = encodeURIComponent(
      JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
    )
    await context.addCookies([{ name: 'cookie_consent', value: consent, url: 'http://127.0.0.1' }])
  })

  test('the header and footer of the German home page', async ({ page }) => {
    await page.goto('/de')
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached()
    await expect(page.getByRole('link', { name: /^Festival der Künste\s*, Startseite$/ })).toHaveAttribute('href', '/de')
    await expect(page.getByRole('link', { name: 'EN English' })).toHaveAttribute('href', '/en')
    await expect(page.getByRole('link', { name: 'Favoriten' })).toHaveAttribute('href', '/de/merkliste')
    await expect(page.locator('.opening-hours')).toHaveText(/Heute (geöffnet (ab|bis) \d\d:\d\d Uhr|geschlossen)/)
    const footer = page.locator('footer')
    for (const name of ['AGB', 'Impressum', 'Datenschutz', 'Hinweisgeberschutzgesetz'])
      await expect(footer.getByRole('link', { name })).toBeVisible()
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible()
  })

  test('the English home page speaks English', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de')
    const footer = page.locator('footer')
    for (const name of ['GTC', 'Imprint', 'Privacy policy', 'Whistleblower Protection Act'])
      await expect(footer.getByRole('link', { name })).toBeVisible()
    await expect(page.locator('.opening-hours')).toHaveText(/(Open today (from|until) \d\d:\d\d|Closed today)/)
  })

  test('the site root follows the locale cookie', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: 'http://127.0.0.1' }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
  })

  test('the language switch on a nested page goes to the same page in the other language', async ({ page }) => {
    await page.goto(visitPath.de)
    await expect(page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: about.title.de })).toBeVisible()
    await page.getByRole('link', { name: 'EN English' }).click()
    await expect(page).toHaveURL(new RegExp(`${visitPath.en}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: about.title.en })).toBeVisible()
    await page.getByRole('link', { name: 'DE Deutsch' }).click()
    await expect(page).toHaveURL(new RegExp(`${visitPath.de}$`))
  })

  test('the desktop menu opens its submenu and closes it on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/de')
    await hydrated(page)
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' })
    const trigger = menu.getByRole('button', { name: about.title.de })
    // Keyboard first: Enter opens, Tab walks into the list, Escape closes and gives the focus back.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const subLink = menu.getByRole('link', { name: about.visitTitle.de })
    await expect(subLink).toBeVisible()
    const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    await page.keyboard.press('Tab')
    await expect(list.getByRole('link').first()).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(subLink).toBeHidden()
    await expect(trigger).toBeFocused()
    // A press outside the menu closes it.
    await trigger.click()
    await expect(subLink).toBeVisible()
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await expect(subLink).toBeHidden()
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await subLink.click()
    await expect(page).toHaveURL(new RegExp(`${visitPath.de}$`))
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: about.visitTitle.de })).toBeHidden()
  })

  test('the burger menu locks the page scroll while open and closes on route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/de')
    await page.getByRole('button', { name: 'Menü' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await dialog.getByRole('button', { name: 'Menü schließen' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    await page.getByRole('button', { name: 'Menü' }).click()
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: about.visitTitle.de }).click()
    await expect(page).toHaveURL(new RegExp(`${visitPath.de}$`))
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the burger menu works by keyboard: focus moves in, Escape closes it and focus returns to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/en')
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    // While the modal menu is open the rest of the page is hidden from assistive technology.
    await expect(page.locator('.menu-toggle')).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('landing pages hide the menu and the breaking news', async ({ page }) => {
    await page.goto('/de/nachtschicht')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachtschicht: Performances nach Mitternacht')
    await expect(page.getByRole('button', { name: 'Menü' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Aktuelle Meldung' })).toHaveCount(0)
  })

  test('the breaking news closes and stays closed after a reload', async ({ page }) => {
    await page.goto('/de')
    const banner = page.getByRole('region', { name: 'Aktuelle Meldung' })
    await expect(banner).toContainText(alert.title.de)
    await banner.getByRole('button', { name: 'Meldung schließen' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Aktuelle Meldung' })).toBeHidden()
    await page.goto('/en')
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden()
    // The web shop's 404 shows the site's frame: the closed alert stays closed there too.
    const missing = await page.goto('/webshop/gibt-es-nicht')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Aktuelle Meldung' })).toBeHidden()
  })

  test('the cart link shows the count from the cart cookie', async ({ page, context }) => {
    await context.addCookies([{ name: 'cartAmount', value: '3', url: 'http://127.0.0.1' }])
    await page.goto('/de')
    await expect(page.getByRole('link', { name: 'Warenkorb: 3 Tickets im Warenkorb' })).toBeVisible()
  })

  test('a logged-in customer sees their name and the account menu, and can log out', async ({ page }) => {
    const customer = await makeCustomer()
    await page.goto('/webshop/account/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByText('Dieses Feld ist erforderlich!').first()).toBeVisible()
    await page.getByLabel('E-Mail').fill('nicht-gueltig')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByText('Ungültige E-Mail-Adresse!')).toBeVisible()
    await page.getByLabel('E-Mail').fill(customer.email)
    await page.getByLabel('Passwort').fill('falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible()
    await expect(page.getByLabel('E-Mail')).toHaveValue(customer.email)
    await page.getByLabel('Passwort').fill(customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/de$/)
    const account = page.getByRole('button', { name: `Konto von ${customer.first_name} ${customer.last_name}` })
    await account.click()
    await expect(page.getByRole('menuitem', { name: 'Mein Profil' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
  })

  test('a redirect rule answers 301; version and overlay flags are handled by the server', async ({ request }) => {
    const redirected = await request.get('/de/festival-2025', { maxRedirects: 0 })
    expect(redirected.status()).toBe(301)
    expect(redirected.headers().location).toMatch(/\/de\/ueber-das-festival$/)
    const version = await request.get(`/de/${about.slug.de}?v=3`, { maxRedirects: 0 })
    expect(version.status()).toBe(301)
    expect(version.headers().location).toMatch(new RegExp(`/de/${about.slug.de}$`))
    const overlay = await request.get(`/en/${about.slug.en}?overlay=true`, { maxRedirects: 0 })
    expect(overlay.headers().location).toMatch(/\/en\/programme$/)
    const slash = await request.get(`/de/${about.slug.de}/`, { maxRedirects: 0 })
    expect(slash.status()).toBe(308)
  })

  test('every screen of the route table answers in both languages', async ({ request }) => {
    const paths = [
      '/de/programm',
      '/en/programme',
      '/de/produktionen',
      '/en/productions',
      '/de/team',
      '/en/team',
      '/de/artists',
      '/en/artists/tags',
      '/de/search?q=tanz',
      '/en/user/profile',
      '/de/user/settings',
      '/en/user/data',
      '/de/agb',
      '/en/impressum',
      '/de/datenschutz',
      '/webshop',
      '/testshop/cart',
      '/eventim.webshop',
      '/cms-hub',
    ]
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), `${path} -> ${response.headers().location ?? ''}`).toBe(200)
    }
    expect((await request.get('/de/404')).status()).toBe(404)
    // A German path under the English prefix goes to the English path.
    const mixed = await request.get('/en/programm', { maxRedirects: 0 })
    expect(mixed.headers().location).toMatch(/\/en\/programme$/)
    // The internal folder name under the German prefix goes to the German path.
    const internal = await request.get('/de/programme', { maxRedirects: 0 })
    expect(internal.headers().location).toMatch(/\/de\/programm$/)
  })

  test('a detail screen corrects its slug and links its sibling', async ({ page, request }) => {
    const event = await makePerformance('de')
    const wrong = await request.get(`/de/programm/falscher-slug/${event.id}`, { maxRedirects: 0 })
    expect(wrong.status(), wrong.headers().location).toBe(308)
    expect(wrong.headers().location).toMatch(new RegExp(`${event.url}$`))
    await page.goto(event.url)
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'EN English' })).toHaveAttribute('href', new RegExp(`^/en/programme/[^/]+/${event.id}$`))
    expect((await request.get(`/de/programm/x/999999`)).status()).toBe(404)
  })

  test('public pages are cacheable, and a published change shows on the next request', async ({ page, request }) => {
    const made = await makeContentPage()
    await page.goto(made.path.de)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.headline.de)
    const response = await request.get(made.path.de)
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    const changed = `${made.headline.de} (geändert)`
    await changeDocument('pages', made.id, 'de', { headline: changed, _status: 'published' })
    await page.goto(made.path.de)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
  })

  for (const locale of ['de', 'en'] as const) {
    test(`no accessibility violations on a content page and the 404 page (${locale})`, async ({ page }) => {
      await page.goto(visitPath[locale])
      expect(await axeViolations(page)).toEqual([])
      await page.goto(`/${locale}/gibt-es-nicht`)
      await expect(page.getByRole('link', { name: locale === 'de' ? 'Zur Startseite' : 'To the home page' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('the webshop offline marks cart and account with a tooltip', async ({ page, request }) => {
    const token = await staffToken(request, admin)
    await updateGlobal(request, token, 'site-settings', { is_shop_online: false })
    try {
      await page.goto('/de')
      const cart = page.locator('.top-nav .is-offline').first()
      await cart.focus()
      await expect(page.getByRole('tooltip').first()).toHaveText('Webshop offline')
      await expect(page.getByRole('link', { name: /Warenkorb/ })).toHaveCount(0)
    } finally {
      await updateGlobal(request, token, 'site-settings', { is_shop_online: true })
    }
  })

  test('a hash link lands on its anchor below the sticky header', async ({ page }) => {
    await page.goto(`/de/${about.slug.de}#idee`)
    const anchor = page.locator('#idee')
    await expect.poll(async () => Math.round((await anchor.boundingBox())?.y ?? -1), { timeout: 5000 }).toBeGreaterThanOrEqual(110)
    await expect.poll(async () => Math.round((await anchor.boundingBox())?.y ?? -1), { timeout: 5000 }).toBeLessThanOrEqual(150)
  })

  test('?cypress adds the test class; the fallback notices stay hidden on a capable browser', async ({ page }) => {
    await page.goto('/de?cypress=1')
    await expect(page.locator('html')).toHaveClass(/is-cypress/)
    await page.goto('/de')
    await expect(page.locator('html')).not.toHaveClass(/is-cypress/)
    await expect(page.locator('#notice-unsupported')).toBeHidden()
    await expect(page.locator('#notice-weak-hardware')).toBeHidden()
  })

  test('the site offline answers 503 "Website offline" and comes back', async ({ page, request }) => {
    const token = await staffToken(request, admin)
    await updateGlobal(request, token, 'site-settings', { is_site_online: false })
    try {
      const response = await page.goto('/en')
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('heading', { name: 'Website offline' })).toBeVisible()
      await expect(page.getByText('503')).toBeVisible()
      await expect(page.getByRole('link', { name: 'To the home page' })).toBeVisible()
      // The back office stays reachable to switch it on again.
      expect((await request.get('/admin/login')).status()).toBe(200)
    } finally {
      await updateGlobal(request, token, 'site-settings', { is_site_online: true })
    }
    expect((await page.goto('/en'))?.status()).toBe(200)
  })
})

test('the sticky ticket button leads to the programme from other pages and is not offered on the programme or an event page', async ({
  page,
  context,
  request,
}) => {
  await context.addCookies([{ name: 'cookie_consent', value: answeredConsent, url: 'http://127.0.0.1' }])
  const listed = (await (await request.get('/en/api/events/?page_size=1')).json()) as { results: { url: string }[] }
  const event = listed.results[0]?.url ?? ''
  expect(event).toMatch(/^\/en\/programme\//)
  const cases = [
    { path: '/de/agb', bar: 'Schnellzugriff', button: 'Programm & Karten', offered: true },
    { path: '/de/programm', bar: 'Schnellzugriff', button: 'Programm & Karten', offered: false },
    { path: '/en/agb', bar: 'Quick access', button: 'Programme & tickets', offered: true },
    { path: event, bar: 'Quick access', button: 'Programme & tickets', offered: false },
  ]
  for (const { path, bar, button, offered } of cases) {
    await page.goto(path)
    await hydrated(page)
    const tickets = page.getByRole('navigation', { name: bar }).getByRole('link', { name: button })
    if (offered) await expect(tickets, path).toBeVisible()
    else await expect(tickets, path).toHaveCount(0)
  }
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('scrolled deep, the top bar’s favourites, cart and account stay in reach; the sticky bar waits while the consent banner asks', async ({
    page,
    context,
  }) => {
    await page.goto('/de/programm')
    const service = page.getByRole('navigation', { name: 'Service' })
    // The banner asks: the quick-access bar it would cover is not there to take the focus.
    await expect(page.getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toBeHidden()
    await context.addCookies([{ name: 'cookie_consent', value: answeredConsent, url: new URL(page.url()).origin }])
    await page.reload()
    await page.mouse.wheel(0, 3000)
    await expect(page.locator('.site-header')).toHaveClass(/is-scrolled/)
    await expect(service.getByRole('link', { name: 'Favoriten' })).toBeInViewport()
    await expect(service.getByRole('link', { name: /^Warenkorb/ })).toBeInViewport()
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the page reads and says what needs JavaScript', async ({ page }) => {
    await page.goto('/de')
    // Playwright's text engine skips <noscript>; a CSS locator reaches what the browser shows.
    await expect(page.locator('.notice--static')).toContainText('JavaScript ist ausgeschaltet.')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
