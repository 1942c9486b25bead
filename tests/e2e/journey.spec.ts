import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './test'

import { makePerformance } from './fixtures'
import { confirmOrderByMail, mailsTo, orderAsGuest, violations } from './support'

/**
 * A visitor's journey without a rough edge (issue 29): one click holds one ticket, a booked
 * timeslot is the time shown everywhere, an invoice names the account, a performance that has
 * begun sells nothing, the web shop's fallback page books without JavaScript, the booking popup's
 * buttons stay in view on a phone, and nothing focusable hides under the cookie banner.
 */

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)
const PHONE = { width: 390, height: 844 }
const IBAN = 'DE89 3704 0044 0532 0130 00'

/** Whether the element is in the window and nothing lies over its centre (a banner, a sticky bar, a sheet's edge). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    if (rect.bottom > window.innerHeight || rect.top < 0 || rect.right > window.innerWidth || rect.left < 0) return false
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return top !== null && (top === element || element.contains(top))
  })
}

async function answerConsent(page: Page) {
  await page.context().addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
}

test.describe('one click, one hold', () => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    test(`a double click on 'In den Warenkorb' holds one ticket (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await answerConsent(page)
      const event = await makePerformance('de')
      const group = event.seat_groups[0]?.seat_group ?? ''
      await page.goto(event.url)
      await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
      const dialog = page.locator('.booking-widget')
      await dialog.getByRole('button', { name: `Eine Karte ${group}, Vollpreis mehr` }).click()
      const calls: string[] = []
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/shop-cart/') && sent.method() === 'POST') calls.push(sent.headers()['idempotency-key'] ?? '')
      })
      await dialog.getByRole('button', { name: 'In den Warenkorb' }).dblclick()
      await expect(
        dialog.getByText('1 Karte liegt jetzt in Ihrem Warenkorb, 15 Minuten für Sie reserviert.', { exact: true }).first(),
      ).toBeVisible()
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatch(/^[0-9a-f]{32}-0$/)
      await expect(page.locator('.top-nav__badge')).toHaveText('1')
      await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click()
      await expect(page.locator('.cart-line')).toHaveCount(1)
    })
  }
})

test.describe('the booked time and the way to pay', () => {
  test('a timeslot is the time shown in the widget, cart, checkout, confirmation and mail; an invoice names the account', async ({
    page,
  }) => {
    await answerConsent(page)
    // Far enough ahead to be paid by invoice (the settings' seven days).
    const event = await makePerformance('de', { timeslots: true, daysAhead: 9 })
    const slots = event.seat_groups[0]?.timeslots.filter((slot) => slot.status === '1') ?? []
    const second = slots[1]?.time_start.slice(0, 5) ?? ''
    const group = event.seat_groups[0]?.seat_group ?? ''
    const start = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
      new Date(event.date_start),
    )
    await page.goto(event.url)
    await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
    const dialog = page.locator('.booking-widget')
    await dialog.getByRole('button', { name: 'Zeitfenster ändern' }).click()
    await dialog.getByRole('button', { name: `${second} Uhr` }).click()
    // The title names the chosen timeslot, not the opening.
    await expect(dialog.getByRole('heading', { name: /^Tickets/ })).toContainText(`Zeitfenster ${second} Uhr`)
    if (start !== second) await expect(dialog.getByRole('heading', { name: /^Tickets/ })).not.toContainText(`${start} Uhr`)
    await dialog.getByRole('button', { name: `Eine Karte ${group}, Vollpreis mehr` }).click()
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click()
    await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click()

    const slotText = `${second} Uhr (Zeitfenster)`
    await expect(page.locator('.cart-line')).toContainText(slotText)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page.locator('.checkout__summary')).toContainText(slotText)
    await expect(page.getByRole('timer')).toHaveText(/^Ihre Tickets sind noch 1[45]:\d\d Minuten für Sie reserviert\.$/)
    const email = `slot.${Date.now()}@example.org`
    const number = await orderAsGuest(page, email)
    await confirmOrderByMail(page, email, number)
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    const bank = page.getByRole('region', { name: 'Bankverbindung' })
    await expect(bank).toContainText(IBAN)
    await expect(bank).toContainText('Festival der Künste gGmbH')
    await expect(bank).toContainText(`mit dem Verwendungszweck ${number}`)
    await expect(bank.getByText('Zahlbar bis')).toBeVisible()
    await expect(page.locator('.ticket').first()).toContainText(slotText)
    expect(await violations(page)).toEqual([])

    const [mail] = await mailsTo(email, new RegExp(`^Ihre Bestellung ${number}$`))
    expect(mail?.text).toContain(slotText)
    expect(mail?.text).toContain(`IBAN: ${IBAN}`)
    expect(mail?.html).toContain(`IBAN: ${IBAN}`)
  })
})

test.describe('a performance that has begun', () => {
  test('has no Tickets button in the programme of its day or on its page', async ({ page }) => {
    await answerConsent(page)
    // Yesterday evening's performance, still with its seat groups and prices.
    const past = await makePerformance('de', { daysAhead: -1 })
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' })
      .format(new Date(past.date_start))
      .replace(/\//g, '-')
    await page.goto(past.url)
    await expect(page.getByText('Diese Vorstellung hat bereits stattgefunden.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Tickets/ })).toHaveCount(0)
    await page.goto(`/de/programm?date=${day}`)
    const entry = page.locator(`[data-event-id="${past.id}"]`)
    await expect(entry).toBeVisible()
    await expect(entry.getByRole('button', { name: /^Tickets/ })).toHaveCount(0)
    await expect(entry.getByRole('link', { name: /^Tickets/ })).toHaveCount(0)
  })
})

test.describe('the web shop page of a performance', () => {
  test('the widget’s fallback link leads to a page that books without JavaScript', async ({ browser }) => {
    const event = await makePerformance('de')
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
    const page = await context.newPage()
    await page.goto(event.url)
    // Without JavaScript the 'Tickets' button is a link to this performance in the web shop.
    const link = page.getByRole('button', { name: `Tickets für ${event.title}` })
    await expect(link).toHaveAttribute('href', `/webshop/events/${event.id_jet}`)
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await expect(page.locator('.shop__logo')).toHaveAttribute('href', '/de')
    const legal = page.getByRole('navigation', { name: 'Rechtliches' })
    for (const name of ['AGB', 'Impressum', 'Datenschutz']) await expect(legal.getByRole('link', { name })).toBeVisible()
    const group = event.seat_groups[0]?.seat_group ?? ''
    const field = page.getByRole('spinbutton', { name: new RegExp(`^${group}.*Vollpreis`) })
    // Nothing chosen: said at the top, nothing held.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.locator('.shop-event__outcome')).toHaveText('Bitte wählen Sie mindestens eine Karte.')
    await field.fill('2')
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/webshop\/cart$/)
    await expect(page.locator('.cart-line')).toContainText(event.title)
    // The language switch works without JavaScript too, and comes back to the same page.
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    await context.close()
  })

  test('after -214 the summary shows the code line and leads to the shop page', async ({ page }) => {
    await answerConsent(page)
    const event = await makePerformance('de')
    await page.route('**/api/shop-cart/', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ response_code: -214 }) }),
    )
    await page.goto(event.url)
    await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
    const dialog = page.locator('.booking-widget')
    await dialog
      .getByRole('button', { name: /^Eine Karte .*, Vollpreis mehr$/ })
      .first()
      .click()
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(dialog.getByText('Fehler -214', { exact: true })).toBeVisible()
    const shop = dialog.getByRole('link', { name: 'Zum Webshop' })
    await shop.click()
    await expect(page).toHaveURL(new RegExp(`/webshop/events/${event.id_jet}$`))
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible()
  })

  test('an answer of the cart call nobody expected is reported for error tracking, a refusal is not (SPEC §8)', async ({ page }) => {
    await answerConsent(page)
    const event = await makePerformance('de')
    const reports: { kind: string; message: string; url: string }[] = []
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/client-error/')) reports.push(sent.postDataJSON() as { kind: string; message: string; url: string })
    })
    const tryToBook = async (status: number, body: unknown, shown: string) => {
      await page.route('**/api/shop-cart/', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      )
      await page.goto(event.url)
      await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
      const dialog = page.locator('.booking-widget')
      await dialog
        .getByRole('button', { name: /^Eine Karte .*, Vollpreis mehr$/ })
        .first()
        .click()
      await dialog.getByRole('button', { name: 'In den Warenkorb' }).click()
      await expect(dialog.getByText(shown, { exact: true })).toBeVisible()
      await page.unroute('**/api/shop-cart/')
    }
    await tryToBook(409, { response_code: -214 }, 'Fehler -214')
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-error/'))
    await tryToBook(500, {}, 'Fehler 500')
    expect((await reported).status()).toBe(204)
    expect(reports).toEqual([{ kind: 'cart', message: 'the cart call answered 500', url: new URL(event.url, 'http://x').pathname }])
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the booking sheet keeps its title and its button in view in every step', async ({ page }) => {
    await answerConsent(page)
    const event = await makePerformance('de', { groups: 3 })
    await page.goto(event.url)
    await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
    let dialog = page.locator('.booking-widget')
    let add = dialog.getByRole('button', { name: 'In den Warenkorb' })
    await expect(add).toBeVisible()
    expect(await uncovered(add)).toBe(true)
    await dialog.getByRole('button', { name: 'Alle Platzkategorien' }).click()
    expect(await uncovered(add)).toBe(true)
    expect(await uncovered(dialog.getByRole('button', { name: 'Schließen' }))).toBe(true)
    await dialog.getByRole('button', { name: 'Ermäßigungen' }).click()
    expect(await uncovered(add)).toBe(true)
    // A performance with timeslots: their step too.
    const timed = await makePerformance('de', { timeslots: true })
    await page.goto(timed.url)
    await page.getByRole('button', { name: `Tickets für ${timed.title}` }).click()
    dialog = page.locator('.booking-widget')
    add = dialog.getByRole('button', { name: 'In den Warenkorb' })
    await dialog.getByRole('button', { name: 'Zeitfenster ändern' }).click()
    expect(await uncovered(add)).toBe(true)
    // The sheet lies at the window's bottom, full width.
    const box = await dialog.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height)
    expect(Math.round(box?.width ?? 0)).toBe(PHONE.width)
  })

  test('nothing focusable hides under the cookie banner, and the widget works before it is answered', async ({ page }) => {
    const event = await makePerformance('de')
    await page.goto('/de/programm')
    const banner = page.getByRole('region', { name: 'Cookie-Einstellungen' })
    await expect(banner).toBeVisible()
    // Tab through the page: every focused element outside the banner is clear of it.
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab')
      const covered = await page.evaluate(() => {
        const focused = document.activeElement
        const region = document.querySelector('[data-consent-banner]')
        if (!focused || !region || region.contains(focused) || focused === document.body) return null
        const rect = focused.getBoundingClientRect()
        const top = region.getBoundingClientRect().top
        return rect.bottom > top + 1 ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null
      })
      expect(covered).toBeNull()
    }
    await page.goto(event.url)
    await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
    const dialog = page.locator('.booking-widget')
    const group = event.seat_groups[0]?.seat_group ?? ''
    const more = dialog.getByRole('button', { name: `Eine Karte ${group}, Vollpreis mehr` })
    expect(await uncovered(more)).toBe(true)
    await more.click()
    const add = dialog.getByRole('button', { name: 'In den Warenkorb' })
    expect(await uncovered(add)).toBe(true)
    await add.click()
    await expect(
      dialog.getByText('1 Karte liegt jetzt in Ihrem Warenkorb, 15 Minuten für Sie reserviert.', { exact: true }).first(),
    ).toBeVisible()
    expect(await uncovered(dialog.getByRole('link', { name: 'Zum Warenkorb' }))).toBe(true)
  })
})
