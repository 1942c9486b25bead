import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './test'

import {
  CSRF,
  EDITOR,
  editorWithNewHeadline,
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
 * Issue 24, editing you can trust: nothing an editor typed is lost or overwritten, translations
 * start inline, versions read like a history, modules move by drag and drop. Each journey makes its
 * own page; two editors are two browser contexts.
 */

const violations = async (page: Page, include: string) =>
  (await new AxeBuilder({ page }).include(include).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )

async function editQuote(page: Page, values: { content?: string; author?: string }, name = 'Modul 2: Zitat') {
  await frame(page, name).getByRole('button', { name: 'Bearbeiten' }).click()
  const modal = page.getByRole('dialog', { name: 'Zitat bearbeiten' })
  if (values.content !== undefined) await modal.getByRole('textbox', { name: /^Zitat/ }).fill(values.content)
  if (values.author !== undefined) await modal.getByRole('textbox', { name: /^Urheber:in/ }).fill(values.author)
  await modal.getByRole('button', { name: 'Speichern' }).click()
  return modal
}

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]')

/** Every announcement of the drag layer's live region from now on (each one replaces the last in the region). */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const region = document.querySelector('[id^="DndLiveRegion"]')
    const heard: string[] = []
    ;(window as unknown as { heard: string[] }).heard = heard
    if (region)
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      })
  })
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard)
}

