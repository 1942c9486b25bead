import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'

import { DEMO_USERS } from '../../scripts/seed/accounts'
import { home } from '../../scripts/seed/content'

test.describe('the seeded festival, rendered server-side', () => {
  test('the German home page shows its modules in German', async ({ page }) => {
    const response = await page.goto('/de')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1, name: home.heroHeadline.de })).toBeVisible()
    await expect(page.getByRole('heading', { name: home.introHeadline.de })).toBeVisible()
    await expect(page.getByText(home.quote.de)).toBeVisible()
  })

  test('the hero image loads, in a modern format and without layout shift', async ({ page }) => {
    await page.goto('/de')
    const hero = page.locator('.hero img')
    await expect(hero).toHaveAttribute('width', '1240')
    await expect(hero).toHaveAttribute('height', '700')
    // Loaded: with srcset width descriptors Chromium reports naturalWidth scaled to the chosen density.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/cms-api\/media\/file\/.+\.(avif|webp)$/,
    )
  })

  test('the English home page shows the same modules in English', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: home.heroHeadline.en })).toBeVisible()
    await expect(page.getByRole('heading', { name: home.introHeadline.en })).toBeVisible()
    await expect(page.getByText(home.quote.en)).toBeVisible()
  })

  test('the site root goes to the German home page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
  })

  test('pages are marked noindex', async ({ page }) => {
    const response = await page.goto('/de')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  for (const locale of ['de', 'en'] as const) {
    test(`an unknown path answers 404 with a link to the start page (${locale})`, async ({ page }) => {
      const response = await page.goto(`/${locale}/diese-seite-gibt-es-nicht`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible()
      const homeLink = page.getByRole('link', { name: locale === 'de' ? 'Zur Startseite' : 'To the home page' })
      await homeLink.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}$`))
    })

    test(`the home page has no accessibility violations (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}`)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    })
  }
})

test('the demo editor logs in to the admin', async ({ page }) => {
  const editor = DEMO_USERS.find((user) => user.roles.some((role) => role === 'editor'))
  if (!editor) throw new Error('The seed defines no editor')
  await page.goto('/admin')
  await page.getByLabel(/E-?Mail/i).fill(editor.email)
  await page.getByLabel(/Passwort|Password/i).fill(editor.password)
  await page.getByRole('button', { name: /Anmelden|Login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('link', { name: /Seiten|Pages/ }).first()).toBeVisible()
})
