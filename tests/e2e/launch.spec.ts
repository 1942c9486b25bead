import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './test'

import { pageTypes } from './fixtures'
import { hydrated } from './support'

/**
 * Launch readiness (issue 9): security headers and the page policy in a real browser, the skip
 * link, the consent banner by keyboard with nothing focused hidden underneath, consent placeholders
 * on phones, a title on every page type in both languages, the 404 page without JavaScript, and
 * the W3C Nu HTML Checker on the server HTML of every page type.
 */

const DECIDED = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)
const SITE = { de: 'Festival der Künste', en: 'Festival of the Arts' } as const

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.describe('security headers and the page policy', () => {
  test('every page answers with a script policy of hashes, and nothing the page needs is refused', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: DECIDED, url: 'http://127.0.0.1' }])
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    for (const url of ['/de', '/en/building-blocks', '/webshop', '/de/404']) {
      const response = await page.goto(url)
      const headers = response?.headers() ?? {}
      expect(headers['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/)
      expect(headers['content-security-policy'], url).not.toContain("unsafe-inline' https://www")
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], url).toContain('camera=()')
    }
    // Hydrated under the policy: the language switch works on the client.
    await page.goto('/de')
    await hydrated(page)
    expect(refused).toEqual([])
  })

  test('uploaded media and calls carry nosniff too', async ({ request }) => {
    for (const url of ['/api/opening-hours-today/', '/cms-api/media?limit=1']) {
      const response = await request.get(url)
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff')
    }
  })

  test('a path that decodes to another host is refused, never redirected there', async ({ request }) => {
    for (const url of ['/%5Cevil.example/', '/%5C%5Cevil.example/', '/%09/evil.example', '/de/%', '/de/pageeditor-api/page/%']) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(400)
      expect(response.headers().location, url).toBeUndefined()
    }
  })
})

test.describe('keyboard and screen readers', () => {
  test('the skip link moves focus into the main content', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: DECIDED, url: 'http://127.0.0.1' }])
    await page.goto('/de/bausteine')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
    // The next Tab continues inside the content, not back at the top of the page.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true)
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`the consent banner comes early in the tab order and hides no focused element (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/de')
      const banner = page.getByRole('region', { name: 'Cookie-Einstellungen' })
      await expect(banner).toBeVisible()
      const box = await banner.boundingBox()
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(viewport.width < 768 ? viewport.height * 0.42 + 1 : viewport.height * 0.85 + 1)
      await page.keyboard.press('Tab') // the skip link
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('section[aria-labelledby]')))).toBe(true)
      const covered: string[] = []
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press('Tab')
        const problem = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null
          if (!element || element === document.body) return null
          const rect = element.getBoundingClientRect()
          if (rect.width === 0 || rect.height === 0) return null
          const x = Math.min(Math.max(rect.left + rect.width / 2, 1), window.innerWidth - 1)
          const y = Math.min(Math.max(rect.top + rect.height / 2, 1), window.innerHeight - 1)
          const hit = document.elementFromPoint(x, y)
          if (hit && (hit === element || element.contains(hit) || hit.contains(element))) return null
          return `${element.tagName} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" under ${hit?.closest('section, header, aside, nav, div')?.className ?? hit?.tagName}`
        })
        if (problem) covered.push(problem)
      }
      expect(covered).toEqual([])
    })
  }

  test('consent placeholders of embeds are not clipped on phones', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: DECIDED, url: 'http://127.0.0.1' }])
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/de/bausteine')
    const gates = page.locator('.external--blocked')
    const count = await gates.count()
    expect(count).toBeGreaterThan(3)
    for (let i = 0; i < count; i++) {
      const gate = gates.nth(i)
      await gate.scrollIntoViewIfNeeded()
      const button = gate.getByRole('button', { name: 'Externe Medien erlauben und laden' })
      await expect(button).toBeVisible()
      const clipped = await gate.evaluate((element) => {
        const outer = element.getBoundingClientRect()
        return [...element.querySelectorAll<HTMLElement>('.external__notice, .external__notice > *')].some((child) => {
          const rect = child.getBoundingClientRect()
          return (
            rect.right > outer.right + 1 ||
            rect.bottom > outer.bottom + 1 ||
            rect.left < outer.left - 1 ||
            child.scrollWidth > child.clientWidth + 1
          )
        })
      })
      expect(clipped, `placeholder ${i}`).toBe(false)
    }
  })
})

test.describe('titles and the 404 page', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`every page type has a <title> in ${locale} with the festival’s name, in the server HTML`, async ({ request }) => {
      for (const { name, url, title } of await pageTypes(locale)) {
        const response = await request.get(url)
        const html = await response.text()
        expect(html, name).toMatch(new RegExp(`<html lang="${locale}"`))
        const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])
        expect(titles, name).toHaveLength(1)
        const expected = `^(${title.includes('|') ? title : escapeRegExp(title)}) – ${escapeRegExp(SITE[locale])}$`
        expect(titles[0]?.replace(/&amp;/g, '&'), name).toMatch(new RegExp(expected))
      }
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the English 404 page is server-rendered in English', async ({ page }) => {
      const response = await page.goto('/en/404')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page).toHaveTitle('404 Not Found – Festival of the Arts')
      await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible()
      await expect(page.getByText('This page could not be found.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Programme', exact: true }).last()).toHaveAttribute('href', '/en/programme')
      await expect(page.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en')
      expect(await page.content()).not.toMatch(/Vielleicht|Diese Seite konnte/)
    })

    test('an unknown English address answers 404 with the English page', async ({ page }) => {
      const response = await page.goto('/en/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible()
      await expect(page.getByText('This page could not be found.')).toBeVisible()
    })
  })
})

test('the server HTML of every page type passes the W3C Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = path.resolve('tmp/vnu')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const files: string[] = []
  for (const locale of ['de', 'en'] as const) {
    for (const { name, url } of await pageTypes(locale)) {
      const file = path.join(dir, `${locale}-${name.replace(/\W+/g, '-')}.html`)
      fs.writeFileSync(file, await (await request.get(url)).text())
      files.push(file)
    }
  }
  for (const url of ['/webshop', '/webshop/account/login']) {
    const file = path.join(dir, `shop-${url.replace(/\W+/g, '-')}.html`)
    fs.writeFileSync(file, await (await request.get(url)).text())
    files.push(file)
  }
  const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
  let output = ''
  try {
    execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    output = String((error as { stderr?: string }).stderr ?? error)
  }
  const messages = output
    ? ((JSON.parse(output) as { messages: Array<{ url: string; message: string; extract?: string }> }).messages ?? [])
    : []
  expect(messages.map((m) => `${path.basename(decodeURIComponent(m.url))}: ${m.message} ${m.extract ?? ''}`)).toEqual([])
})
