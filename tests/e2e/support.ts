import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Locator, type Page } from '@playwright/test'
import { expect, test } from './test'
import { type ParsedMail, simpleParser } from 'mailparser'

import type { ListedEvent } from './fixtures'

/**
 * Waits until the page's client parts have hydrated (ShellBehaviours sets the flag): a press on a
 * menu button before then does nothing, and on a busy machine a journey can be that fast.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as Record<string, unknown>).__festivalInteractive))).toBe(true)
}

/** The consent cookie of a visitor who has answered the banner (required only), so it stays out of the way. */
export const answeredConsent = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

export async function answerConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'cookie_consent', value: answeredConsent, url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100' },
  ])
}

/** axe's violations on the page, one line each (rule, help, where). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** The mail folder of this run's server (each half of the journeys has its own, playwright.config.ts). */
export const MAIL_DIR = path.resolve(process.env.E2E_DIR ?? 'tmp/e2e', 'mail')

/** This run's server as an origin (each half of the journeys has its own port). */
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

/** The messages sent to an address since the test began (the e2e server writes .eml files). */
export async function mailsTo(address: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')) : []
    const mails = await Promise.all(files.map(async (name) => simpleParser(fs.readFileSync(path.join(MAIL_DIR, name)))))
    const found = mails.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address && subject.test(mail.subject ?? ''))
    if (found.length > 0 || Date.now() > until) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * A guest's order waits for its e-mail address (decision 031): the buyer opens the link mailed for
 * order `number` and presses its button; the order's page with the tickets follows.
 */
export async function confirmOrderByMail(page: Page, address: string, number: string, locale: 'de' | 'en' = 'de'): Promise<void> {
  const subject = new RegExp(`^(Bitte bestätigen Sie Ihre Bestellung|Please confirm your order) ${number}$`)
  const [mail] = await mailsTo(address, subject)
  const link = /https?:\/\/\S+?\/webshop\/orders\/confirm\/[A-Za-z0-9_-]{32}/.exec(String(mail?.text ?? ''))?.[0]
  if (!link) throw new Error(`no confirmation link for ${number} to ${address}`)
  await page.goto(new URL(link).pathname)
  await expect(
    page.getByRole('heading', { level: 1, name: locale === 'de' ? 'Bestellung bestätigen' : 'Confirm your order' }),
  ).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: locale === 'de' ? 'Bestellung bestätigen' : 'Confirm the order' }).click()
}

/** A guest orders the checkout's basket in German, paying by invoice; answers the order's number (the order waits for its address). */
export async function orderAsGuest(
  page: Page,
  email: string,
  name: { first: string; last: string } = { first: 'Ada', last: 'Lovelace' },
): Promise<string> {
  await page.getByLabel('Vorname', { exact: true }).fill(name.first)
  await page.getByLabel('Nachname', { exact: true }).fill(name.last)
  await page.getByLabel('E-Mail', { exact: true }).fill(email)
  await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Hauptstraße 1')
  await page.getByLabel('PLZ', { exact: true }).fill('10115')
  await page.getByLabel('Ort', { exact: true }).fill('Berlin')
  await page.getByRole('radio', { name: 'Rechnung' }).check()
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Fast geschafft: Bitte bestätigen Sie Ihre Bestellung' })).toBeVisible()
  return (await page.locator('.order__number').textContent()) ?? ''
}

/** Moves the focus with Tab alone until the element has it (at most 80 presses). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

/** Holds full-price tickets through SPEC's cart call, as the widget does, with the context's cookies and this CSRF token. */
export async function reserveTickets(
  context: BrowserContext,
  page: Page,
  event: ListedEvent,
  quantity: number,
  csrf: string,
): Promise<void> {
  await context.addCookies([{ name: 'csrftoken', value: csrf, url: ORIGIN }])
  const group = event.seat_groups[0]
  const price = group?.prices.find((entry) => entry.text === 'Vollpreis')
  const response = await page.request.post('/api/shop-cart/', {
    headers: { 'x-csrftoken': csrf, origin: ORIGIN },
    data: { quantities: [quantity], event_jet_id: event.id_jet, sale_type_ids: [price?.sale_type_id ?? 1], seat_group: group?.id },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Logs a customer in (the log-in call, as the shop's form makes it), with the banner answered and the language chosen. */
export async function logIn(context: BrowserContext, page: Page, customer: { email: string; password: string }, locale: 'de' | 'en') {
  const base = test.info().project.use.baseURL ?? ORIGIN
  await context.addCookies([
    { name: 'cookie_consent', value: answeredConsent, url: base },
    { name: 'i18n_redirected', value: locale, url: base },
  ])
  const login = await page.request.post('/cms-api/customers/login', {
    data: { email: customer.email, password: customer.password },
    headers: { origin: new URL(base).origin },
  })
  expect(login.status(), await login.text()).toBe(200)
}

/** Logs the demo box office in (staff), for the counter's view at /admin/box-office. */
export async function logInBoxOffice(page: Page): Promise<void> {
  const login = await page.request.post('/cms-api/users/login', {
    data: { email: 'kasse@festival.example', password: 'festival-kasse' },
    headers: { origin: ORIGIN },
  })
  expect(login.status()).toBe(200)
}

/** At the box office: opens an order by its number (the counter's search). */
export async function openOrderAtBoxOffice(page: Page, number: string): Promise<void> {
  await page.goto(`/admin/box-office?q=${number}`)
  await page
    .getByRole('region', { name: /^(Bestellung suchen|Find an order)$/ })
    .getByRole('link', { name: new RegExp(`${number}$`) })
    .click()
}

/** A buyer's details as the checkout form sends them, paying at the box office. */
export function buyerOf(person: { first_name: string; last_name: string; email: string }) {
  const { first_name, last_name, email } = person
  return {
    first_name,
    last_name,
    email,
    street: 'Weg 1',
    postal_code: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    payment: 'box_office',
    terms: true,
  }
}

/** Orders the cart through the checkout call (as the form does, paying at the box office) with the total the checkout shows; answers the order's number. */
export async function checkoutByCall(
  page: Page,
  csrf: string,
  person: { first_name: string; last_name: string; email: string },
): Promise<string> {
  await page.goto('/webshop/checkout')
  const shown = (await page.locator('.cart__total strong').textContent()) ?? ''
  const total = Math.round(Number(shown.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
  const response = await page.request.post('/api/shop-checkout/', {
    headers: { 'x-csrftoken': csrf, origin: ORIGIN },
    data: { buyer: buyerOf(person), expected_total_cents: total },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { number: string }).number
}
