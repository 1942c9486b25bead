import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'
import sharp from 'sharp'

import {
  CSRF,
  EDITOR,
  editorWithNewHeadline,
  errorAlert,
  frame,
  loginAsEditor,
  makePage,
  moduleOrder,
  openEditor,
  origin,
  rememberSession,
  savedAlert,
  secondEditor,
} from './editor-support'

/**
 * Issue 13 journeys: the demo editor edits pages in place (SPEC §4 edit mode, §6 editor, §7
 * page-editor calls). Each test makes its own page through the back office's API, so tests do
 * not depend on one another.
 */

test.describe('inline page editing', () => {
  test('adds a headline in a column, edits it, sees the save alert, and finds it after a reload', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await expect(page.locator('html')).toHaveClass(/edit-mode/)
    await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible()

    await page.getByRole('button', { name: 'Modul einfügen' }).click()
    await page.getByRole('dialog', { name: 'Modultyp wählen' }).getByRole('button', { name: 'Überschrift', exact: true }).click()
    const modal = page.getByRole('dialog', { name: 'Neues Modul: Überschrift' })
    await modal.getByRole('textbox', { name: /^Überschrift/ }).fill('In der rechten Spalte')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(modal).toBeHidden()
    const column = page.locator('.section > div').nth(1)
    await expect(column.getByRole('heading', { name: 'In der rechten Spalte' })).toBeVisible()
    // SPEC §9: the alert hides after 4000 ms.
    await expect(savedAlert(page)).toHaveText('', { timeout: 6000 })

    await page.reload()
    await expect(column.getByRole('heading', { name: 'In der rechten Spalte' })).toBeVisible()
    await column.getByRole('button', { name: 'Bearbeiten' }).click()
    const edit = page.getByRole('dialog', { name: 'Überschrift bearbeiten' })
    await edit.getByRole('textbox', { name: /^Überschrift/ }).fill('Geänderte Überschrift')
    await edit.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(column.getByRole('heading', { name: 'Geänderte Überschrift' })).toBeVisible()

    // The public still sees the published page until the editor publishes.
    const anonymous = await page.request.fetch(made.de, { headers: { cookie: '' } })
    expect(await anonymous.text()).not.toContain('Geänderte Überschrift')
  })

  test('a draft-mode cookie of an earlier build does not hide the edit layer', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await context.addCookies([
      { name: '__prerender_bypass', value: 'an-earlier-build', url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100' },
    ])
    await openEditor(page, `${made.de}?edit`)
    await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible()
  })

  test('reorders two modules without a save alert, deletes one and brings it back with undo', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    expect((await moduleOrder(page)).slice(0, 2)).toEqual(['headline', 'quote'])
    await frame(page, 'Modul 1: Überschrift').getByRole('button', { name: 'Nach unten' }).click()
    await expect.poll(async () => (await moduleOrder(page)).slice(0, 2)).toEqual(['quote', 'headline'])
    await expect(savedAlert(page)).toHaveText('')

    await frame(page, 'Modul 1: Zitat').getByRole('button', { name: 'Löschen' }).click()
    await expect(savedAlert(page)).toHaveText('Zitat gelöscht.')
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toHaveCount(0)
    await page.getByRole('region', { name: 'Seiteneditor' }).getByRole('button', { name: 'Rückgängig' }).click()
    await expect(savedAlert(page)).toHaveText('Rückgängig gemacht.')
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toBeVisible()
    await expect.poll(async () => (await moduleOrder(page)).slice(0, 2)).toEqual(['quote', 'headline'])
  })

  test('shows SPEC §5 rule violations at the field, with the focus there, and keeps what was typed', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
    await page.getByRole('menuitem', { name: 'Video (YouTube/Vimeo)' }).click()
    const modal = page.getByRole('dialog', { name: 'Neues Modul: Video (YouTube/Vimeo)' })
    const url = modal.getByRole('textbox', { name: /^Video-Adresse/ })
    await url.fill('https://example.com/film.mp4')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(modal.getByText('Bitte eine YouTube- oder Vimeo-Adresse angeben.').first()).toBeVisible()
    await expect(url).toBeFocused()
    await expect(url).toHaveAttribute('aria-invalid', 'true')
    await expect(url).toHaveValue('https://example.com/film.mp4')
    await url.fill('https://vimeo.com/76979871')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')

    await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
    await page.getByRole('menuitem', { name: 'Teaser', exact: true }).click()
    const teaser = page.getByRole('dialog', { name: 'Neues Modul: Teaser' })
    await teaser.getByRole('textbox', { name: /^Überschrift/ }).fill('Kleiner Teaser')
    await teaser.getByRole('textbox', { name: /^oder Adresse/ }).fill('/de/programm')
    const text = teaser.getByRole('textbox', { name: /^Text/ })
    await text.fill('x'.repeat(300))
    await expect(teaser.getByText('300 / 256 Zeichen')).toBeVisible()
    await teaser.getByRole('button', { name: 'Speichern' }).click()
    // Payload's own message for the field's maximum length (SPEC §5: 256 for the legacy teaser).
    await expect(teaser.getByText('Bitte höchstens 256 Zeichen eingeben.').first()).toBeVisible()
    await expect(text).toBeFocused()
  })
})