test.describe('nothing lost, nothing overwritten', () => {
  test('two editors change different fields of one quote: merged at once with one notice; on the same field the second sees both and chooses, once', async ({
    browser,
    context,
    page,
  }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const other = await secondEditor(browser)
    await openEditor(other.page, `${made.de}?edit`)

    // A changes the text; B, a version behind, changes the author: merged at once, said in one notice naming A.
    await editQuote(other.page, { content: 'Kunst ist schön, macht aber sehr viel Arbeit.' })
    await expect(savedAlert(other.page)).toHaveText('Gespeichert.')
    await editQuote(page, { author: 'K. Valentin' })
    await expect(savedAlert(page)).toHaveText('Gespeichert und mit den Änderungen von Ada Admin zusammengeführt.')
    await expect(page.getByRole('dialog', { name: 'Inzwischen geändert' })).toHaveCount(0)
    await expect(page.getByText('Kunst ist schön, macht aber sehr viel Arbeit.')).toBeVisible()
    await expect(page.getByText('K. Valentin')).toBeVisible()

    // Both change the text: B's modal is open while A saves.
    await frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Zitat bearbeiten' })
    await modal.getByRole('textbox', { name: /^Zitat/ }).fill('Fassung von B')
    await other.page.reload()
    await editQuote(other.page, { content: 'Fassung von A' })
    await expect(savedAlert(other.page)).toHaveText('Gespeichert.')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    // One question, the one that matters: no "changed meanwhile" before it.
    const choice = page.getByRole('dialog', { name: 'Dasselbe Feld wurde geändert' })
    await expect(choice.getByRole('group', { name: 'Zitat' })).toContainText('Ihre Fassung')
    await expect(page.getByRole('dialog', { name: 'Inzwischen geändert' })).toHaveCount(0)
    await expect(choice.getByText('Fassung von B')).toBeVisible()
    await expect(choice.getByText('Fassung von A')).toBeVisible()
    expect(await violations(page, '.edit-dialog')).toEqual([])
    await choice.getByRole('radio', { name: 'Aktuelle Fassung' }).check()
    await choice.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(page.getByText('Fassung von A')).toBeVisible()
    // The author B set earlier stands: only the chosen field was written.
    await expect(page.getByText('K. Valentin')).toBeVisible()
    await other.context.close()
  })

  test('a module a colleague deletes while I edit it: said who, my text copied, and inserted again at its place with my changes', async ({
    browser,
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const other = await secondEditor(browser)
    await openEditor(other.page, `${made.de}?edit`)

    await frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Zitat bearbeiten' })
    await modal.getByRole('textbox', { name: /^Zitat/ }).fill('Mein Text, den niemand verlieren darf.')
    await frame(other.page, 'Modul 2: Zitat').getByRole('button', { name: 'Löschen' }).click()
    await expect(savedAlert(other.page)).toHaveText('Zitat gelöscht.')

    await modal.getByRole('button', { name: 'Speichern' }).click()
    const gone = modal.getByRole('alert').filter({ hasText: 'Ada Admin hat dieses Modul gelöscht' })
    await expect(gone).toBeFocused()
    await expect(modal).not.toContainText('neu laden')
    // What I typed is still there, and can be copied.
    await expect(modal.getByRole('textbox', { name: /^Zitat/ })).toHaveValue('Mein Text, den niemand verlieren darf.')
    await gone.getByRole('button', { name: 'Meinen Text kopieren' }).click()
    await expect(gone.getByRole('status')).toHaveText('Ihr Text ist in der Zwischenablage.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Mein Text, den niemand verlieren darf.')
    expect(await violations(page, '.edit-dialog')).toEqual([])
    // Inserted again between the headline and the section, where it stood.
    await modal.getByRole('button', { name: 'Mit meinen Änderungen wieder einfügen' }).focus()
    await page.keyboard.press('Enter')
    await expect(savedAlert(page)).toHaveText('Wieder eingefügt, mit Ihren Änderungen.')
    await expect(modal).toBeHidden()
    await expect.poll(() => moduleOrder(page)).toEqual(['headline', 'quote', 'section', 'text'])
    await expect(page.getByText('Mein Text, den niemand verlieren darf.')).toBeVisible()
    await other.page.reload()
    await expect(other.page.getByText('Mein Text, den niemand verlieren darf.')).toBeVisible()
    await other.context.close()
  })

  test('a module a colleague has open shows their name, deleting it asks first, and the publish dialog names their unsaved changes (English)', async ({
    browser,
    context,
    page,
  }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.en}?edit`)
    const other = await secondEditor(browser)
    await openEditor(other.page, `${made.en}?edit`)
    await frame(other.page, 'Module 1: Headline').getByRole('button', { name: 'Edit' }).click()
    await other.page
      .getByRole('dialog', { name: 'Edit Headline' })
      .getByRole('textbox', { name: /^Headline/ })
      .fill('Not saved yet')

    const headline = page.locator('.edit-frame[data-module-type="headline"]')
    await expect(headline.locator('.edit-frame__presence')).toHaveText('Ada Admin is editing this module right now', { timeout: 25_000 })
    await frame(page, 'Module 1: Headline').getByRole('button', { name: 'Delete' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Module is being edited' })
    await expect(ask).toContainText('Ada Admin has this module open for editing right now')
    expect(await violations(page, '.edit-dialog--confirm')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(ask).toBeHidden()
    await expect(headline).toHaveCount(1)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('dialog', { name: 'Before publishing' })).toContainText(
      'Unsaved changes on this page: Ada Admin. What is not saved is not published.',
    )
    await other.context.close()
  })

  test('an unsafe link is refused at the link panel, naming it, and never set', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await frame(page, 'Modul 1: Text').getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Text bearbeiten' })
    await modal.locator('[contenteditable="true"]').first().click()
    await page.keyboard.press('ControlOrMeta+a')
    await modal.getByRole('button', { name: 'Link', exact: true }).click()
    const address = modal.getByRole('textbox', { name: 'Adresse' })
    await address.fill('javascript:alert(1)')
    await address.press('Enter')
    await expect(modal.getByRole('alert').filter({ hasText: 'kann kein Link sein' })).toHaveText(
      '„javascript:alert(1)“ kann kein Link sein: Nur http(s)-, mailto-, tel- oder /-Adressen (und #Sprungmarken).',
    )
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(modal.locator('[contenteditable="true"] a')).toHaveCount(0)
  })

  test('the cookie banner stands above the editing toolbar at 1440x900, so an editor can answer it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100'
    await context.addCookies([{ name: 'csrftoken', value: CSRF, url: base }])
    const login = await page.request.post('/cms-api/users/login', { data: EDITOR, headers: { origin: origin(page), 'x-csrftoken': CSRF } })
    expect(login.status()).toBe(200)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const banner = page.locator('[data-consent-banner]')
    await expect(banner).toBeVisible()
    const toolbar = await page.getByRole('region', { name: 'Seiteneditor' }).boundingBox()
    const accept = banner.getByRole('button').first()
    const button = await accept.boundingBox()
    expect(toolbar && button && button.y + button.height <= toolbar.y + 1).toBe(true)
    await accept.click()
    await expect(banner).toBeHidden()
    await context.close()
  })

  test('the page changes as I type, for me only, and cancelling puts it back (live preview)', async ({ browser, context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const other = await secondEditor(browser)
    await openEditor(other.page, `${made.de}?edit`)
    const quote = page.locator('.edit-frame[data-module-type="quote"]')
    await frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Zitat bearbeiten' })
    await modal.getByRole('textbox', { name: /^Zitat/ }).fill('Vorschau, noch nicht gespeichert.')
    await modal.getByRole('textbox', { name: /^Urheber:in/ }).fill('Liesl Karlstadt')
    // The module on my page shows both fields before saving …
    await expect(quote).toContainText('Vorschau, noch nicht gespeichert.')
    await expect(quote).toContainText('Liesl Karlstadt')
    // … nobody else's: a colleague and a visitor still see the draft and the published page.
    await other.page.reload()
    await expect(other.page.locator('.edit-frame[data-module-type="quote"]')).toContainText('Kunst ist schön, macht aber viel Arbeit.')
    const visitor = await (await browser.newContext()).request.get(made.de)
    expect(await visitor.text()).not.toContain('Vorschau, noch nicht gespeichert.')
    // Cancelling (and discarding) puts the page back as it was.
    await modal.getByRole('button', { name: 'Abbrechen' }).click()
    await page.getByRole('alertdialog', { name: 'Änderungen verwerfen?' }).getByRole('button', { name: 'Verwerfen' }).click()
    await expect(quote).toContainText('Kunst ist schön, macht aber viel Arbeit.')
    await expect(quote).not.toContainText('Liesl Karlstadt')
    await other.context.close()
  })

  test('at 390 px the toolbar is one row of at most 15 % of the screen, each action once, the rest in its menu', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' })
    const box = await toolbar.boundingBox()
    expect(box && box.height <= 844 * 0.15).toBe(true)
    const controls = toolbar.locator('button:visible, a:visible')
    const rows = await controls.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect()
        return `${Math.round(box.top)}:${Math.round(box.height)}`
      }),
    )
    // One row, each control one line high.
    expect(new Set(rows).size).toBe(1)
    const names = await controls.evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''))
    expect(new Set(names).size).toBe(names.length)
    await toolbar.getByRole('button', { name: 'Mehr' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Versionen' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Englisch', exact: true })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await context.close()
  })

  test('closing a changed modal asks first, leaving the page asks too; focus starts in the form and returns to the module', async ({
    context,
    page,
  }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const edit = frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' })
    await edit.click()
    const modal = page.getByRole('dialog', { name: 'Zitat bearbeiten' })
    const text = modal.getByRole('textbox', { name: /^Zitat/ })
    await expect(text).toBeFocused()
    // Unchanged: Escape closes at once, and the focus goes back to the module's edit button.
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(edit).toBeFocused()

    await page.keyboard.press('Enter')
    await text.fill('Nicht verlieren')
    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Änderungen verwerfen?' })
    await expect(ask).toBeVisible()
    expect(await violations(page, '.edit-dialog--confirm')).toEqual([])
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click()
    await expect(text).toHaveValue('Nicht verlieren')
    // The backdrop asks the same (once the question is gone: a click on its own backdrop is not one).
    await expect(ask).toBeHidden()
    await page.mouse.click(5, 5)
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click()

    // Reloading asks the browser's question; staying keeps what was typed.
    const question = page.waitForEvent('dialog')
    void page.evaluate(() => window.location.reload()).catch(() => undefined)
    const dialog = await question
    expect(dialog.type()).toBe('beforeunload')
    await dialog.dismiss()
    await expect(text).toHaveValue('Nicht verlieren')

    await modal.getByRole('button', { name: 'Schließen' }).click()
    await ask.getByRole('button', { name: 'Verwerfen' }).click()
    await expect(modal).toBeHidden()
    await expect(page.getByText('Nicht verlieren')).toHaveCount(0)
    await expect(edit).toBeFocused()
  })

  test('an error while saving stands in the modal, announced, with the input kept', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await page.route('**/pageeditor-api/quote/**', (route) => route.abort())
    const modal = await editQuote(page, { content: 'Trotz Funkloch' })
    await expect(modal.getByRole('alert')).toHaveText('Keine Verbindung zum Server. Bitte erneut versuchen.')
    await expect(modal.getByRole('textbox', { name: /^Zitat/ })).toHaveValue('Trotz Funkloch')
    await page.unroute('**/pageeditor-api/quote/**')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(page.getByText('Trotz Funkloch')).toBeVisible()
    await expect(frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' })).toBeFocused()
  })

  test('Enter in the link address sets the link and keeps the modal open', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await page.locator('.section > div').first().getByRole('button', { name: 'Bearbeiten' }).click()
    const modal = page.getByRole('dialog', { name: 'Text bearbeiten' })
    await modal.getByRole('textbox', { name: /^Text/ }).click()
    await page.keyboard.press('End')
    await page.keyboard.down('Shift')
    for (let i = 0; i < 'Spalte.'.length; i++) await page.keyboard.press('ArrowLeft')
    await page.keyboard.up('Shift')
    await modal.getByRole('button', { name: 'Link', exact: true }).click()
    await modal.getByRole('textbox', { name: 'Adresse' }).fill('example.org/kunst')
    await page.keyboard.press('Enter')
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('textbox', { name: 'Adresse' })).toHaveCount(0)
    await expect(savedAlert(page)).toHaveText('')
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(savedAlert(page)).toHaveText('Gespeichert.')
    await expect(page.locator('.section').getByRole('link', { name: 'Spalte.' })).toHaveAttribute('href', 'https://example.org/kunst')
  })

  test('a delete offers undo in its alert, and the undo stack survives a reload', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Löschen' }).click()
    const alerts = page.locator('.edit-alerts')
    await expect(savedAlert(page)).toHaveText('Zitat gelöscht.')
    // The delete button went with its module: the focus is on the alert's undo, which waits while it has it.
    const bringBack = alerts.getByRole('button', { name: 'Rückgängig' })
    await expect(bringBack).toBeFocused()
    await page.waitForTimeout(4500)
    await expect(bringBack).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(savedAlert(page)).toHaveText('Rückgängig gemacht.')
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toBeVisible()
    // The focus is on the module brought back, not at the top of the page.
    await expect(frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Bearbeiten' })).toBeFocused()

    await frame(page, 'Modul 2: Zitat').getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/edit-mode/)
    const undo = page.getByRole('region', { name: 'Seiteneditor' }).getByRole('button', { name: 'Rückgängig' })
    await expect(undo).toBeEnabled()
    await undo.click()
    await expect(page.getByText('Kunst ist schön, macht aber viel Arbeit.')).toBeVisible()
  })

  test('reloading ?edit after the session expired opens the login modal, then the editor again', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await context.clearCookies({ name: 'payload-token' })
    await page.reload()
    const login = page.getByRole('dialog', { name: 'Bitte erneut anmelden' })
    await expect(login).toContainText('Ihre Sitzung ist abgelaufen.')
    expect(await violations(page, '.edit-dialog')).toEqual([])
    await login.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(EDITOR.email)
    await login.getByLabel('Passwort').fill(EDITOR.password)
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible()
    rememberSession((await context.cookies()).find((cookie) => cookie.name === 'payload-token')?.value)
  })
})

test.describe('checks that check', () => {
  test('the publish check scans the page: a frame without a name and an image without alt text are both reported', async ({
    context,
    page,
  }) => {
    await loginAsEditor(context, page)
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
    const made = await makePage(page.request, page, [
      { blockType: 'html', html_code: `<iframe src="https://example.org/karte"></iframe><img src="${pixel}" width="20" height="20">` },
    ])
    await openEditor(page, `${made.de}?edit`)
    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    const checks = page.getByRole('dialog', { name: 'Vor dem Veröffentlichen' })
    // In the editor's language (issue 45: axe-core's German locale).
    await expect(checks.getByRole('listitem').filter({ hasText: /^Barrierefreiheit: Frames müssen/ })).toBeVisible()
    await expect(
      checks.getByRole('listitem').filter({ hasText: /^Barrierefreiheit: Abbildungen müssen einen Alternativtext besitzen/ }),
    ).toBeVisible()
    expect(await violations(page, '.edit-dialog')).toEqual([])
    // Closed, the focus is back on the publish button, not at the top of the page.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Veröffentlichen' })).toBeFocused()
  })

  test('an empty teaser list cannot be saved; an offline page says so in the badge', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    await expect(page.getByRole('region', { name: 'Seiteneditor' }).getByText('Veröffentlicht', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
    await page.getByRole('menuitem', { name: 'Teaserliste' }).click()
    const modal = page.getByRole('dialog', { name: 'Neues Modul: Teaserliste' })
    await modal.getByRole('button', { name: 'Speichern' }).click()
    await expect(modal.getByText('Dieses Feld ist erforderlich!').first()).toBeVisible()
    await expect(savedAlert(page)).toHaveText('')

    const offline = await page.request.patch(`/cms-api/pages/${made.id}?locale=de`, {
      headers: { origin: origin(page), 'x-csrftoken': CSRF },
      data: { is_online: false },
    })
    expect(offline.status(), await offline.text()).toBe(200)
    await page.goto(`${made.de}?edit`)
    await expect(page.getByRole('region', { name: 'Seiteneditor' }).getByText('Offline: Besucher sehen 404')).toBeVisible()
  })
})

test.describe('bilingual work', () => {
  test('starts the English version of a German-only page from a copy of its modules, in place', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const n = Date.now().toString(36)
    const created = await page.request.post('/cms-api/pages?locale=de', {
      headers: { origin: origin(page), 'x-csrftoken': CSRF },
      data: {
        title: `Nur Deutsch ${n}`,
        slug: `nur-deutsch-${n}`,
        _status: 'published',
        is_online: true,
        modules: [{ blockType: 'headline', headline_level: '2', content: 'Nur auf Deutsch' }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    await openEditor(page, `/de/nur-deutsch-${n}?edit`)
    await page.getByRole('button', { name: 'Englische Fassung anlegen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Englische Fassung anlegen' })
    await expect(dialog).toContainText('Diese Seite hat noch keine englische Fassung.')
    expect(await violations(page, '.edit-dialog')).toEqual([])
    const title = dialog.getByRole('textbox', { name: 'Titel (Englisch)' })
    await expect(title).toHaveValue(`Nur Deutsch ${n}`)
    await title.fill(`Only German ${n}`)
    await expect(dialog.getByRole('radio', { name: 'Die deutschen Module als Ausgangspunkt übernehmen' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Anlegen' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/only-german-${n}\\?edit$`))
    await expect(page.getByRole('region', { name: 'Page editor' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nur auf Deutsch' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Page editor' }).getByText('Unpublished changes')).toBeVisible()
  })

  test('marks the German changes an English page lacks, and copies one with its words to the place chosen', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    const changed = await page.request.patch(`/cms-api/pages/${made.id}?locale=de&draft=true`, {
      headers: { origin: origin(page), 'x-csrftoken': CSRF },
      data: {
        modules: [
          { blockType: 'headline', headline_level: '2', content: 'Neue deutsche Überschrift' },
          { blockType: 'quote', content: 'Kunst ist schön, macht aber viel Arbeit.', author: 'Karl Valentin' },
        ],
      },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    await openEditor(page, `${made.en}?edit`)
    await expect(
      page.getByRole('region', { name: 'Page editor' }).getByText(/German modules? changed since this language was last edited/),
    ).toBeVisible()
    await frame(page, 'Module 1: Headline').getByRole('button', { name: 'Insert module here' }).click()
    expect(await violations(page, '.edit-dialog')).toEqual([])
    await page.getByRole('dialog', { name: 'Choose a module type' }).getByRole('button', { name: 'Copy from German …' }).click()
    const copy = page.getByRole('dialog', { name: 'Copy from German' })
    await expect(copy.getByRole('listitem').filter({ hasText: 'Neue deutsche Überschrift' })).toContainText(
      'changed since this language was last edited',
    )
    expect(await violations(page, '.edit-dialog')).toEqual([])
    await copy.getByRole('button', { name: /^Insert: Quote, Kunst ist schön/ }).click()
    await expect(savedAlert(page)).toHaveText('Saved.')
    await expect.poll(() => moduleOrder(page)).toEqual(['headline', 'quote'])
    await expect(frame(page, 'Module 2: Quote').getByRole('button', { name: 'Edit' })).toBeFocused()
  })
})

