import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { expect, test } from './test'

/**
 * What the editor journeys share (issue 13 and issue 24): the demo editor's session, a fresh page
 * per test made through the back office's API, and the edit layer's landmarks.
 */

export const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)
export const CSRF = 'e2e1'.repeat(10)
export const EDITOR = { email: 'redaktion@festival.example', password: 'festival-redaktion' }

export type Made = { id: number; de: string; en: string }

let counter = 0

export function paragraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

export function origin(page: Page): string {
  return new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? 'http://127.0.0.1:3100') : page.url()).origin
}

// One login for the whole run: the back office allows ten logins per account in 15 minutes.
let session: string | null = null

/** After a journey logged in again in the browser: its session is the one the next journeys use. */
export function rememberSession(token: string | undefined): void {
  if (token) session = token
}

export async function loginAsEditor(context: BrowserContext, page: Page): Promise<void> {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100'
  await context.addCookies([
    { name: 'csrftoken', value: CSRF, url: base },
    { name: 'cookie_consent', value: answered, url: base },
  ])
  if (!session) {
    const login = await page.request.post('/cms-api/users/login', {
      data: EDITOR,
      headers: { origin: new URL(base).origin, 'x-csrftoken': CSRF },
    })
    expect(login.status()).toBe(200)
    session = ((await login.json()) as { token: string }).token
  }
  await context.addCookies([{ name: 'payload-token', value: session, url: base, httpOnly: true }])
}

/** A published page in both languages: a headline, a text, a quote, and a two-column section (its second column empty). */
export async function makePage(request: APIRequestContext, page: Page, extra: Record<string, unknown>[] = []): Promise<Made> {
  const n = `${Date.now().toString(36)}${counter++}`
  const headers = { origin: origin(page), 'x-csrftoken': CSRF }
  const de = await request.post('/cms-api/pages?locale=de', {
    headers,
    data: {
      title: `Redaktionstest ${n}`,
      slug: `redaktionstest-${n}`,
      _status: 'published',
      is_online: true,
      modules: [
        { blockType: 'headline', headline_level: '2', content: 'Erste Überschrift' },
        { blockType: 'quote', content: 'Kunst ist schön, macht aber viel Arbeit.', author: 'Karl Valentin' },
        {
          blockType: 'section',
          layout: '50-50',
          columns: [
            { classes: 'medium-10 xlarge-6', children: [{ blockType: 'text', content: paragraph('Linke Spalte.') }] },
            { classes: 'medium-10 xlarge-6', children: [] },
          ],
        },
        ...extra,
      ],
    },
  })
  expect(de.status(), await de.text()).toBe(201)
  const { doc } = (await de.json()) as { doc: { id: number } }
  const en = await request.patch(`/cms-api/pages/${doc.id}?locale=en`, {
    headers,
    data: {
      title: `Editing test ${n}`,
      slug: `editing-test-${n}`,
      _status: 'published',
      modules: [{ blockType: 'headline', headline_level: '2', content: 'First headline' }],
    },
  })
  expect(en.status(), await en.text()).toBe(200)
  return { id: doc.id, de: `/de/redaktionstest-${n}`, en: `/en/editing-test-${n}` }
}

/** Opens a page in edit mode and waits until the edit layer has loaded and hydrated (it sets the edit-mode class). */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('html')).toHaveClass(/edit-mode/)
}

export function frame(page: Page, name: string | RegExp): Locator {
  return page.getByRole('group', { name })
}

export const savedAlert = (page: Page) => page.locator('.edit-alerts [role=status]')
export const errorAlert = (page: Page) => page.locator('.edit-alerts [role=alert]')

export async function moduleOrder(page: Page): Promise<string[]> {
  return page
    .locator('.edit-frame[data-module-type]')
    .evaluateAll((frames) => frames.map((element) => element.getAttribute('data-module-type') ?? ''))
}

/** Opens a German page in edit mode and saves a new first headline through its modal. */
export async function editorWithNewHeadline(context: BrowserContext, page: Page, headline: string): Promise<Made> {
  await loginAsEditor(context, page)
  const made = await makePage(page.request, page)
  await openEditor(page, `${made.de}?edit`)
  await frame(page, 'Modul 1: Überschrift').getByRole('button', { name: 'Bearbeiten' }).click()
  const modal = page.getByRole('dialog', { name: 'Überschrift bearbeiten' })
  await modal.getByRole('textbox', { name: /^Überschrift/ }).fill(headline)
  await modal.getByRole('button', { name: 'Speichern' }).click()
  await expect(savedAlert(page)).toHaveText('Gespeichert.')
  return made
}

/** A second editor (the demo administrator) in a context of their own. */
export async function secondEditor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100'
  const context = await browser.newContext()
  await context.addCookies([
    { name: 'csrftoken', value: CSRF, url: base },
    { name: 'cookie_consent', value: answered, url: base },
  ])
  const page = await context.newPage()
  const login = await page.request.post('/cms-api/users/login', {
    data: { email: 'admin@festival.example', password: 'festival-admin' },
    headers: { origin: new URL(base).origin, 'x-csrftoken': CSRF },
  })
  expect(login.status()).toBe(200)
  return { context, page }
}
