import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './test'

import { pageTypes } from './fixtures'

/**
 * The layout of every page type on a phone and a desktop (issue 29): nothing wider than the
 * window, the main content inside the page grid (not against the window's edge), and no form
 * control left to the browser's defaults. A check of measurements, not a screenshot diff.
 */

const answered = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

type Problem = string

/** Every page type of the site and the web shop, in German. */
async function everyPage(request: APIRequestContext): Promise<Array<{ name: string; url: string }>> {
  const events = (await (await request.get('/de/api/events/?page_size=20')).json()) as {
    results: Array<{ id_jet: string | null; bookable: boolean }>
  }
  const jet = events.results.find((event) => event.id_jet && event.bookable)?.id_jet
  return [
    ...(await pageTypes('de')),
    { name: 'profile', url: '/de/user/profile' },
    { name: 'settings', url: '/de/user/settings' },
    { name: 'my data', url: '/de/user/data' },
    { name: 'shop home', url: '/webshop' },
    { name: 'cart', url: '/webshop/cart' },
    { name: 'checkout', url: '/webshop/checkout' },
    { name: 'shop performance', url: `/webshop/events/${jet ?? 'none'}` },
    { name: 'log-in', url: '/webshop/account/login' },
    { name: 'registration', url: '/webshop/account/register' },
    { name: 'order to confirm', url: `/webshop/orders/confirm/${'c'.repeat(32)}` },
    { name: 'shop 404', url: '/webshop/nothing-here' },
  ]
}

/** What is wrong with the page's layout at this width, as sentences naming the element. */
async function layoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} “${(element.textContent ?? '').trim().slice(0, 30)}”`
    if (document.documentElement.scrollWidth > width + 1) {
      // The elements out of the window, or whose text runs out of their box (a long word).
      const widest = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          (element.getBoundingClientRect().right > width + 1 ||
            (element.clientWidth > 0 &&
              element.scrollWidth > element.clientWidth + 1 &&
              getComputedStyle(element).overflowX === 'visible')) &&
          !element.closest('.slider, .swiper, [aria-hidden="true"]'),
      )
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window (${widest.slice(-3).map(name).join(', ')})`,
      )
    }
    const main = document.querySelector('main')
    if (!main) return [...problems, 'no main element']
    // The grid: what the header's logo lines up with (its left edge), never closer to the window's edge.
    const logo = document.querySelector('.logo')
    const gridLeft = logo ? logo.getBoundingClientRect().left : 16
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      const folded = element.closest('details:not([open])') !== null && element.closest('summary') === null
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        !folded &&
        !element.closest('[hidden], .visually-hidden, [aria-hidden="true"]')
      )
    }
    for (const element of main.querySelectorAll('h1, h2, p, li, dt, dd, label, legend, input, select, textarea, button')) {
      if (!visible(element) || element.closest('.hero, .slider, .swiper, .full-teaser, figure, .booking-widget')) continue
      // Where its content starts and ends: inside its padding and border.
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      const left = rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth)
      const right = rect.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth)
      if (right > width + 1) problems.push(`${name(element)} reaches ${Math.round(right)} px in a ${width} px window`)
      if (left < gridLeft - 1)
        problems.push(`${name(element)} starts at ${Math.round(left)} px, left of the page grid (${Math.round(gridLeft)} px)`)
    }
    // Form controls: the site's font size and a finger's height, not the browser's 13 px and 21 px.
    for (const control of main.querySelectorAll(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), select, textarea, button',
    )) {
      if (!visible(control)) continue
      const style = getComputedStyle(control)
      const rect = control.getBoundingClientRect()
      // An icon button (no text of its own) has no font to speak of.
      if ((control.textContent ?? '').trim() !== '' && parseFloat(style.fontSize) < 14)
        problems.push(`${name(control)} has the browser's font size (${style.fontSize})`)
      if (control.tagName !== 'BUTTON' && rect.height < 40) problems.push(`${name(control)} is ${Math.round(rect.height)} px high`)
    }
    return problems
  })
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`every page type fits the window and the page grid at ${viewport.width} px, with styled form controls`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    await page.context().addCookies([{ name: 'cookie_consent', value: answered, url: 'http://127.0.0.1' }])
    const found: string[] = []
    for (const { name, url } of await everyPage(request)) {
      await page.goto(url)
      // The pages that read in the browser (search, account, programme) have answered: nothing is busy.
      await page
        .waitForFunction(
          () =>
            document.querySelector('[aria-busy="true"], [role="status"][aria-busy]') === null && document.querySelector('main') !== null,
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined)
      await page.waitForTimeout(300)
      for (const problem of await layoutProblems(page)) found.push(`${name} (${url}): ${problem}`)
    }
    expect(found).toEqual([])
  })
}