test.describe('versions as a history', () => {
  test('names what each version changed, compares two on the page and goes back to the published one, undoably', async ({
    context,
    page,
  }) => {
    await editorWithNewHeadline(context, page, 'Zweite Fassung')

    await page.getByRole('button', { name: 'Versionen' }).click()
    const versions = page.getByRole('dialog', { name: 'Versionen' })
    const newest = versions.locator('.edit-versions__item').first()
    // Issue 45: the module, the field's label and its words before → after.
    await expect(newest).toContainText('geändert Überschrift')
    await expect(newest.locator('.edit-versions__fields')).toHaveText('Überschrift: „Erste Überschrift“ → „Zweite Fassung“')
    await expect(newest).toContainText('von Rosa Redaktion')
    await expect(versions.locator('.edit-versions__item--live')).toContainText('Für Besucher sichtbar')
    expect(await violations(page, '.edit-dialog')).toEqual([])
    await newest.getByRole('checkbox').check()
    await versions.locator('.edit-versions__item--live').getByRole('checkbox').check()
    await versions.getByRole('link', { name: 'Ausgewählte vergleichen' }).click()
    await expect(page.getByText(/^Sie vergleichen die Version vom .* mit der vom /)).toBeVisible()
    const compared = page.locator('.edit-frame--changed')
    await expect(compared).toContainText('geändert gegenüber der älteren Version')
    await expect(compared).toContainText('Vorher')
    // Per changed field, side by side, the words taken out and put in marked.
    const field = compared.locator('.edit-frame__field')
    await expect(field.locator('dt')).toHaveText('Überschrift')
    await expect(field.locator('del')).toHaveText('Erste Überschrift')
    await expect(field.locator('ins')).toHaveText('Zweite Fassung')
    expect(await violations(page, '.edit-frame--changed')).toEqual([])

    await page.getByRole('button', { name: 'Versionen' }).click()
    await page.getByRole('dialog', { name: 'Versionen' }).getByRole('button', { name: 'Zurück zur veröffentlichten Fassung' }).click()
    await expect(page).toHaveURL(/\?edit$/)
    await expect(page.getByRole('heading', { name: 'Erste Überschrift' })).toBeVisible()
    await page.getByRole('region', { name: 'Seiteneditor' }).getByRole('button', { name: 'Rückgängig' }).click()
    await expect(page.getByRole('heading', { name: 'Zweite Fassung' })).toBeVisible()
  })
})

