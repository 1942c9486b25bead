import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from './test'

import { type ListedEvent, makeCustomer, makePerformance } from './fixtures'
import { ORIGIN, buyerOf, confirmOrderByMail, logInBoxOffice, mailsTo, openOrderAtBoxOffice, reserveTickets, tabTo } from './support'

/** An upcoming performance on sale with seats and without timeslots (one seat group is enough). */

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)
const CSRF = 'e2e0'.repeat(10)

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** Reserves tickets through SPEC's cart call, as the widget does, with the context's cookies. */
const reserve = (context: BrowserContext, page: Page, event: ListedEvent, quantity: number) =>
  reserveTickets(context, page, event, quantity, CSRF)

async function fillBuyer(page: Page, email: string, labels: Record<'first' | 'last' | 'email' | 'street' | 'postal' | 'city', string>) {
  await page.getByLabel(labels.first, { exact: true }).fill('Ada')
  await page.getByLabel(labels.last, { exact: true }).fill('Lovelace')
  await page.getByLabel(labels.email, { exact: true }).fill(email)
  await page.getByLabel(labels.street, { exact: true }).fill('Hauptstraße 1')
  await page.getByLabel(labels.postal, { exact: true }).fill('10115')
  await page.getByLabel(labels.city, { exact: true }).fill('Berlin')
}

