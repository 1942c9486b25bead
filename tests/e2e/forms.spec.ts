import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'
import { MAIL_DIR } from './support'
import { expect, test } from './test'
import { simpleParser } from 'mailparser'
import { PDFDocument } from 'pdf-lib'

/** Issue 14 (forms): a form with a file, the confirmation, the entry in the back office, the notification; errors in English; axe. */

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

async function formPath(request: APIRequestContext, locale: 'de' | 'en', title: string): Promise<string> {
  const response = await request.get(`/cms-api/forms?locale=${locale}&depth=0&limit=20`)
  const { docs } = (await response.json()) as { docs: { id: number; slug: string; title: string }[] }
  const form = docs.find((doc) => doc.title === title)
  if (!form) throw new Error(`no form ${title}`)
  return `/${locale}/forms/${form.slug}/${form.id}`
}

async function mailTo(address: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')) : []
    for (const name of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, name)))
      if ((mail.to && 'text' in mail.to ? mail.to.text : '') === address) return `${mail.subject}\n${mail.text ?? ''}`
    }
    if (Date.now() > until) return ''
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function axe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_consent', value: answered, url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100' }])
})

test('applies as a volunteer with a CV: confirmation, entry in the back office, notification e-mail', async ({ page, context }) => {
  await page.goto(await formPath(page.request, 'de', 'Freiwillig beim Festival'))
  await expect(page.getByRole('heading', { level: 1, name: 'Freiwillig beim Festival' })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.getByLabel('Name (Pflichtfeld)').fill('Greta Probe')
  await page.getByLabel('E-Mail-Adresse (Pflichtfeld)').fill('greta@example.org')
  await page.getByLabel('E-Mail-Adresse wiederholen').fill('greta@example.org')
  await page.getByLabel('Telefonnummer (Pflichtfeld)').fill('+49 30 1234567')
  // A birth date in the future is refused at the field, and the picker offers none after 16 years ago.
  const born = page.getByLabel('Geburtsdatum (Pflichtfeld)')
  await expect(born).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/)
  await born.fill('2030-01-01')
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click()
  await expect(page.getByText('Das Datum darf nicht in der Zukunft liegen.', { exact: true })).toBeVisible()
  await born.fill('1990-05-17')
  await page.getByRole('checkbox', { name: 'Am Wochenende' }).check()
  // Several areas are boxes to tick, not a list with several selected.
  const areas = page.getByRole('group', { name: 'In welchen Bereichen möchten Sie mithelfen? (Pflichtfeld)' })
  await areas.getByRole('checkbox', { name: 'Festivalinformation' }).check()
  await areas.getByRole('checkbox', { name: 'Auf- und Abbau' }).check()
  const document = await PDFDocument.create()
  document.addPage([200, 200])
  await page
    .getByLabel('Lebenslauf (optional)')
    .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) })
  await expect(page.getByText('Hochgeladen: lebenslauf.pdf')).toBeVisible()
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check()
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click()
  const done = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bewerbung!' })
  await expect(done).toBeVisible()
  await expect(done).toBeFocused()

  const mail = await mailTo('volunteer@festival.example')
  expect(mail).toContain('Neuer Eingang: Freiwillig beim Festival')
  expect(mail).toContain('Greta Probe')
  expect(mail).toContain('lebenslauf.pdf')

  // The back office: the editor finds the entry and its file.
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100'
  const login = await page.request.post('/cms-api/users/login', {
    data: { email: 'redaktion@festival.example', password: 'festival-redaktion' },
    headers: { origin: new URL(base).origin },
  })
  expect(login.status()).toBe(200)
  const entries = (await (await page.request.get('/cms-api/form-entries?depth=1&sort=-createdAt&limit=1')).json()) as {
    docs: { field_values: Record<string, unknown>; files: { filename: string }[] }[]
  }
  expect(entries.docs[0]?.field_values).toMatchObject({
    name: 'Greta Probe',
    email: 'greta@example.org',
    availability: ['weekends'],
    areas: ['information', 'build'],
    cv: 'lebenslauf.pdf',
  })
  expect(entries.docs[0]?.files[0]?.filename).toMatch(/^lebenslauf.*\.pdf$/)
  await page.goto('/admin/collections/form-entries')
  await expect(page.getByText('Freiwillig beim Festival').first()).toBeVisible()
  await context.clearCookies({ name: 'payload-token' })
})

test('shows SPEC’s messages at the fields in English, moves the focus there, then sends', async ({ page }) => {
  await page.goto(await formPath(page.request, 'en', 'Contact'))
  await page.getByLabel('E-mail address (required)').fill('not-an-address')
  await page.getByRole('button', { name: 'Send message' }).click()
  const name = page.getByLabel('Name (required)')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#' + (await name.getAttribute('id')) + '-error')).toHaveText('This field is required!')
  await expect(page.getByText('Invalid e-mail address!', { exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the marked fields:' })).toBeVisible()
  expect(await axe(page)).toEqual([])

  await name.fill('Ada Lovelace')
  await page.getByLabel('E-mail address (required)').fill('ada@example.org')
  await page.getByLabel('Repeat e-mail address').fill('ada@example.com')
  await page.getByLabel('What is it about? (required)').selectOption('tickets')
  await page.getByLabel('Your message (required)').fill('Are there tickets left for Saturday?')
  await page.getByRole('checkbox', { name: /privacy policy/ }).check()
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByLabel('Repeat e-mail address')).toBeFocused()
  await expect(page.getByText('The e-mail addresses do not match!', { exact: true })).toBeVisible()
  await page.getByLabel('Repeat e-mail address').fill('ada@example.org')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message.' })).toBeVisible()
})
