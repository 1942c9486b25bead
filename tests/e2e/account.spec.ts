import type { BrowserContext, Page } from '@playwright/test'

import { type ListedEvent, makeCustomer, makeDocuments, makePerformance } from './fixtures'
import { ORIGIN, answeredConsent, checkoutByCall, logIn, mailsTo, reserveTickets, tabTo, violations } from './support'
import { expect, test } from './test'

/**
 * Issue 46: the account SPEC lists and the privacy a visitor can exercise. Reservations (held
 * tickets with their clock, unpaid ones with how to pay, given back), the account's data as a page
 * and a file, deleting the account (German by mouse, English by keyboard at 390 px), the retention
 * periods on the privacy policy, and an administrator's answer to someone without an account.
 */

const CSRF = 'account0'.repeat(5)
const reserve = (context: BrowserContext, page: Page, event: ListedEvent, quantity: number) =>
  reserveTickets(context, page, event, quantity, CSRF)

test.describe('reservations in the account', () => {
  test('shows the tickets held in the cart with their clock and an unpaid reservation with how to pay it, and gives it back (German)', async ({
    page,
    context,
  }) => {
    const customer = await makeCustomer()
    await logIn(context, page, customer, 'de')
    const event = await makePerformance('de', { daysAhead: 11 })
    await page.goto('/webshop')
    await reserve(context, page, event, 1)
    const number = await checkoutByCall(page, CSRF, { ...customer, first_name: 'Karla' })
    // Two more held in the cart, not yet ordered.
    await reserve(context, page, event, 2)

    await page.goto('/de/user/profile')
    const reservations = page.getByRole('region', { name: 'Reservierungen' })
    const held = reservations.getByRole('article', { name: 'Im Warenkorb gehalten' })
    await expect(held.getByText(new RegExp(`^2 × ${event.title}`))).toBeVisible()
    await expect(held.getByRole('timer')).toHaveText(/^Ihre Tickets sind noch 1\d:\d\d Minuten für Sie reserviert\.$/)
    await expect(held.getByRole('link', { name: 'Zum Warenkorb und zur Kasse' })).toHaveAttribute('href', '/webshop/cart')
    const unpaid = reservations.getByRole('article', { name: `Reservierung ${number}` })
    await expect(unpaid.getByText(/^Offen: \d/)).toBeVisible()
    await expect(unpaid.getByText(/^Bitte bezahlen bis /)).toBeVisible()
    await expect(unpaid.getByText(/^Bitte bezahlen Sie an der Kasse|^Die Öffnungszeiten der Kasse/)).toBeVisible()
    expect(await violations(page)).toEqual([])

    // Giving it back asks first; keeping it returns the focus.
    await unpaid.getByRole('button', { name: 'Reservierung stornieren' }).click()
    const ask = unpaid.getByRole('group', {
      name: `Reservierung ${number} wirklich stornieren? Die Plätze gehen sofort zurück in den Verkauf.`,
    })
    await expect(ask.getByRole('button', { name: 'Ja, stornieren' })).toBeFocused()
    await ask.getByRole('button', { name: 'Behalten' }).click()
    await expect(unpaid.getByRole('button', { name: 'Reservierung stornieren' })).toBeFocused()
    await unpaid.getByRole('button', { name: 'Reservierung stornieren' }).press('Enter')
    await ask.getByRole('button', { name: 'Ja, stornieren' }).press('Enter')
    await expect(reservations.getByRole('status').filter({ hasText: 'ist storniert' })).toHaveText(
      `Reservierung ${number} ist storniert. Ihre Plätze sind wieder im Verkauf.`,
    )
    await expect(reservations.getByRole('article', { name: `Reservierung ${number}` })).toHaveCount(0)
    // The order itself says so below.
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^Bestellung ${number} vom `) })).toBeVisible()
  })
})

test.describe('privacy in the account', () => {
  test('shows the account’s data as a page and a file, and deletes the account with its password (German)', async ({ page, context }) => {
    const customer = await makeCustomer()
    await logIn(context, page, customer, 'de')
    await page.goto('/de/user/settings')
    const data = page.getByRole('region', { name: 'Ihre Daten' })
    await expect(data).toBeVisible()

    // The file: everything in one JSON document, handed out to keep.
    const download = data.getByRole('link', { name: 'Meine Daten herunterladen (JSON)' })
    const file = await page.request.get((await download.getAttribute('href')) ?? '')
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="festival-data-/)
    expect(((await file.json()) as { account: { email: string } }).account.email).toBe(customer.email)

    // The page: the same, readable.
    await data.getByRole('link', { name: 'Meine Daten ansehen' }).click()
    await expect(page).toHaveURL(/\/de\/user\/data$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible()
    const account = page.getByRole('region', { name: 'Konto' })
    await expect(account.getByText(customer.email)).toBeVisible()
    await expect(account.getByText(`Karla ${customer.last_name}`)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Bestellungen' }).getByText('Keine')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Formular-Eingänge' }).getByText('Keine')).toBeVisible()
    expect(await violations(page)).toEqual([])

    // Deleting asks for the password and an explicit yes, each in the visitor's language.
    await page.goto('/de/user/settings')
    const remove = page.getByRole('region', { name: 'Konto löschen' })
    await expect(remove.getByText(/Bestellungen bewahren wir als Rechnungen zehn Jahre auf/)).toBeVisible()
    await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click()
    await expect(remove.getByText('Dieses Feld ist erforderlich!')).toBeVisible()
    await expect(remove.getByLabel('Aktuelles Passwort')).toBeFocused()
    await remove.getByLabel('Aktuelles Passwort').fill('nicht das Passwort')
    await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click()
    await expect(remove.getByText('Bitte bestätigen Sie, dass Sie Ihr Konto löschen möchten.')).toBeVisible()
    await remove.getByRole('checkbox', { name: 'Ja, ich möchte mein Konto endgültig löschen.' }).check()
    await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click()
    await expect(remove.getByText('Das aktuelle Passwort stimmt nicht.')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await remove.getByLabel('Aktuelles Passwort').fill(customer.password)
    await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click()

    const done = page.getByRole('status').filter({ hasText: 'Ihr Konto ist gelöscht.' })
    await expect(done).toHaveText(new RegExp(`Eine Bestätigung haben wir an ${customer.email.replace(/\./g, '\\.')} geschickt\\.`))
    await expect(done).toBeFocused()
    await mailsTo(customer.email, /^Ihr Konto wurde gelöscht$/)
    // The log-in stops working at once.
    await page.goto('/de/user/profile')
    await expect(page.getByText('Bitte melden Sie sich an, um Ihr Konto zu sehen.')).toBeVisible()
    const again = await page.request.post('/cms-api/customers/login', {
      data: { email: customer.email, password: customer.password },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(again.status()).toBe(401)
  })

  test('deletes an account by keyboard alone on a phone, in English', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const customer = await makeCustomer()
    await logIn(context, page, customer, 'en')
    await page.goto('/en/user/data')
    await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Account' }).getByText(customer.email)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Waiting lists' }).getByText('None')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    expect(await violations(page)).toEqual([])

    await page.goto('/en/user/settings')
    const remove = page.getByRole('region', { name: 'Delete account' })
    await expect(remove.getByText(/Paid tickets stay valid/)).toBeVisible()
    await tabTo(page, remove.getByLabel('Current password'))
    await page.keyboard.type(customer.password)
    await page.keyboard.press('Tab')
    await expect(remove.getByRole('checkbox', { name: 'Yes, I want to delete my account for good.' })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(remove.getByRole('button', { name: 'Delete account for good' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeFocused()
    await mailsTo(customer.email, /^Ihr Konto wurde gelöscht$|^Your account has been deleted$/)
    await page.getByRole('link', { name: 'To the start page' }).press('Enter')
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe('privacy for everyone', () => {
  test('the privacy policy states the retention periods the back office sets, in both languages', async ({ page, context }) => {
    const base = test.info().project.use.baseURL ?? ORIGIN
    await context.addCookies([{ name: 'cookie_consent', value: answeredConsent, url: base }])
    await page.goto('/de/datenschutz')
    const periods = page.getByRole('region', { name: 'Wie lange wir Ihre Daten speichern' })
    await expect(periods.getByText(/^Formular-Eingänge und mit ihnen hochgeladene Dateien: 6 Monate nach dem Absenden\.$/)).toBeVisible()
    await expect(periods.getByText(/zehn Jahre ab dem Ende des Jahres der Bestellung/)).toBeVisible()
    await page.goto('/en/datenschutz')
    await expect(
      page
        .getByRole('region', { name: 'How long we keep your data' })
        .getByText(/^Carts and held tickets that did not become an order: 30 days/),
    ).toBeVisible()
  })

  test('an administrator finds, hands out and erases the data of someone without an account', async ({ page }) => {
    const login = await page.request.post('/cms-api/users/login', {
      data: { email: 'admin@festival.example', password: 'festival-admin' },
      headers: { origin: ORIGIN },
    })
    expect(login.status()).toBe(200)
    // Someone who sent a form without an account.
    const email = `gast.${Date.now()}@example.org`
    const { form } = await makeDocuments()
    const sent = await page.request.post('/de/api/forms-entries/', {
      headers: { origin: ORIGIN, 'x-csrftoken': 'privacy0'.repeat(5), cookie: `csrftoken=${'privacy0'.repeat(5)}` },
      data: { form: form.id, field_values: { name: 'Gast', email } },
    })
    expect(sent.status(), await sent.text()).toBe(201)

    await page.goto('/admin/privacy-requests')
    await expect(page.getByRole('heading', { level: 1, name: /^(Datenschutzanfragen|Privacy requests)$/ })).toBeVisible()
    await page.getByLabel(/^(E-Mail-Adresse|E-mail address)$/).fill(email)
    await page.getByRole('button', { name: /^(Suchen|Search)$/ }).click()
    const found = page.getByRole('region', { name: new RegExp(email.replace(/\./g, '\\.')) })
    await expect(found.getByText(/^(Kein Konto\.|No account\.)$/)).toBeVisible()
    await expect(found.getByText(/^(Ein Formular-Eingang|One form entry)$/)).toBeVisible()
    const exported = await page.request.get((await found.getByRole('link', { name: /JSON/ }).getAttribute('href')) ?? '')
    expect(((await exported.json()) as { form_entries: unknown[] }).form_entries).toHaveLength(1)

    await found.getByRole('checkbox').check()
    await found.getByRole('button', { name: /^(Daten löschen|Erase the data)$/ }).click()
    await expect(page.getByRole('status').filter({ hasText: /^(Gelöscht|Erased):/ })).toHaveText(
      /^(Gelöscht: ein Formular-Eingang|Erased: one form entry)/,
    )
    await expect(
      page.getByRole('region', { name: new RegExp(email.replace(/\./g, '\\.')) }).getByText(/^(Keine Formular-Eingänge|No form entries)$/),
    ).toBeVisible()
    await expect(
      page.getByText(/^(Zu dieser Adresse ist nichts \(mehr\) gespeichert\.|Nothing is stored \(any more\) for this address\.)$/),
    ).toBeVisible()
  })
})
