import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './test'

import { makeEventSection, makePerformance } from './fixtures'
import { hydrated } from './support'

/** The seeded showcase page holds every content module of SPEC §3 (scripts/seed/showcase.ts). */
const SHOWCASE = { de: '/de/bausteine', en: '/en/building-blocks' } as const

const undecided = encodeURIComponent(
  JSON.stringify({ v: 1, required: true, googleTagManager: false, marketing: false, externalMedia: false }),
)

test.describe('content modules', () => {
  // A visitor who has answered the banner without allowing external media.
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: undecided, url: 'http://127.0.0.1' }])
  })

  const main = (page: Page) => page.locator('main')

  test('text modules: headline levels, rich text, quote, links and HTML', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Bausteine des Festivals' })).toBeVisible()
    await expect(main(page).getByRole('heading', { level: 2, name: /Texte und Überschriften/ })).toContainText('Ebenen 2 bis 6')
    await expect(main(page).getByRole('heading', { level: 3, name: 'Überschrift der Ebene 3' })).toBeVisible()
    await expect(main(page).getByRole('heading', { level: 4, name: 'Überschrift der Ebene 4' })).toBeVisible()

    await expect(main(page).locator('strong', { hasText: 'Tanz, Theater und Musik' })).toBeVisible()
    await expect(main(page).locator('em', { hasText: 'ungewöhnlichen Orten' })).toBeVisible()
    const richLink = main(page).getByRole('link', { name: 'Mehr über die Geschichte des Festivals' })
    await expect(richLink).toHaveAttribute('target', '_blank')
    await expect(richLink).toHaveAttribute('rel', /noopener/)
    await expect(main(page).locator('ul li', { hasText: 'Induktionsschleifen' })).toBeVisible()
    await expect(main(page).locator('ol li', { hasText: 'Im Webshop bezahlen' })).toBeVisible()

    await expect(main(page).locator('blockquote')).toContainText('Kunst ist die Antwort')
    await expect(main(page).locator('figure.quote figcaption')).toHaveText('Ilse Marquardt')

    const internal = main(page).getByRole('link', { name: 'Karten im Programm' })
    await expect(internal).toHaveAttribute('href', '/de/programm')
    await expect(internal).not.toHaveAttribute('target', /.*/)
    await expect(main(page).getByRole('link', { name: 'Festivalarchiv (externe Seite)' })).toHaveAttribute('target', '_blank')
    await expect(main(page).locator('.html-module')).toContainText('Einlass jeweils 30 Minuten vor Beginn.')

    // Internal links navigate on the client: the page does not reload.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))
    await internal.click()
    await expect(page).toHaveURL(/\/de\/programm$/)
    expect(await page.evaluate(() => (window as Window & { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
  })

  test('images keep their box while loading; only the hero loads eagerly', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    for (const caption of ['Großes Bild: Probe im Festivalzentrum', 'Mittleres Bild: das Festivalzentrum', 'Kleines Bild: das Plakat']) {
      await expect(main(page).locator('figure', { hasText: caption }).locator('img')).toHaveAttribute('width', /\d+/)
    }
    const hero = main(page).locator('.hero img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('loading', 'eager')
    const others = await main(page)
      .locator('img:not(.hero img)')
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]),
      )
    expect(others.length).toBeGreaterThan(20)
    for (const [loading, width, height] of others) {
      expect(loading).toBe('lazy')
      expect(Number(width)).toBeGreaterThan(0)
      expect(Number(height)).toBeGreaterThan(0)
    }
    // Each picture offers the upload's widths in avif and webp; the browser picks by its `sizes`.
    await expect(main(page).locator('.image--large picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /620w, .*1240w$/)
  })

  test('the slider moves by keyboard and hides the button it cannot use', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    const slider = main(page).getByRole('region', { name: 'Bildergalerie' })
    await slider.scrollIntoViewIfNeeded()
    await expect(slider.locator('.swiper')).toHaveAttribute('data-ready', 'true')
    const previous = slider.getByRole('button', { name: 'Vorheriges Bild' })
    const next = slider.getByRole('button', { name: 'Nächstes Bild' })
    await expect(previous).toBeHidden()
    await expect(next).toBeVisible()
    const second = slider.getByRole('group', { name: 'Bild 2 von 3' })
    await expect(second).not.toBeInViewport()

    await page.keyboard.press('ArrowRight')
    await expect(second).toBeInViewport()
    await expect(previous).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(slider.getByRole('group', { name: 'Bild 3 von 3' })).toBeInViewport()
    await expect(next).toBeHidden()
    await previous.click()
    await expect(second).toBeInViewport()
  })

  test('image lists as grid, masonry, parallax and semi-lazy', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    await expect(main(page).locator('.image-list__items--grid figure')).toHaveCount(3)
    await expect(main(page).locator('.image-list__items--masonry figure')).toHaveCount(4)
    await expect(main(page).locator('.image-list__items--parallax figure')).toHaveCount(2)
    const semiLazy = main(page).locator('.image-list--semiLazy')
    await expect(semiLazy.locator('figure')).toHaveCount(4)
    // The button is React's: a press before the page has hydrated does nothing (a busy machine's
    // journey can be that fast).
    await hydrated(page)
    await semiLazy.getByRole('button', { name: '2 weitere Bilder zeigen' }).click()
    await expect(semiLazy.locator('figure')).toHaveCount(6)
    await expect(semiLazy.getByRole('button')).toHaveCount(0)
    await expect(semiLazy.locator('li').nth(4)).toBeFocused()
  })

  test('teasers, columns and full teasers; a teaser outside its online window is absent', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    for (const name of ['Bild links', 'Bild rechts', 'Vollbild', 'Abschnitt 67 / 33'])
      await expect(main(page).getByRole('heading', { name })).toBeVisible()
    await expect(main(page).getByText('Spalte 2 von 25 / 50 / 25')).toBeVisible()
    await expect(main(page).locator('.two-columns')).toContainText('Zwei Spalten: Text neben einem Bild')
    await expect(main(page).locator('.full-teaser--fullscreen').getByRole('link', { name: 'Externer Link' })).toHaveAttribute(
      'target',
      '_blank',
    )

    await expect(main(page).getByRole('link', { name: 'Immer sichtbar' })).toHaveAttribute('href', '/de/programm')
    await expect(main(page).getByRole('link', { name: 'Teaser ohne Link' })).toHaveAttribute('href', '/de')
    await expect(main(page).getByText('Abgelaufener Teaser')).toHaveCount(0)
    await expect(main(page).getByText('Künftiger Teaser')).toHaveCount(0)
    await expect(main(page).locator('.teaser-single')).toContainText('Ein Teaser für sich')
  })

  test('external media stay placeholders until the visitor consents, then load with one click', async ({ page, context }) => {
    await page.goto(SHOWCASE.de)
    const video = main(page).locator('figure', { hasText: 'Festivaltrailer' })
    await expect(video).toContainText('Externer Inhalt von YouTube')
    await expect(video).toContainText('Hier wird ein Video von YouTube geladen.')
    await expect(video.getByRole('link', { name: 'Auf YouTube öffnen' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    )
    for (const provider of ['Vimeo', 'Spotify', 'issuu', 'Instagram', 'HubSpot'])
      await expect(main(page).getByText(`Externer Inhalt von ${provider}`)).toBeVisible()
    await expect(main(page).locator('iframe')).toHaveCount(0)

    await hydrated(page)
    await video.getByRole('button', { name: 'Externe Medien erlauben und laden' }).click()
    await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
    await expect(video.locator('iframe')).toHaveAttribute('title', 'YouTube: Festivaltrailer')
    await expect(main(page).locator('iframe[src^="https://player.vimeo.com/video/76979871"]')).toBeAttached()
    await expect(main(page).locator('iframe[src="https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO"]')).toBeAttached()
    await expect(main(page).locator('iframe[src^="https://e.issuu.com/embed.html"]')).toBeAttached()
    await expect(main(page).locator('iframe[src="https://www.instagram.com/p/C0festival/embed"]')).toBeAttached()
    await expect(main(page).getByText('Externer Inhalt von')).toHaveCount(0)

    const stored = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')
    expect(JSON.parse(decodeURIComponent(stored?.value ?? '{}'))).toMatchObject({ externalMedia: true, googleTagManager: false })
    // The choice holds on the next visit.
    await page.reload()
    await expect(main(page).locator('figure', { hasText: 'Festivaltrailer' }).locator('iframe')).toBeAttached()
  })

  test('own video and audio files play in the browser’s player', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    await expect(main(page).locator('video[aria-label="Festival in Bewegung"] source')).toHaveAttribute('type', 'video/webm')
    await expect(main(page).locator('figure.audio-file')).toContainText('Audio: Stimmton a¹ (440 Hertz) zum Einstimmen')
    await expect(main(page).locator('audio source')).toHaveAttribute('type', 'audio/wav')
  })

  test('the event list groups events by day and filters them by kind', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    const list = main(page).locator('.event-list')
    const days = list.locator('.event-day__title')
    expect(await days.count()).toBeGreaterThan(1)
    await expect(days.first()).toHaveText(/^(Mo|Di|Mi|Do|Fr|Sa|So)\. \d{1,2}\. [A-ZÄÖÜ][a-zä]+ \d{4}$/)
    await expect(list.locator('.event-entry__time').first()).toHaveText(/^\d\d:\d\d Uhr$/)
    await expect(list.getByRole('link', { name: 'Festivalclub nach den Vorstellungen' })).toBeVisible()
    const allRows = await list.locator('.event-entry').count()

    const filter = list.getByRole('group', { name: 'Termine filtern' })
    await expect(filter.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true')
    const workshop = filter.getByRole('button', { name: 'Workshop' })
    // A press before the page has hydrated is lost; once it has, React replays one on the list's
    // part that is still loading.
    await hydrated(page)
    await workshop.click()
    await expect(workshop).toHaveAttribute('aria-pressed', 'true')
    await expect(list.locator('.event-entry__meta').first()).toContainText('Workshop')
    const filtered = await list.locator('.event-entry').count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(allRows)
    for (const meta of await list.locator('.event-entry__meta').allTextContents()) expect(meta).toContain('Workshop')
    await expect(list.getByText('Festivalclub nach den Vorstellungen')).toHaveCount(0)
    await workshop.click()
    await expect(list.locator('.event-entry')).toHaveCount(allRows)

    const first = list.locator('.event-entry__title a').first()
    await expect(first).toHaveAttribute('href', /^\/de\/programm\/[a-z0-9-]+\/\d+$/)
    await expect(list.getByRole('link', { name: 'Alle Termine im Programm' })).toHaveAttribute('href', '/de/programm')
  })

  test('magazine cards, venues, logos and FAQ', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    const lists = main(page).locator('.article-list')
    await expect(lists.first().locator('.article-card')).toHaveCount(3)
    await expect(lists.first().locator('.article-card a').first()).toHaveAttribute('href', /^\/de\/artists\/[a-z0-9-]+\/\d+$/)
    await expect(lists.nth(1).locator('.article-card').first()).toBeVisible()
    await expect(lists.first().locator('time').first()).toHaveText(/\d{4}$/)

    await expect(main(page).locator('.venue-single h3')).toHaveText('Schauspielhaus Lindenau')
    await expect(main(page).locator('.venue-single address')).toContainText('04109 Lindenau')
    await expect(main(page).locator('.venue-single').getByRole('link', { name: 'Schauspielhaus Lindenau' })).toHaveAttribute(
      'href',
      /^\/de\/besuch\/[a-z0-9-]+\/\d+$/,
    )
    await expect(main(page).locator('.venue-list .venue-card')).toHaveCount(3)

    const logo = main(page).getByRole('link', { name: 'Lindenauer Kulturstiftung' })
    await expect(logo).toHaveAttribute('target', '_blank')
    await expect(logo.locator('img')).toHaveAttribute('alt', 'Lindenauer Kulturstiftung')

    const answer = main(page).getByText('Ja, für Schüler:innen, Studierende und Menschen mit Behinderung.')
    await expect(answer).toBeHidden()
    await main(page).getByText('Gibt es ermäßigte Karten?').click()
    await expect(answer).toBeVisible()
  })

  test('the anchor list jumps to its sections and marks the one being read; sticky links reach the sticky bar', async ({ page }) => {
    await page.goto(SHOWCASE.de)
    const anchors = main(page).getByRole('navigation', { name: 'Auf dieser Seite' })
    await anchors.getByRole('link', { name: 'Medien' }).click()
    await expect(page).toHaveURL(/#medien$/)
    await expect(main(page).getByRole('heading', { level: 2, name: 'Medien' })).toBeInViewport()
    await expect(anchors.getByRole('link', { name: 'Medien' })).toHaveAttribute('aria-current', 'location')
    await expect(anchors).toBeInViewport()

    // The sticky links of the page reach the bar; those to the programme give way to the one ticket
    // button, so the bar never shows two ways to the same place.
    const sticky = page.getByRole('navigation', { name: 'Schnellzugriff' })
    await expect(sticky.getByRole('link', { name: 'Programm & Karten' })).toHaveAttribute('href', /^\/de\/programm(\?|$)/)
    await expect(sticky.locator('a[href^="/de/programm"]')).toHaveCount(1)
    await expect(sticky.getByRole('link', { name: 'Karten im Programm' })).toHaveCount(0)
  })

  test('the English showcase speaks English', async ({ page }) => {
    await page.goto(SHOWCASE.en)
    await expect(page.getByRole('heading', { level: 1, name: 'Every building block of the festival' })).toBeVisible()
    const video = main(page).locator('figure', { hasText: 'Festival trailer' })
    await expect(video).toContainText('External content from YouTube')
    await expect(video).toContainText('This loads a video from YouTube.')
    await expect(video.getByRole('button', { name: 'Allow external media and load' })).toBeVisible()
    await expect(main(page).getByRole('region', { name: 'Image gallery' }).getByRole('group', { name: 'Image 1 of 3' })).toBeVisible()
    await expect(main(page).getByRole('button', { name: 'Show 2 more images' })).toBeVisible()
    await expect(main(page).getByRole('group', { name: 'Filter events' }).getByRole('button', { name: 'All' })).toBeVisible()
    await expect(main(page).locator('.event-entry__time').first()).toHaveText(/^\d\d:\d\d$/)
    await expect(main(page).getByRole('link', { name: 'All events in the programme' })).toHaveAttribute('href', '/en/programme')
    await expect(main(page).getByText('Expired teaser')).toHaveCount(0)
    await expect(main(page).getByRole('navigation', { name: 'On this page' })).toBeVisible()
    // English pages carry English alt texts, logos included.
    await expect(main(page).getByRole('link', { name: 'Lindenau Arts Foundation' }).locator('img')).toHaveAttribute(
      'alt',
      'Lindenau Arts Foundation',
    )
    const alts = await main(page)
      .locator('img[alt]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
    expect(alts.filter((alt) => /\b(Logo der|Probe|Plakat|Festivalzentrum|Außenansicht)\b/.test(alt))).toEqual([])
  })

  for (const locale of ['de', 'en'] as const) {
    test(`axe finds no violation on the showcase page (${locale})`, async ({ page }) => {
      await page.goto(SHOWCASE[locale])
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    })
  }

  test('axe finds no violation on the showcase page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(SHOWCASE.de)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
  })

  test('an event carries its editable section, also through the container call', async ({ page, request }) => {
    const event = await makePerformance('de')
    const text = {
      de: 'Nach der Vorstellung laden die Künstler:innen zum Publikumsgespräch im Foyer ein.',
      en: 'After the performance the artists invite you to a conversation in the foyer.',
    }
    await makeEventSection(event, text)
    await page.goto(event.url)
    await expect(main(page).locator('.container-section')).toContainText(text.de)

    const container = await request.get(`/en/pageeditor-api/container/by-slug/event-${event.id}-main/`)
    expect(container.status()).toBe(200)
    expect(await container.json()).toMatchObject({
      content_type: 'event',
      object_id: event.id,
      columns: [{ index: 0, children: [{ type: 'text' }] }],
    })

    const api = await request.get('/de/pageeditor-api/page/bausteine/')
    const body = (await api.json()) as {
      modules: { type: string; columns?: { index: number; classes: string; children: { type: string }[] }[] }[]
    }
    const section = body.modules.find((module) => module.type === 'section')
    expect(section?.columns?.[0]).toMatchObject({
      index: 0,
      classes: 'medium-10 xlarge-6',
      children: [{ type: 'headline' }, { type: 'text' }],
    })
  })
})