test.describe('session', () => {
  test('a 401 while saving opens the login modal, and the change is saved after logging in', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await frame(page, 'Modul 1: Überschrift').getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Überschrift bearbeiten' })
    await modal.getByRole('textbox', { name: /^Überschrift/ }).fill('Nach der Anmeldung gespeichert')
    // The session ends while the editor is typing.
    await context.clearCookies({ name: 'payload-token' })
    await modal.getByRole('button', { name: 'Speichern' }).click()
    const login = page.getByRole('dialog', { name: 'Bitte erneut anmelden' })
    await expect(login).toBeVisible()
    await login.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(EDITOR.email)
    await login.getByLabel('Passwort').fill(EDITOR.password)
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(page.getByRole('heading', { name: 'Nach der Anmeldung gespeichert' })).toBeVisible()
    rememberSession((await context.cookies()).find((cookie) => cookie.name === 'payload-token')?.value)
  })
})

test.describe('two editors', () => {
  test('each sees the other, and a save on a stale version merges onto the colleague’s at once, said in one notice', async ({
    browser,
    context,
    page,
  }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)

    const { context: second, page: other } = await secondEditor(browser)
    await openEditor(other, `${made.de}?edit`)
    await expect(other.getByText(/^Bearbeitet gerade auch: /)).toBeVisible()
    await page.reload()
    await expect(page.getByText(/^Bearbeitet gerade auch: /)).toBeVisible()

    // The second editor saves first; the first one's page is now a version behind.
    await frame(other, 'Modul 1: Überschrift').getByRole('button', { name: 'Bearbeiten' }).click()
    await other
      .getByRole('dialog', { name: 'Überschrift bearbeiten' })
      .getByRole('textbox', { name: /^Überschrift/ })
      .fill('Von der Administratorin')
    await other.getByRole('dialog', { name: 'Überschrift bearbeiten' }).getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(other)).toHaveText('Gespeichert.')

    await frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' }).click()
    await page
      .getByRole('dialog', { name: 'Zitat bearbeiten' })
      .getByRole('textbox', { name: /^Zitat/ })
      .fill('Meine Änderung am Zitat')
    await page.getByRole('dialog', { name: 'Zitat bearbeiten' }).getByRole('button', { name: 'Speichern' }).click()
    // Issue 45: different fields need no question: merged at once, naming the colleague.
    await expect(savedAlert(page)).toHaveText('Gespeichert und mit den Änderungen von Ada Admin zusammengeführt.')
    await expect(page.getByRole('dialog', { name: 'Inzwischen geändert' })).toHaveCount(0)
    // Both changes stand: nothing was overwritten.
    await expect(page.getByText('Meine Änderung am Zitat')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Von der Administratorin' })).toBeVisible()
    await second.close()
  })
})