test.describe('moving modules', () => {
  test('drags a module into the empty column by mouse, in German, with announcements', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    await openEditor(page, `${made.de}?edit`)
    const heard = await recordAnnouncements(page)
    const handle = page.getByRole('button', { name: 'Modul 2: Zitat verschieben' })
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const box = await handle.boundingBox()
    expect(box).toBeTruthy()
    await page.mouse.move((box?.x ?? 0) + 5, (box?.y ?? 0) + 5)
    await page.mouse.down()
    await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 30, { steps: 5 })
    await expect.poll(async () => (await heard())[0]).toMatch(/^Modul 2: Zitat aufgenommen\. Ablegen an Position \d+ der Seite\.$/)
    const target = page.locator('.section > div').nth(1).locator('.edit-gap--open')
    const drop = await target.boundingBox()
    expect(drop).toBeTruthy()
    await page.mouse.move((drop?.x ?? 0) + 10, (drop?.y ?? 0) + 10, { steps: 10 })
    await expect(target).toHaveClass(/edit-gap--over/)
    await expect(liveRegion(page)).toHaveText('Ablegen an Position 1 in Spalte 2.')
    await page.mouse.up()
    await expect(liveRegion(page)).toHaveText('Modul 2: Zitat an Position 1 in Spalte 2 abgelegt.')
    await expect(page.locator('.section > div').nth(1).getByText('Kunst ist schön, macht aber viel Arbeit.')).toBeVisible()
    await expect.poll(() => moduleOrder(page)).toEqual(['headline', 'section', 'text', 'quote'])
    await expect(savedAlert(page)).toHaveText('')
    await page.getByRole('region', { name: 'Seiteneditor' }).getByRole('button', { name: 'Rückgängig' }).click()
    await expect.poll(() => moduleOrder(page)).toEqual(['headline', 'quote', 'section', 'text'])
  })

  test('moves a module by keyboard, in English, hearing where it would land', async ({ context, page }) => {
    await loginAsEditor(context, page)
    const made = await makePage(page.request, page)
    const english = await page.request.patch(`/cms-api/pages/${made.id}?locale=en&draft=true`, {
      headers: { origin: origin(page), 'x-csrftoken': CSRF },
      data: {
        modules: [
          { blockType: 'headline', headline_level: '2', content: 'First headline' },
          { blockType: 'quote', content: 'Art is beautiful.', author: 'K. V.' },
          {
            blockType: 'section',
            layout: '50-50',
            columns: [
              { classes: 'medium-10 xlarge-6', children: [] },
              { classes: 'medium-10 xlarge-6', children: [] },
            ],
          },
        ],
      },
    })
    expect(english.status(), await english.text()).toBe(200)
    await openEditor(page, `${made.en}?edit`)
    const heard = await recordAnnouncements(page)
    const handle = page.getByRole('button', { name: 'Move Module 1: Headline' })
    await handle.focus()
    await page.keyboard.press('Space')
    await expect.poll(async () => (await heard())[0]).toMatch(/^Picked up Module 1: Headline\. Drop at position \d+ of the page\.$/)
    for (let i = 0; i < 10 && !(await liveRegion(page).textContent())?.includes('Drop at position 1 in column 2.'); i++)
      await page.keyboard.press('ArrowDown')
    await expect(liveRegion(page)).toContainText('Drop at position 1 in column 2.')
    await page.keyboard.press('Space')
    await expect(liveRegion(page)).toContainText('Dropped Module 1: Headline at position 1 in column 2.')
    await expect(page.locator('.section > div').nth(1).getByRole('heading', { name: 'First headline' })).toBeVisible()
    await expect.poll(() => moduleOrder(page)).toEqual(['quote', 'section', 'headline'])
    // The moved module's handle has the focus again, in its new place.
    await expect(page.locator('.section > div').nth(1).getByRole('button', { name: 'Move Module 1: Headline' })).toBeFocused()
    expect(await violations(page, '.edit-toolbar')).toEqual([])
  })
})
