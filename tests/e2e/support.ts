import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Page, test } from '@playwright/test'

/** The consent cookie of a visitor who has answered the banner (required only), so it stays out of the way. */
export const answeredConsent = encodeURIComponent(JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }))

export async function answerConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: answeredConsent, url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100' }])
}

/** axe's violations on the page, one line each (rule, help, where). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