test.describe('rich text, publishing and versions', () => {
  test('edits rich text with a list and a link to an event, publishes, and the public sees it', async ({ context, page, browser }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    const events = (await (await page.request.get('/de/api/events/?page_size=1')).json()) as {
      results: { id: number; title: string; url: string }[]
    }
    const event = events.results[0]
    expect(event).toBeTruthy()
    await openEditor(page, `${made.de}?edit`)
    const column = page.locator('.section > div').first()
    await column.getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Text bearbeiten' })
    const editor = modal.getByRole('textbox', { name: /^Text/ })
    await editor.click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await modal.getByRole('button', { name: 'Aufzählung' }).click()
    await page.keyboard.type('Erster Punkt')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Zum Termin')
    await page.keyboard.down('Shift')
    for (let i = 0; i < 'Zum Termin'.length; i++) await page.keyboard.press('ArrowLeft')
    await page.keyboard.up('Shift')
    await modal.getByRole('button', { name: 'Link', exact: true }).click()
    await modal.getByRole('radio', { name: 'Interne Seite wählen' }).check()
    await modal.getByRole('combobox', { name: 'Art' }).selectOption('events')
    await modal.getByRole('searchbox', { name: 'Suchen' }).fill(event?.title.slice(0, 12) ?? '')
    await modal
      .getByRole('button', { name: new RegExp(`^${(event?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) })
      .first()
      .click()
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(column.getByRole('listitem').filter({ hasText: 'Erster Punkt' })).toBeVisible()
    // A performance of that event's production, by its address of the document-to-URL function.
    const href = await column.getByRole('link', { name: 'Zum Termin' }).getAttribute('href')
    expect(href).toMatch(/^\/de\/programm\/[a-z0-9-]+\/\d+$/)
    expect(href?.split('/')[3]).toBe(event?.url.split('/').filter(Boolean).at(-2))

    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    const checks = page.getByRole('dialog', { name: 'Vor dem Veröffentlichen' })
    await checks.getByRole('button', { name: /Veröffentlichen$/ }).click()
    await expect(savedAlert(page)).toHaveText('Veröffentlicht. Besucher sehen jetzt diese Fassung.')

    const visitor = await browser.newContext()
    const anonymous = await visitor.newPage()
    await anonymous.goto(made.de)
    await expect(anonymous.getByRole('link', { name: 'Zum Termin' })).toHaveAttribute('href', href ?? '')
    await expect(anonymous.getByRole('listitem').filter({ hasText: 'Erster Punkt' })).toBeVisible()
    await expect(anonymous.locator('.edit-frame')).toHaveCount(0)
    await visitor.close()
  })

  test('previews an earlier version with its differences and restores it', async ({ context, page }) => {
    await editorWithNewHeadline(context, page, 'Neuere Überschrift')

    await page.getByRole('button', { name: 'Versionen' }).click()
    const versions = page.getByRole('dialog', { name: 'Versionen' })
    const live = versions.locator('.edit-versions__item--live')
    await expect(live).toContainText('Für Besucher sichtbar')
    await live.getByRole('link', { name: /^Ansehen/ }).click()
    await expect(page.getByText(/^Sie sehen die Version vom/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Erste Überschrift' })).toBeVisible()
    await expect(page.locator('.edit-frame--changed')).toContainText('geändert gegenüber dem aktuellen Entwurf')

    await page.getByRole('button', { name: 'Versionen' }).click()
    await page
      .getByRole('dialog', { name: 'Versionen' })
      .getByRole('button', { name: /^Als Entwurf wiederherstellen/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\?edit$/)
    await expect(page.getByRole('heading', { name: 'Erste Überschrift' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Neuere Überschrift' })).toHaveCount(0)
  })

  test('a visitor who is not logged in asking for a version is sent to the page without it', async ({ page }) => {
    const response = await page.request.get('/de?v=1', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toMatch(/\/de$/)
  })
})

test.describe('editable sections of detail pages', () => {
  test('creates the section of an event page, adds a module to it and publishes it for the public', async ({ context, page, browser }) => {
    await loginAsEditor(context, page)
    const events = (await (await page.request.get('/de/api/events/?page_size=5&page=3')).json()) as {
      results: { id: number; url: string }[]
    }
    const event = events.results[0]
    expect(event).toBeTruthy()
    await page.goto(`${event?.url}?edit`)
    const create = page.getByRole('button', { name: 'Bearbeitbaren Bereich anlegen' })
    if (await create.isVisible()) await create.click()
    await page.getByRole('button', { name: 'Modul einfügen' }).click()
    await page.getByRole('dialog', { name: 'Modultyp wählen' }).getByRole('button', { name: 'Zitat', exact: true }).click()
    const modal = page.getByRole('dialog', { name: 'Neues Modul: Zitat' })
    await modal.getByRole('textbox', { name: /^Zitat/ }).fill('Ein Satz zum Termin.')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(page.locator('.container-section').getByText('Ein Satz zum Termin.')).toBeVisible()

    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await page
      .getByRole('dialog', { name: 'Vor dem Veröffentlichen' })
      .getByRole('button', { name: /Veröffentlichen$/ })
      .click()
    await expect(savedAlert(page)).toHaveText('Veröffentlicht. Besucher sehen jetzt diese Fassung.')
    const visitor = await browser.newContext()
    const anonymous = await visitor.newPage()
    await anonymous.goto(event?.url ?? '/')
    await expect(anonymous.locator('.container-section').getByText('Ein Satz zum Termin.')).toBeVisible()
    await visitor.close()
  })
})

test.describe('bilingual work and publish checks', () => {
  test('copies a module from German to English, and works in English', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.en}?edit`)
    await expect(page.getByRole('region', { name: 'Page editor' })).toBeVisible()
    await page.getByRole('button', { name: 'Copy from German' }).click()
    await page
      .getByRole('dialog', { name: 'Copy from German' })
      .getByRole('button', { name: /^Insert: Quote, Kunst ist schön/ })
      .click()
    await expect(savedAlert(page)).toHaveText('Saved.')
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toBeVisible()
    await frame(page, 'Module 2: Quote').getByRole('button', { name: 'Edit' }).click()
    const modal = page.getByRole('dialog', { name: 'Edit Quote' })
    await modal.getByRole('textbox', { name: /^Quote/ }).fill('Art is beautiful, but it is a lot of work.')
    await modal.getByRole('button', { name: 'Save' }).click()
    await expect(savedAlert(page)).toHaveText('Saved.')
    await expect(page.getByText('Art is beautiful, but it is a lot of work.')).toBeVisible()
    // German is untouched.
    await openEditor(page, `${made.de}?edit`)
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toBeVisible()
  })

  test('lists an image without alt text before publishing, in English', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const headers = { origin: origin(page), 'x-csrftoken': CSRF }
    const media = await page.request.post('/cms-api/media?locale=de', {
      headers,
      multipart: {
        file: {
          name: 'e2e.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
            .png()
            .toBuffer(),
        },
        _payload: JSON.stringify({ alt: 'Nur deutscher Alternativtext' }),
      },
    })
    expect(media.status(), await media.text()).toBe(201)
    const { doc } = (await media.json()) as { doc: { id: number } }
    const made = await makePage(page.request, page)
    await page.request.patch(`/cms-api/pages/${made.id}?locale=en&draft=true`, {
      headers,
      data: { modules: [{ blockType: 'image', format: 'large', image: doc.id }] },
    })
    await openEditor(page, `${made.en}?edit`)
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const checks = page.getByRole('dialog', { name: 'Before publishing' })
    await expect(checks.getByRole('listitem').filter({ hasText: 'Image (English): image without alt text' })).toBeVisible()
    await expect(checks.getByRole('button', { name: 'Publish anyway' })).toBeEnabled()
    expect(
      await new AxeBuilder({ page })
        .include('.edit-dialog')
        .analyze()
        .then((result) => result.violations.map((v) => v.id)),
    ).toEqual([])
  })
})

test.describe('keyboard, accessibility and the anonymous bundle', () => {
  test('adds, fills and saves a module with the keyboard alone; toolbar and modal pass axe', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const violations = async (include: string) =>
      (await new AxeBuilder({ page }).include(include).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
    expect(await violations('.edit-toolbar')).toEqual([])

    const add = page.getByRole('button', { name: 'Modul hinzufügen' })
    for (let i = 0; i < 200 && !(await add.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(add).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    // The menu opens on its first entry, the headline (SPEC §3 toolbar order).
    await expect(page.getByRole('menuitem', { name: 'Überschrift', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: 'Neues Modul: Überschrift' })
    await expect(modal).toBeVisible()
    expect(await violations('.edit-dialog')).toEqual([])
    const field = modal.getByRole('textbox', { name: /^Überschrift/ })
    for (let i = 0; i < 20 && !(await field.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await page.keyboard.type('Per Tastatur')
    const save = modal.getByRole('button', { name: 'Speichern' })
    for (let i = 0; i < 30 && !(await save.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(page.getByRole('heading', { name: 'Per Tastatur' })).toBeVisible()
    await expect(errorAlert(page)).toHaveText('')
  })

  test('an anonymous page ships none of the edit layer, an editor’s page loads it', async ({ browser, context, page }) => {
    const visitor = await browser.newContext()
    const anonymous = await visitor.newPage()
    const scripts = new Set<string>()
    anonymous.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url())
    })
    await anonymous.goto('/de/bausteine')
    await anonymous.waitForLoadState('networkidle')
    const bodies = await Promise.all([...scripts].map(async (url) => (await anonymous.request.get(url)).text()))
    expect(bodies.length).toBeGreaterThan(3)
    for (const body of bodies) {
      expect(body).not.toContain('pageeditor-api/publish')
      expect(body).not.toContain('edit-frame__bar')
    }
    await visitor.close()

    await loginAsEditor(context, page)
    const editorScripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') editorScripts.push(await response.text().catch(() => ''))
    })
    await page.goto('/de/bausteine?edit')
    await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(editorScripts.some((body) => body.includes('edit-frame__bar'))).toBe(true)
  })
})
