import { type Page } from '@playwright/test'
import { expect, test } from './test'

/** Records requests to Google Tag Manager and answers them with an empty script (no network). */
async function watchTagManager(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route('**/*googletagmanager.com/**', async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
  })
  return requests
}

async function consentCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent')
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null
}

test.describe('cookie consent (SPEC §1, §4)', () => {
  test('nothing tracks before consent; accepting all loads the tag manager and is remembered', async ({ page }) => {
    const gtm = await watchTagManager(page)
    await page.goto('/de')
    const banner = page.getByRole('region', { name: 'Cookie-Einstellungen' })
    await expect(banner).toBeVisible()
    for (const label of ['Erforderlich', 'Tracking', 'Marketing', 'Externe Medien'])
      await expect(banner.getByRole('checkbox', { name: new RegExp(`^${label}`) })).toBeVisible()
    await expect(banner.getByRole('checkbox', { name: /Erforderlich/ })).toBeDisabled()
    await page.waitForLoadState('networkidle')
    expect(gtm).toEqual([])
    expect((await page.context().cookies()).filter((c) => c.name.startsWith('_ga'))).toEqual([])

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => gtm.length).toBeGreaterThan(0)
    expect(gtm[0]).toContain('id=GTM-FDK2026')
    expect(await consentCookie(page)).toMatchObject({ googleTagManager: true, marketing: true, externalMedia: true })

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeHidden()
  })

  test('saving a choice stores only that category and loads no tag manager; the footer reopens the settings', async ({ page }) => {
    const gtm = await watchTagManager(page)
    await page.goto('/de')
    const banner = page.getByRole('region', { name: 'Cookie-Einstellungen' })
    await banner.getByRole('checkbox', { name: /Externe Medien/ }).check()
    await banner.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(banner).toBeHidden()
    expect(await consentCookie(page)).toMatchObject({ googleTagManager: false, marketing: false, externalMedia: true })
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(gtm).toEqual([])

    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('checkbox', { name: /Externe Medien/ })).toBeChecked()
    await expect(banner.getByRole('checkbox', { name: /Tracking/ })).not.toBeChecked()
  })

  test('a visitor who declined tracking is asked again after reading the imprint', async ({ page }) => {
    await page.goto('/de/impressum')
    await page.getByRole('region', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeHidden()
    await page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: 'Startseite' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeVisible()
  })

  test('deleting cookies removes the consent and asks again', async ({ page }) => {
    await page.goto('/de')
    await page.getByRole('region', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await page.context().addCookies([{ name: '_ga', value: 'GA1.1.1.1', url: 'http://127.0.0.1' }])
    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await page.getByRole('region', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Cookies löschen' }).click()
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeVisible()
    const names = (await page.context().cookies()).map((c) => c.name)
    expect(names).not.toContain('cookie_consent')
    expect(names).not.toContain('_ga')
  })

  test('the banner speaks English on the English site', async ({ page }) => {
    await page.goto('/en')
    const banner = page.getByRole('region', { name: 'Cookie settings' })
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Save settings' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Delete cookies' })).toBeVisible()
    await expect(banner.getByRole('checkbox', { name: /External media/ })).toBeVisible()
  })
})
