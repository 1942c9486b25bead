import AxeBuilder from '@axe-core/playwright'

import { endSaleOpening, makePerformance, makeSaleOpening } from './fixtures'
import { expect, test } from './test'

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)
const PHONE = { width: 390, height: 844 }

const TEXTS = {
  de: {
    tickets: (title: string) => `Tickets für ${title}`,
    closed: 'Diese Vorstellung wird gerade über den Warteraum verkauft',
    toQueue: 'Zum Warteraum',
    room: '/de/warteraum',
    rule: 'So ist es fair',
    join: 'Platz im Warteraum nehmen',
    prequeue: 'Beim Verkaufsstart wird Ihr Platz ausgelost.',
    countdown: 'Der Verkauf beginnt in',
    admitted: 'Sie sind an der Reihe!',
    title: 'Sie sind dran',
    book: 'Jetzt buchen',
    more: (group: string) => `Eine Karte ${group}, Vollpreis mehr`,
    add: 'In den Warenkorb',
    added: /in Ihrem Warenkorb/,
  },
  en: {
    tickets: (title: string) => `Tickets for ${title}`,
    closed: 'This performance is being sold through the waiting room right now',
    toQueue: 'Go to the waiting room',
    room: '/en/waiting-room',
    rule: 'How it is fair',
    join: 'Take a place in the waiting room',
    prequeue: 'Your place will be drawn when the sale opens.',
    countdown: 'The sale opens in',
    admitted: 'It is your turn!',
    title: 'It is your turn',
    book: 'Book now',
    more: (group: string) => `One more ${group}, Full price ticket`,
    add: 'Add to cart',
    added: /ticket.*in (your|the) cart/i,
  },
} as const

test.describe('the sale opening’s waiting room', () => {
  test.use({ viewport: PHONE })
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
  })

  for (const locale of ['de', 'en'] as const) {
    test(`a visitor without a place is led to the waiting room, joins before the opening, sees the countdown, is admitted and books (${locale}, 390 px${locale === 'en' ? ', by keyboard' : ''})`, async ({
      page,
    }) => {
      const t = TEXTS[locale]
      const event = await makePerformance(locale)
      const opening = await makeSaleOpening({ de: `Vorverkauf ${event.id}`, en: `Advance sale ${event.id}` }, [event.id], {
        opensIn: 12_000,
      })
      try {
        await page.goto(event.url)
        await page.getByRole('button', { name: t.tickets(event.title) }).click()
        const widget = page.locator('.booking-widget')
        await expect(widget.getByText(t.closed)).toBeVisible()
        await expect(widget.getByRole('button', { name: t.add })).toBeDisabled()
        await widget.getByRole('link', { name: t.toQueue }).click()
        await expect(page).toHaveURL(new RegExp(`${t.room}\\?opening=${opening}&back=`))

        const name = locale === 'de' ? `Vorverkauf ${event.id}` : `Advance sale ${event.id}`
        await expect(page.getByRole('heading', { name })).toBeVisible()
        await expect(page.getByRole('heading', { name: t.rule })).toBeVisible()
        const join = page.getByRole('button', { name: t.join })
        if (locale === 'en') {
          await join.focus()
          await page.keyboard.press('Enter')
        } else await join.click()
        await expect(page.locator('.waiting-room__status').getByText(t.prequeue)).toBeVisible()
        await expect(page.getByText(t.countdown)).toBeVisible()
        expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
        await page.screenshot({ path: test.info().outputPath(`waiting-${locale}.png`), fullPage: true })

        // The opening comes; the draw gives this browser the only place, and the rate admits it.
        await expect(page.locator('.waiting-room__status').getByText(t.admitted)).toBeVisible({ timeout: 30_000 })
        await expect(page).toHaveTitle(new RegExp(t.title))
        await page.screenshot({ path: test.info().outputPath(`admitted-${locale}.png`), fullPage: true })
        const book = page.getByRole('link', { name: t.book })
        if (locale === 'en') {
          await book.focus()
          await page.keyboard.press('Enter')
        } else await book.click()
        await expect(page).toHaveURL(event.url)

        await page.getByRole('button', { name: t.tickets(event.title) }).click()
        const group = event.seat_groups[0]?.seat_group ?? ''
        await widget.getByRole('button', { name: t.more(group) }).click()
        await widget.getByRole('button', { name: t.add }).click()
        await expect(widget.getByText(t.added).first()).toBeVisible()
      } finally {
        await endSaleOpening(opening)
      }
    })
  }
})
