import type { BrowserContext, Page } from '@playwright/test'

import { makeCustomer, makePerformance } from './fixtures'
import {
  ORIGIN,
  buyerOf,
  checkoutByCall,
  confirmOrderByMail,
  logIn,
  logInBoxOffice,
  mailsTo,
  openOrderAtBoxOffice,
  reserveTickets,
  tabTo,
  violations,
} from './support'
import { expect, test } from './test'

/**
 * Issue 46: gift vouchers. A customer buys one in German by mouse (a free amount out of range is
 * refused, the order page and the mail carry the code, the box office takes the payment, the account
 * shows it valid); a guest redeems one in English by keyboard on a phone, paying part of an order.
 */

const CSRF = 'voucher0'.repeat(5)
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/

/** The box office records the payment of an order (its vouchers pay from then on). */
async function payAtBoxOffice(context: BrowserContext, page: Page, number: string) {
  await context.clearCookies()
  await logInBoxOffice(page)
  await openOrderAtBoxOffice(page, number)
  await page.getByRole('button', { name: /^(Zahlung über|Record payment of) / }).click()
  await expect(page.locator('.box-office__result')).toHaveText(new RegExp(number))
  await context.clearCookies()
}

test.describe('gift vouchers', () => {
  test('a customer buys a voucher of a free amount, gets its code on the page and by mail, and the account shows it once paid (German, mouse)', async ({
    page,
    context,
  }) => {
    const customer = await makeCustomer()
    await logIn(context, page, customer, 'de')
    await page.goto('/webshop')
    await page.getByRole('link', { name: 'Geschenkgutschein kaufen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Geschenkgutschein' })).toBeVisible()
    expect(await violations(page)).toEqual([])

    await page.getByRole('radio', { name: 'Anderer Betrag' }).check()
    await page.getByLabel(/^Betrag in ganzen Euro \(10 bis 300\)$/).fill('500')
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Lindenallee 4')
    await page.getByLabel('PLZ', { exact: true }).fill('04109')
    await page.getByLabel('Ort', { exact: true }).fill('Leipzig')
    await page.getByRole('radio', { name: 'Zahlung an der Kasse' }).check()
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
    await page.getByRole('button', { name: 'Gutschein bestellen' }).click()
    await expect(page.getByText('Bitte geben Sie ganze Euro innerhalb der genannten Spanne an.')).toBeVisible()
    await expect(page.getByLabel(/^Betrag in ganzen Euro/)).toBeFocused()

    await page.getByLabel(/^Betrag in ganzen Euro/).fill('40')
    await expect(page.getByText('Summe: 40 €')).toBeVisible()
    await page.getByRole('button', { name: 'Gutschein bestellen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    const number = (await page.locator('.order__number').textContent()) ?? ''
    const vouchers = page.getByRole('region', { name: 'Ihre Gutscheine' })
    await expect(vouchers.getByText('Der Gutschein bezahlt Tickets, sobald diese Bestellung bezahlt ist.')).toBeVisible()
    const code = (await vouchers.locator('.order__code').first().textContent())?.trim() ?? ''
    expect(code).toMatch(CODE)
    await expect(vouchers.getByRole('img', { name: `Gutscheincode ${code}` })).toBeVisible()
    await expect(vouchers.getByText('Noch nicht bezahlt')).toBeVisible()
    await expect(vouchers.getByText(/31\. Dezember 20\d\d$/)).toBeVisible()
    await expect(vouchers.getByRole('link', { name: 'Gutschein als PDF zum Ausdrucken' })).toBeVisible()
    expect(await violations(page)).toEqual([])

    const [mail] = await mailsTo(customer.email, new RegExp(number))
    expect(String(mail?.text)).toMatch(new RegExp(`Code ${code}: 40\\s€, gültig bis Mo\\. 31\\. Dezember`))
    expect(mail?.attachments.map((attachment) => attachment.filename)).toContain(`Gutscheine-${number}.pdf`)

    await payAtBoxOffice(context, page, number)
    await logIn(context, page, customer, 'de')
    await page.goto('/de/user/profile')
    const account = page.getByRole('region', { name: 'Gutscheine' })
    await expect(account.getByText(`${code} · Gültig`)).toBeVisible()
    await expect(account.getByText(/^Wert: 40\s€ · Restwert: 40\s€ · Gültig bis /)).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('a guest redeems a voucher at checkout by keyboard on a phone: it pays part, the rest is owed (English)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // A voucher of 10 € bought by someone else and paid at the box office.
    const giver = await makeCustomer()
    await logIn(context, page, giver, 'de')
    await context.addCookies([{ name: 'csrftoken', value: CSRF, url: ORIGIN }])
    const bought = await page.request.post('/api/shop-vouchers/', {
      headers: { 'x-csrftoken': CSRF, origin: ORIGIN },
      data: {
        amount_cents: 1000,
        quantity: 1,
        buyer: buyerOf(giver),
      },
    })
    expect(bought.status(), await bought.text()).toBe(200)
    const { number, order_url: orderUrl } = (await bought.json()) as { number: string; order_url: string }
    await page.goto(orderUrl)
    const code = (await page.locator('.voucher .order__code').first().textContent())?.trim() ?? ''
    await payAtBoxOffice(context, page, number)

    await context.clearCookies()
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: ORIGIN }])
    const event = await makePerformance('en', { daysAhead: 9 })
    await page.goto('/webshop')
    await reserveTickets(context, page, event, 2, CSRF)
    await page.goto('/webshop/checkout')
    const totalText = (await page.locator('.cart__total strong').textContent()) ?? ''
    const total = Math.round(Number(totalText.replace(/[^\d.]/g, '')) * 100)

    // A wrong code first: said at the field, which keeps the focus.
    const field = page.getByLabel('Voucher code')
    await tabTo(page, field)
    await page.keyboard.type('ABCD-EFGH-JKMN-PQRS')
    await page.keyboard.press('Enter')
    await expect(page.getByText('We do not know this voucher code. Please check how it is spelled.')).toBeVisible()
    await expect(field).toBeFocused()
    await field.fill('')
    // Typed as a person reads it off the paper: lower case, spaces.
    await page.keyboard.type(code.toLowerCase().replace(/-/g, ' '))
    await page.keyboard.press('Enter')
    const applied = page.getByRole('status').filter({ hasText: `Voucher ${code} pays €10` })
    await expect(applied).toBeVisible()
    const owed = `Still to pay: €${((total - 1000) / 100).toFixed(2).replace(/\.00$/, '')}`
    await expect(page.getByRole('status').filter({ hasText: owed })).toBeVisible()
    expect(await violations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391)

    const email = `gast.${Date.now().toString(36)}@example.org`
    for (const [label, value] of [
      ['First name', 'Gwen'],
      ['Last name', 'Guest'],
      ['E-mail', email],
      ['Street and number', 'High Street 1'],
      ['Postcode', '10115'],
      ['City', 'Berlin'],
    ] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    // A radio group is one Tab stop (the chosen way, invoice); the arrow keys choose another.
    await tabTo(page, page.getByRole('radio', { name: 'Invoice' }))
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('radio', { name: 'Pay at the box office' })).toBeChecked()
    await tabTo(page, page.getByRole('checkbox', { name: /terms and conditions/i }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Buy now' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/confirm your order/i)
    const ordered = (await page.locator('.order__number').textContent()) ?? ''
    await confirmOrderByMail(page, email, ordered, 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
    await expect(page.locator('.order__facts').getByText('Paid by voucher')).toBeVisible()
    await expect(page.locator('.order__facts').getByText(owed.replace('Still to pay: ', ''))).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test.describe('account credit', () => {
  test('the box office cancels a performance; the paid tickets become credit, which the account shows and the next order spends (German)', async ({
    page,
    context,
  }) => {
    const customer = await makeCustomer()
    await logIn(context, page, customer, 'de')
    const cancelled = await makePerformance('de', { daysAhead: 13 })
    await page.goto('/webshop')
    await reserveTickets(context, page, cancelled, 2, CSRF)
    const number = await checkoutByCall(page, CSRF, customer)
    await payAtBoxOffice(context, page, number)

    // The festival cancels the performance at the counter, refunding as credit.
    await logInBoxOffice(page)
    await page.goto(`/admin/box-office?event=${cancelled.id}`)
    // The back office speaks its staff's language (German or English).
    const form = page.getByRole('group', { name: /^(Vorstellung absagen|Cancel the performance)$/ })
    await expect(form.getByRole('radio', { name: /^(Als Guthaben erstatten|Refund as credit) / })).toBeChecked()
    await form.getByRole('checkbox', { name: /^(Ja, „.*“ absagen|Yes, cancel “.*”)$/ }).check()
    await page.getByRole('button', { name: /^(Vorstellung absagen und erstatten|Cancel the performance and refund)$/ }).click()
    await expect(page.locator('.box-office__result')).toHaveText(
      /^(Vorstellung abgesagt: 1 Bestellungen abgerechnet, \d+\s€ als Guthaben erstattet, 0\s€ zur Überweisung offen|Performance cancelled: 1 orders settled, €\d+ refunded as credit, €0 open for bank transfer)\.$/,
    )
    await context.clearCookies()
    // The buyer is told, in the language they ordered in, where the money went.
    const [told] = await mailsTo(customer.email, new RegExp(`^Abgesagt: ${cancelled.title}, `))
    expect(String(told?.text)).toMatch(/Den bezahlten Betrag von 48\s€ haben wir Ihrem Kundenkonto als Guthaben gutgeschrieben/)

    await logIn(context, page, customer, 'de')
    await page.goto('/de/user/profile')
    const credit = page.getByRole('region', { name: 'Guthaben' })
    // Two full-price tickets of the demo's first seat group (24 € each).
    const euros = '48'
    await expect(credit.getByText(new RegExp(`^Ihr Guthaben: ${euros}\\s€$`))).toBeVisible()
    await expect(credit.getByText(`Erstattung für Bestellung ${number}`)).toBeVisible()
    expect(await violations(page)).toEqual([])

    // The next order: one ticket, paid wholly by the credit the customer chooses to use.
    const next = await makePerformance('de', { daysAhead: 14 })
    await reserveTickets(context, page, next, 1, CSRF)
    await page.goto('/webshop/checkout')
    await page.getByRole('checkbox', { name: new RegExp(`^Guthaben verwenden \\(${euros}\\s€ verfügbar\\)$`) }).check()
    await expect(page.getByRole('status').filter({ hasText: 'Es bleibt nichts zu zahlen.' })).toBeVisible()
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Weg 1')
    await page.getByLabel('PLZ', { exact: true }).fill('10115')
    await page.getByLabel('Ort', { exact: true }).fill('Berlin')
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.locator('.order__facts').getByText('Mit Guthaben bezahlt')).toBeVisible()
    expect(await violations(page)).toEqual([])
    const spentOn = (await page.locator('.order__number').textContent()) ?? ''
    await page.goto('/de/user/profile')
    await expect(
      page.getByRole('region', { name: 'Guthaben' }).getByText(/: Eingesetzt für Bestellung FDK-\d{4}-\d{6} −24\s€$/),
    ).toBeVisible()
    await expect(page.getByText('Lieber Geld als Guthaben? Die Festivalkasse überweist Ihnen Ihr Guthaben auf Wunsch.')).toBeVisible()

    // The customer would rather have the rest as money: the box office pays it out by transfer.
    await context.clearCookies()
    await logInBoxOffice(page)
    await openOrderAtBoxOffice(page, spentOn)
    await page.getByRole('checkbox', { name: /^(Die Kundin oder der Kunde möchte|The customer wants)/ }).check()
    await page
      .getByRole('button', { name: /^(Guthaben von 24\s€ per Überweisung auszahlen|Pay out the credit of €24 by bank transfer)$/ })
      .click()
    await expect(page.locator('.box-office__result')).toHaveText(
      /^(Das Guthaben von 24\s€ steht zur Überweisung|The credit of €24 is in the list of open refunds)/,
    )
    const open = page.getByRole('row').filter({ hasText: customer.email })
    await expect(open.getByRole('cell', { name: /^(Auszahlung von Guthaben|Credit payout)$/ })).toBeVisible()
    await context.clearCookies()
    await logIn(context, page, customer, 'de')
    await page.goto('/de/user/profile')
    const after = page.getByRole('region', { name: 'Guthaben' })
    await expect(after.getByText(/^Ihr Guthaben: 0\s€$/)).toBeVisible()
    await expect(after.getByText(/^24\s€ vom .+: Die Überweisung folgt\.$/)).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