test.describe('web shop', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
  })

  test('from the widget to the cart and its countdown, checkout by invoice, the confirmation with QR codes and the e-mail with its PDF', async ({
    page,
  }) => {
    const event = await makePerformance('de', { daysAhead: 9 })
    const group = event.seat_groups[0]?.seat_group ?? ''
    await page.goto(event.url)
    await page.getByRole('button', { name: `Tickets für ${event.title}` }).click()
    const dialog = page.locator('.booking-widget')
    for (let i = 0; i < 2; i++) await dialog.getByRole('button', { name: `Eine Karte ${group}, Vollpreis mehr` }).click()
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click()
    await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    await expect(page.getByRole('timer')).toHaveText(/^Ihre Tickets sind noch 1[45]:\d\d Minuten für Sie reserviert\.$/)
    const line = page.locator('.cart-line')
    await expect(line.getByRole('heading', { name: event.title })).toBeVisible()
    await expect(line.getByText(group, { exact: true })).toBeVisible()
    await expect(line.getByText(/^Vollpreis \(/)).toBeVisible()
    await expect(page.getByText('Gesamtsumme')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(page.getByText('Bitte prüfen Sie Ihre Angaben.')).toBeVisible()
    await expect(page.getByLabel('Vorname', { exact: true })).toBeFocused()
    await expect(page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeVisible()
    const email = `ada.${Date.now()}@example.org`
    await fillBuyer(page, email, {
      first: 'Vorname',
      last: 'Nachname',
      email: 'E-Mail',
      street: 'Straße und Hausnummer',
      postal: 'PLZ',
      city: 'Ort',
    })
    await page.getByRole('radio', { name: 'Rechnung' }).check()
    await expect(page.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/de/agb')
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()

    // As a guest the order waits for the address: the page says so, the mail brings the link.
    await expect(page.getByRole('heading', { level: 1, name: 'Fast geschafft: Bitte bestätigen Sie Ihre Bestellung' })).toBeVisible()
    const number = (await page.locator('.order__number').textContent()) ?? ''
    expect(number).toMatch(/^FDK-\d{4}-\d{6}$/)
    await expect(page.getByRole('status').filter({ hasText: `Wir haben an ${email} eine E-Mail mit einem Link geschickt.` })).toBeVisible()
    await expect(page.getByRole('img', { name: /^QR-Code des Tickets / })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await confirmOrderByMail(page, email, number)
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.getByText(`Ihre Bestellung ${number} ist bestätigt.`, { exact: false })).toBeVisible()
    const qr = page.getByRole('img', { name: /^QR-Code des Tickets / })
    await expect(qr).toHaveCount(2)
    // The picture is drawn once it has loaded (under load that can take a moment after the heading).
    await expect.poll(() => qr.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    const [mail] = await mailsTo(email, new RegExp(`^Ihre Bestellung ${number}$`))
    expect(mail?.text).toContain(number)
    // The tickets as a PDF, and the performance as a calendar entry.
    expect(mail?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`Tickets-${number}.pdf`, 'application/pdf'],
      [`Vorstellungen-${number}.ics`, 'text/calendar'],
    ])
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
    // The header's count is gone: the cart was ordered.
    await page.goto('/de')
    await expect(page.locator('.top-nav__badge')).toHaveCount(0)
  })

  test('the whole checkout by keyboard alone, in English', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: 'http://127.0.0.1' }])
    const event = await makePerformance('en', { daysAhead: 9 })
    await page.goto('/webshop')
    await reserve(context, page, event, 1)
    await page.goto('/webshop/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    await expect(page.getByRole('timer')).toHaveText(/^Your tickets are reserved for you for another 1[45]:\d\d minutes\.$/)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, page.getByRole('link', { name: 'Checkout' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const email = `kb.${Date.now()}@example.org`
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['E-mail', email],
      ['Street and number', 'Main Street 1'],
      ['Postcode', 'SW1A 1AA'],
      ['City', 'London'],
    ] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    await tabTo(page, page.getByLabel('Country', { exact: true }))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('United Kingdom')
    // The radio group: one Tab stop, arrows move the choice.
    await tabTo(page, page.getByRole('radio', { name: 'Invoice' }))
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('radio', { name: 'Pay at the box office' })).toBeChecked()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked()
    await tabTo(page, page.getByRole('checkbox', { name: /general terms and conditions/ }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Buy now' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Almost done: please confirm your order' })).toBeVisible()
    const number = (await page.locator('.order__number').textContent()) ?? ''
    await confirmOrderByMail(page, email, number, 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^QR code of ticket / })).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
    const [mail] = await mailsTo(email, /^Your order FDK-/)
    // The tickets as a PDF and the performance as a calendar entry.
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([`Tickets-${number}.pdf`, `Performances-${number}.ics`])
  })

  test('the shop’s header offers the log-in to a visitor and the profile to a customer (de at 390 px, en at 1440 px)', async ({
    page,
    context,
  }) => {
    // Issue 44: "Mein Profil" was offered to every visitor.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/webshop/cart')
    const nav = page.getByRole('navigation', { name: 'Webshop' })
    await expect(nav.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/webshop/account/login')
    await expect(nav.getByRole('link', { name: 'Mein Profil' })).toHaveCount(0)
    const customer = await makeCustomer()
    const login = await page.request.post('/cms-api/customers/login', {
      data: { email: customer.email, password: customer.password },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(login.status(), await login.text()).toBe(200)
    await page.reload()
    await expect(nav.getByRole('link', { name: 'Mein Profil' })).toHaveAttribute('href', '/de/user/profile')
    await expect(nav.getByRole('link', { name: 'Anmelden' })).toHaveCount(0)

    await page.setViewportSize({ width: 1440, height: 900 })
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: new URL(page.url()).origin }])
    await page.reload()
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/en/user/profile')
    await context.clearCookies({ name: 'payload-token' })
    await page.reload()
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/webshop/account/login')
  })

  test('a visitor who arrives on an English page meets English in the cart, the log-in and the shop’s 404, without touching the switch', async ({
    page,
  }) => {
    // Issue 44: the shop's addresses name no language, and they spoke German to an English reader.
    await page.goto('/en/programme')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en')
    await page.goto('/webshop/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Webshop' }).getByRole('link', { name: 'Log in' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/webshop/gibt-es-nicht')
    await expect(page.getByRole('link', { name: 'To the home page' })).toBeVisible()
    // A performance the shop does not sell answers 404 too, in English.
    const unknown = await page.goto('/webshop/events/no-such-show')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This performance is not in the web shop.' })).toBeVisible()
    // Reading a German page is the visitor's choice again.
    await page.goto('/de/programm')
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de')
  })

  test('an expired basket is kept and reserved again', async ({ page, context }) => {
    const event = await makePerformance('de')
    await page.clock.install()
    await page.goto('/webshop')
    await reserve(context, page, event, 1)
    await page.goto('/webshop/cart')
    await expect(page.getByRole('timer')).toBeVisible()
    // Five minutes before the end the live region speaks once; at the end the basket says it expired.
    await page.clock.fastForward('10:30')
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Reservierung läuft in 5 Minuten ab.' })).toHaveCount(1)
    await page.clock.fastForward('05:00')
    await expect(page.getByRole('alert').filter({ hasText: 'Ihre Reservierung ist abgelaufen.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0)
    await expect(page.locator('.cart-line').getByRole('heading', { name: event.title })).toBeVisible()
  })
})

test.describe('customer account', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
  })

  test('register, verify the address, log in, see the name, buy, see the order in the profile, change settings, log out', async ({
    page,
    context,
  }) => {
    const email = `neu.${Date.now()}@example.org`
    await page.goto('/webshop/account/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible()
    await page.getByLabel('Vorname', { exact: true }).fill('Nora')
    await page.getByLabel('Nachname', { exact: true }).fill('Neu')
    await page.getByLabel('E-Mail', { exact: true }).fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('festival')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible()
    await page.getByLabel('Passwort', { exact: true }).fill('Trommelwirbel im Spiegelzelt 7')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `Fast geschafft: Wir haben Ihnen eine E-Mail an ${email} geschickt. Bitte bestätigen Sie darin Ihre E-Mail-Adresse.`,
    )

    // Not yet verified: the log-in says so.
    await page.goto('/webshop/account/login')
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort').fill('Trommelwirbel im Spiegelzelt 7')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail.')).toBeVisible()

    const [mail] = await mailsTo(email, /^Bitte bestätigen Sie Ihre E-Mail-Adresse$/)
    const link = /href="([^"]+\/webshop\/account\/verify\/[0-9a-f]+)"/.exec(String(mail?.html ?? ''))?.[1] ?? ''
    expect(link).not.toBe('')
    await page.goto(new URL(link).pathname)
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click()
    await expect(page.getByText('Vielen Dank, Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.')).toBeVisible()
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort').fill('Trommelwirbel im Spiegelzelt 7')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('button', { name: 'Konto von Nora Neu' })).toBeVisible()

    // An order as this customer: checkout knows the name and e-mail.
    const event = await makePerformance('de')
    await reserve(context, page, event, 1)
    await page.goto('/webshop/checkout')
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(email)
    await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1')
    await page.getByLabel('PLZ').fill('10115')
    await page.getByLabel('Ort', { exact: true }).fill('Berlin')
    // Five days ahead is too near for a transfer (the settings' seven days): invoice is not offered, and the checkout says why.
    await expect(page.getByRole('radio', { name: 'Rechnung' })).toHaveCount(0)
    await expect(
      page.getByText(
        'Zahlung auf Rechnung ist bis 7 Tage vor der Vorstellung möglich, damit die Überweisung rechtzeitig ankommt. Diese Bestellung bezahlen Sie bitte an der Kasse.',
      ),
    ).toBeVisible()
    await page.getByRole('radio', { name: 'Zahlung an der Kasse' }).check()
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    const number = (await page.locator('.order__number').textContent()) ?? ''

    await page.goto('/de/user/profile')
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^Bestellung ${number} vom `) })).toBeVisible()
    await expect(page.getByRole('img', { name: /^QR-Code des Tickets / })).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])

    await page.goto('/de/user/settings')
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Nora')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Nachname', { exact: true }).fill('Neumann')
    await page.getByLabel('Bevorzugte Sprache').selectOption('en')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByText('Ihre Einstellungen sind gespeichert.')).toBeVisible()
    await page.reload()
    // The reload keeps the scroll position, where the scrolled header hides its top bar.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByRole('button', { name: 'Konto von Nora Neumann' })).toBeVisible()
    await expect(page.getByLabel('Bevorzugte Sprache')).toHaveValue('en')

    await page.getByRole('button', { name: 'Konto von Nora Neumann' }).click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await page.goto('/de/user/profile')
    await expect(page.getByText('Bitte melden Sie sich an, um Ihr Konto zu sehen.')).toBeVisible()
  })

  test('a forgotten password is reset by e-mail, in English', async ({ page, context }) => {
    await context.addCookies([
      { name: 'i18n_redirected', value: 'en', url: 'http://127.0.0.1' },
      { name: 'csrftoken', value: CSRF, url: 'http://127.0.0.1' },
    ])
    const email = `forgot.${Date.now()}@example.org`
    await page.goto('/webshop/account/login')
    const registered = await page.request.post('/api/user-register/', {
      headers: { 'x-csrftoken': CSRF, origin: ORIGIN },
      data: { first_name: 'Fay', last_name: 'Forgetful', email, password: 'Trommelwirbel im Spiegelzelt 7', preferred_locale: 'en' },
    })
    expect(registered.status()).toBe(201)
    await page.getByRole('link', { name: 'Forgotten your password?' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(page.getByRole('status')).toHaveText(`If there is an account for ${email}, we have sent a link there.`)
    const [mail] = await mailsTo(email, /^Your new password$/)
    const link = /href="([^"]+\/webshop\/account\/reset\/[^"]+)"/.exec(String(mail?.html ?? ''))?.[1] ?? ''
    await page.goto(new URL(link).pathname)
    await page.getByLabel('New password').fill('abcdefghij')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByText(/too easy to guess/)).toBeVisible()
    await page.getByLabel('New password').fill('Paukenschlag unterm Zeltdach 9')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByText('Your new password is saved. You are logged in.')).toBeVisible()
  })
})

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the profile and the settings say plainly that they need JavaScript, and where to log in without it', async ({ page }) => {
    for (const path of ['/de/user/profile', '/de/user/settings']) {
      await page.goto(path)
      // Playwright's text engine skips <noscript>; a CSS locator reaches what the browser shows.
      await expect(page.locator('.account__noscript')).toContainText(
        'Ihr Konto mit Bestellungen, Tickets und Einstellungen braucht JavaScript.',
      )
      await expect(page.locator('.account__noscript a')).toHaveAttribute('href', '/webshop/account/login')
      await expect(page.getByText('Konto wird geladen …')).toHaveCount(0)
      await expect(page.getByText('Bestellungen werden geladen')).toHaveCount(0)
    }
  })

  test('logs in, registers and resets a password with JavaScript off; nothing typed lands in an address', async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
    // Log in: a wrong password comes back with the reason, the right one leads home with a session.
    const customer = await makeCustomer()
    await page.goto('/webshop/account/login')
    await page.getByLabel('E-Mail').fill(customer.email)
    await page.getByLabel('Passwort').fill('falsch-falsch-falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/webshop\/account\/login\?result=login-failed$/)
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible()
    await page.getByLabel('E-Mail').fill(customer.email)
    await page.getByLabel('Passwort').fill(customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/de$/)
    expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(true)
    await context.clearCookies()

    // Register: a weak password is named, then the account is created and the mail sent.
    const email = `ohne.skript.${Date.now()}@example.org`
    await page.goto('/webshop/account/register')
    const fill = async (password: string) => {
      await page.getByLabel('Vorname').fill('Ohne')
      await page.getByLabel('Nachname').fill('Skript')
      await page.getByLabel('E-Mail').fill(email)
      await page.getByLabel('Passwort').fill(password)
      await page.getByRole('button', { name: 'Konto anlegen' }).click()
    }
    await fill('festival')
    await expect(page.getByText('Bitte prüfen Sie Ihre Angaben: Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible()
    expect(page.url()).not.toContain('festival&')
    await fill('Trommelwirbel im Spiegelzelt 7')
    await expect(
      page.getByText('Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie darin Ihre E-Mail-Adresse.'),
    ).toBeVisible()
    expect(await mailsTo(email, /E-Mail-Adresse/)).not.toHaveLength(0)

    // Reset: the link from the mail, a new password, logged in.
    const asked = await request.post('/cms-api/customers/forgot-password', {
      data: { email },
      headers: { origin: ORIGIN },
    })
    expect(asked.status()).toBe(200)
    const [mail] = await mailsTo(email, /Passwort/)
    const link = /href="([^"]+\/webshop\/account\/reset\/[^"]+)"/.exec(String(mail?.html ?? ''))?.[1] ?? ''
    await page.goto(new URL(link).pathname)
    await page.getByLabel('Neues Passwort').fill('Paukenschlag unterm Zeltdach 9')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByText('Ihr neues Passwort ist gespeichert. Sie sind angemeldet.')).toBeVisible()
    expect(page.url()).not.toContain('Paukenschlag')
    expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(true)
  })
})

test.describe('box office', () => {
  test('an unpaid order’s ticket is admitted once the payment is taken at the door; cancelling an order frees its seats at once', async ({
    page,
    context,
  }) => {
    const event = await makePerformance('de')
    await page.goto('/webshop')
    await reserve(context, page, event, 2)
    const checkout = await page.request.post('/api/shop-checkout/', {
      headers: { 'x-csrftoken': CSRF, origin: ORIGIN },
      data: {
        buyer: buyerOf({ first_name: 'Karla', last_name: 'Kassentest', email: 'karla@example.org' }),
        expected_total_cents: await totalOf(page),
      },
    })
    expect(checkout.status(), await checkout.text()).toBe(200)
    const { number } = (await checkout.json()) as { number: string }
    await confirmOrderByMail(page, 'karla@example.org', number)

    await context.clearCookies()
    await logInBoxOffice(page)
    await page.goto(`/admin/box-office?event=${event.id}`)
    const soldOf = async () =>
      Number(await page.locator('.box-office__table').first().locator('tbody tr').first().locator('td').nth(2).textContent())
    const soldBefore = await soldOf()
    expect(soldBefore).toBeGreaterThanOrEqual(2)
    await openOrderAtBoxOffice(page, number)
    // Ordered to pay at the box office: awaiting payment, listed as such.
    await expect(page.getByText(/(Offen|Awaiting payment), (zahlbar bis|due by)/)).toBeVisible()
    await expect(
      page.getByRole('region', { name: /^(Offene Zahlungen|Awaiting payment)$/ }).getByRole('link', { name: new RegExp(`${number}$`) }),
    ).toBeVisible()
    const code = (await page.locator('.box-office__table code').first().textContent()) ?? ''
    // On a phone at the door, the order and the list of those awaiting payment fit the window (no sideways scrolling).
    const desktop = page.viewportSize()
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of [page.url(), `/admin/box-office?event=${event.id}`]) {
      await page.goto(path)
      await expect(page.getByRole('region', { name: /^(Offene Zahlungen|Awaiting payment)$/ })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391)
    }
    await page.goBack()
    if (desktop) await page.setViewportSize(desktop)

    // At the door the unpaid ticket is refused with what is owed; taking the money admits it in one step.
    await page.getByLabel(/^(Ticket-Code|Ticket code)$/).fill(code)
    await page.getByRole('button', { name: /^(Einlassen|Check in)$/ }).click()
    await expect(page.locator('.box-office__result')).toHaveText(new RegExp(`${number}.*(Offen|Owed): .*\\d`))
    await page.getByRole('button', { name: /(erhalten – Zahlung erfassen und einlassen|received – record the payment and admit)$/ }).click()
    await expect(page.locator('.box-office__result')).toHaveText(/^(Zahlung erfasst\. Eingelassen|Payment recorded\. Checked in)/)
    await openOrderAtBoxOffice(page, number)
    await expect(page.getByText(/(Bezahlt|Paid), (bezahlt am|paid on)/)).toBeVisible()
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: /^(Bestellung stornieren|Cancel order)$/ }).click()
    await expect(page.locator('.box-office__result')).toHaveText(new RegExp(`${number}`))
    await page.goto(`/admin/box-office?event=${event.id}`)
    expect(await soldOf()).toBe(soldBefore - 2)
  })
})

/** The cart's total as the checkout must confirm it (cents). */
async function totalOf(page: Page): Promise<number> {
  await page.goto('/webshop/checkout')
  const text = (await page.locator('.cart__total strong').textContent()) ?? ''
  const euros = Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
  return Math.round(euros * 100)
}
