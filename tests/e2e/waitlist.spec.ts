import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'

import { type ListedEvent, makePerformance, storedAvailability } from './fixtures'
import { ORIGIN, answeredConsent, confirmOrderByMail, mailsTo, orderAsGuest } from './support'
import { expect, test } from './test'

const CSRF = 'e2e1'.repeat(10)

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** Another visitor holds the performance's last seats through SPEC's cart call, as the widget does. */
async function holdAll(context: BrowserContext, page: Page, event: ListedEvent, quantity: number): Promise<void> {
  await context.addCookies([{ name: 'csrftoken', value: CSRF, url: 'http://127.0.0.1' }])
  const group = event.seat_groups[0]
  const response = await page.request.post('/api/shop-cart/', {
    headers: { 'x-csrftoken': CSRF, origin: ORIGIN },
    data: { quantities: [quantity], event_jet_id: event.id_jet, sale_type_ids: [1], seat_group: group?.id },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The entry's page from the last mail to an address whose subject matches. */
async function mailedEntry(address: string, subject: RegExp): Promise<string> {
  const mails = await mailsTo(address, subject)
  const link = /https?:\/\/\S+?(\/webshop\/waiting-list\/\d+\/[A-Za-z0-9_-]{32})/.exec(String(mails.at(-1)?.text ?? ''))?.[1]
  if (!link) throw new Error(`no waiting-list link to ${address}`)
  return link
}

test.describe('the waiting list of a sold-out performance', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answeredConsent, url: 'http://127.0.0.1' }])
  })

  test('on a phone: join, confirm by mail, get an offer when the seats come back, and book it (de, 390 px)', async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const event = await makePerformance('de', { seats: 2, daysAhead: 9 })
    const rival = await browser.newContext()
    const rivalPage = await rival.newPage()
    await holdAll(rival, rivalPage, event, 2)

    // The event page says the performance is sold out and leads to the waiting list, once its class
    // followed the hold (a page first rendered while the class changes could keep the old one).
    await expect.poll(() => storedAvailability(event.id)).toBe('sold_out')
    await expect(async () => {
      await page.goto(event.url)
      await expect(page.locator('.event-facts').getByText('Ausverkauft', { exact: true })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByText('Restkarten vielleicht an der Abendkasse')).toBeVisible()
    await page.locator('.event-facts').getByRole('link', { name: 'Auf die Warteliste' }).click()

    await expect(page.getByRole('heading', { level: 1, name: `Warteliste: ${event.title}` })).toBeVisible()
    await expect(
      page.getByText(/^So funktioniert die Warteliste: Werden Plätze frei, bieten wir sie in der Reihenfolge der Anmeldung an/),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const email = `warte.${Date.now()}@example.org`
    // A wrong address is said at the field, and nothing typed is lost.
    await page.getByLabel('Ihre E-Mail-Adresse').fill('warte@')
    await page.getByLabel(/^Vollpreis · 24\s€/).fill('2')
    await page.getByRole('button', { name: 'Auf die Warteliste' }).click()
    await expect(page.getByText('Ungültige E-Mail-Adresse!')).toBeVisible()
    await expect(page.getByLabel(/^Vollpreis · 24\s€/)).toHaveValue('2')
    await page.getByLabel('Ihre E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Auf die Warteliste' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Fast geschafft: Wir haben Ihnen eine E-Mail geschickt\./)
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0)

    // The mail's link: the entry's page, whose button confirms the address.
    await page.goto(await mailedEntry(email, /^Bitte bestätigen Sie Ihren Platz auf der Warteliste: /))
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Eintrag auf der Warteliste' })).toBeVisible()
    await expect(page.getByText('Gewünscht: 2 × Vollpreis (Parkett)')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Platz bestätigen' }).click()
    await expect(page.getByText('Danke, Ihre Adresse ist bestätigt.')).toBeVisible()
    await expect(page.getByText('Sie stehen auf der Warteliste, an 1. Stelle.', { exact: false })).toBeVisible()

    // The other visitor gives the seats back: the first in line is offered them at once.
    await rivalPage.goto('/webshop/cart')
    await rivalPage.getByRole('button', { name: /aus dem Warenkorb entfernen$/ }).click()
    // The last line gone, the cart says it is empty (the removal's own notice may already have made way for it).
    await expect(rivalPage.locator('.cart-line')).toHaveCount(0)
    await rival.close()
    const offer = await mailedEntry(email, new RegExp(`^Karten für Sie: ${event.title}$`))
    await page.goto(offer)
    await expect(page.getByRole('status').filter({ hasText: /^Karten für Sie: Wir halten sie bis / })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Karten in den Warenkorb legen' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    const line = page.locator('.cart-line')
    await expect(line.getByRole('heading', { name: event.title })).toBeVisible()
    await expect(line.getByText(/^Vollpreis \(/)).toBeVisible()
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    const number = await orderAsGuest(page, email, { first: 'Wilma', last: 'Warteliste' })
    await confirmOrderByMail(page, email, number)
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^QR-Code des Tickets / })).toHaveCount(2)
  })

  test('by keyboard in English: join from the shop, confirm, and leave from the mail’s link (en, 1440 px)', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // The shop's language is the visitor's (the locale cookie an English page writes).
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: 'http://127.0.0.1' }])
    const event = await makePerformance('en', { seats: 1, daysAhead: 9 })
    await holdAll(context, page, event, 1)
    await context.clearCookies({ name: 'festival_cart' })

    await page.goto(`/webshop/events/${event.id_jet}`)
    await expect(page.getByText('There are no more tickets online for this performance.')).toBeVisible()
    const join = page.getByRole('link', { name: 'Join the waiting list' })
    await join.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: `Waiting list: ${event.title}` })).toBeVisible()
    await expect(
      page.getByText(/^How the waiting list works: when seats come back, we offer them in the order people joined/),
    ).toBeVisible()
    const email = `waiting.${Date.now()}@example.org`
    await page.getByLabel('Your e-mail address').focus()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(/^Full price · /)).toBeFocused()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('1')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(/^Almost done: we have sent you an e-mail\./)
    await expect(page.getByRole('status')).toBeFocused()

    await page.goto(await mailedEntry(email, /^Please confirm your place on the waiting list: /))
    await expect(page.getByRole('heading', { level: 1, name: 'Your waiting-list entry' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirm my place' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('You are on the waiting list, number 1.', { exact: false })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Leave the waiting list' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('You are no longer on the waiting list.')).toBeVisible()
    await expect(page.getByText('You have left the waiting list.')).toBeVisible()
  })
})
