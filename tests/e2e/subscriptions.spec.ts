import { makeCustomer, makePerformance, makeSubscription } from './fixtures'
import { ORIGIN, logIn, logInBoxOffice, openOrderAtBoxOffice, tabTo, violations } from './support'
import { expect, test } from './test'

/**
 * Issue 46: series subscriptions. A customer books one in German by mouse from the series page (the
 * basket shows it as one entry, the order and the account as one subscription with its tickets); a
 * guest on a phone puts one into the basket and gives it back by keyboard alone (English).
 */

test.describe('series subscriptions', () => {
  test('a customer books a subscription from the series page; basket, order and account show it as one with its tickets (German, mouse)', async ({
    page,
    context,
  }) => {
    const first = await makePerformance('de', { daysAhead: 11 })
    const second = await makePerformance('de', { daysAhead: 12 })
    const series = await makeSubscription([first, second], 4000)
    const customer = await makeCustomer()
    await logIn(context, page, customer, 'de')

    await page.goto(`/de/series/x/${series.id}`)
    await expect(page.getByRole('heading', { name: 'Als Abonnement' })).toBeVisible()
    await expect(page.getByText(/zum Paketpreis von 40\s€\.$/)).toBeVisible()
    await page.getByRole('link', { name: 'Abonnement buchen' }).click()

    await expect(page.getByRole('heading', { level: 1, name: `Abonnement: ${series.name.de}` })).toBeVisible()
    await expect(page.getByText('Ein Platz in jeder der 2 kommenden Vorstellungen', { exact: false })).toBeVisible()
    // What the same seats cost singly: two full prices of 24 €.
    await expect(page.getByText(/Einzeln gekauft: 48\s€$/)).toBeVisible()
    const performances = page.locator('.shop-subscription__performance')
    await expect(performances).toHaveCount(2)
    await expect(performances.first()).toContainText(first.title)
    await expect(performances.first()).toContainText('Platzgruppe: Parkett')
    await expect(performances.first()).toContainText('noch 100 Plätze')
    expect(await violations(page)).toEqual([])

    await page.getByRole('button', { name: 'Abonnement in den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/webshop\/cart$/)
    const entry = page.locator('.cart-line').filter({ hasText: `Abonnement: ${series.name.de}` })
    await expect(entry).toHaveCount(1)
    await expect(entry.getByText('2 Vorstellungen, je ein Platz')).toBeVisible()
    await expect(entry.getByText(first.title)).toBeVisible()
    await expect(entry.getByText(second.title)).toBeVisible()
    await expect(page.locator('.cart__total strong')).toHaveText(/^40\s€$/)
    expect(await violations(page)).toEqual([])

    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page.getByText(`Abonnement: ${series.name.de}`)).toBeVisible()
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Karl-Heine-Straße 1')
    await page.getByLabel('PLZ', { exact: true }).fill('04229')
    await page.getByLabel('Ort', { exact: true }).fill('Leipzig')
    await page.getByRole('radio', { name: 'Zahlung an der Kasse' }).check()
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
    await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    const number = (await page.locator('.order__number').textContent()) ?? ''
    const bundle = page.locator('.tickets__subscription')
    await expect(bundle.getByRole('heading', { level: 3, name: `Abonnement: ${series.name.de}` })).toBeVisible()
    await expect(bundle.getByText(/^2 Vorstellungen · 40\s€$/)).toBeVisible()
    await expect(bundle.locator('.ticket')).toHaveCount(2)
    await expect(bundle.getByText(`Parkett · ${series.name.de}`).first()).toBeVisible()
    expect(await violations(page)).toEqual([])

    await page.goto('/de/user/profile')
    const account = page.getByRole('region', { name: `Tickets des Abonnements „${series.name.de}“` })
    await expect(account.getByRole('heading', { level: 4, name: `Abonnement: ${series.name.de}` })).toBeVisible()
    await expect(account.getByRole('heading', { level: 5, name: first.title })).toBeVisible()
    await expect(account.getByRole('heading', { level: 5, name: second.title })).toBeVisible()
    expect(await violations(page)).toEqual([])

    // The box office sees the order's one line.
    await context.clearCookies()
    await logInBoxOffice(page)
    await openOrderAtBoxOffice(page, number)
    await expect(page.getByText(series.name.de).first()).toBeVisible()
  })

  test('a guest on a phone puts a subscription into the basket and gives it back by keyboard alone (English)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: ORIGIN }])
    const first = await makePerformance('en', { daysAhead: 13 })
    const second = await makePerformance('en', { daysAhead: 14 })
    const third = await makePerformance('en', { daysAhead: 15 })
    const series = await makeSubscription([first, second, third], 6000)

    await page.goto('/webshop/series')
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible()
    const link = page.getByRole('link', { name: `To the subscription “${series.name.en}”` })
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: `Subscription: ${series.name.en}` })).toBeVisible()
    await expect(page.getByText('100 seats left').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await violations(page)).toEqual([])

    await tabTo(page, page.getByRole('button', { name: 'Add the subscription to the cart' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/webshop\/cart$/)
    await expect(page.getByText('3 performances, one seat each')).toBeVisible()
    await expect(page.locator('.cart__total strong')).toHaveText('€60')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await violations(page)).toEqual([])

    await tabTo(page, page.getByRole('button', { name: `Remove the subscription “${series.name.en}”` }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
  })
})
