import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import type { Page } from '../../src/payload-types'
import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'
import { about, home, legalPages } from './content'
import type { L } from './content/types'
import type { SeedWrite } from './write'
import type { PictureKind } from './images'
import { showcaseModules } from './showcase'
import { makeWav } from './sound'

type Module = NonNullable<Page['modules']>[number]
type Locale = 'de' | 'en'

export type PageSeedDeps = {
  /** The seed's write options (index.ts), a fresh context on every spread. */
  write: SeedWrite
  /** The write of a page's German text, which its English save follows at once (write.ts). */
  writeBeforeEnglish: SeedWrite
  picture: (kind: PictureKind, alt: L) => Promise<number>
  articleIds: number[]
  venueIds: number[]
  categoryIds: number[]
  eventTagIds: number[]
  formIds: Map<string, number>
  festivalStart: Date
}

/**
 * The demo's CMS pages. Between them they use every content module of SPEC §3, in both languages.
 * Modules are localised as a whole (docs/decisions/001), so each page is written once per locale.
 */
export async function seedPages(payload: Payload, deps: PageSeedDeps): Promise<number> {
  const { write, writeBeforeEnglish, picture } = deps
  let created = 0

  async function page(
    base: {
      content_type: Page['content_type']
      parent?: number
      in_menu?: boolean
      in_footer?: boolean
      menu_order?: number
      is_landing_page?: boolean
    },
    perLocale: (locale: Locale) => { title: string; slug?: string; headline?: string; meta_description?: string; modules: Module[] },
  ): Promise<number> {
    const de = perLocale('de')
    const doc = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', ...base, ...de },
      ...writeBeforeEnglish,
    })
    const en = perLocale('en')
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', ...en, slug: en.slug ?? '' },
      ...write,
    })
    created++
    return doc.id
  }

  const heroImage = await picture('stage', {
    de: 'Bühne im Scheinwerferlicht mit Tänzer:innen',
    en: 'A stage in the spotlight with dancers',
  })
  const posterImage = await picture('poster', { de: 'Festivalplakat in Rot und Gelb', en: 'Festival poster in red and yellow' })
  const rehearsalImage = await picture('stage', {
    de: 'Probenfoto aus dem Festivalzentrum',
    en: 'Rehearsal photo from the festival centre',
  })
  const centreImage = await picture('building', { de: 'Das Festivalzentrum am Fluss', en: 'The festival centre by the river' })
  const teaserImages = [posterImage, rehearsalImage, centreImage]
  const logos = [
    await picture('logo', { de: 'Logo der Stadt Lindenau', en: 'Logo of the City of Lindenau' }),
    await picture('logo', { de: 'Logo der Kulturstiftung', en: 'Logo of the arts foundation' }),
    await picture('logo', { de: 'Logo des Medienpartners', en: 'Logo of the media partner' }),
  ]
  const wav = makeWav(1.5)
  const audioFile = await payload.create({
    collection: 'media',
    locale: 'de',
    data: { alt: 'Stimmton a¹ (440 Hertz) zum Einstimmen' },
    file: { data: wav, mimetype: 'audio/wav', name: 'stimmton-a.wav', size: wav.length },
    ...write,
  })
  await payload.update({ collection: 'media', id: audioFile.id, locale: 'en', data: { alt: 'Tuning note A (440 hertz)' }, ...write })

  // A two-second loop rendered once with ffmpeg and committed (scripts/seed/assets), so the seed needs no tools.
  const loop = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets/festival-loop.webm'))
  const videoFile = await payload.create({
    collection: 'media',
    locale: 'de',
    data: { alt: 'Bewegte Muster in Festivalfarben' },
    file: { data: loop, mimetype: 'video/webm', name: 'festival-loop.webm', size: loop.length },
    ...write,
  })
  await payload.update({
    collection: 'media',
    id: videoFile.id,
    locale: 'en',
    data: { alt: 'Moving patterns in festival colours' },
    ...write,
  })

  const text = (paragraphs: string[]) => richTextFromParagraphs(paragraphs)

  // Top-level list pages first: other modules link to them.
  const programme = await page({ content_type: 'events', in_menu: true, menu_order: 1 }, (l) => ({
    title: l === 'de' ? 'Programm' : 'Programme',
    slug: l === 'de' ? 'programm' : 'programme',
    headline: l === 'de' ? 'Programm und Karten' : 'Programme and tickets',
    modules: [],
  }))
  await page({ content_type: 'productions', in_menu: true, menu_order: 2 }, (l) => ({
    title: l === 'de' ? 'Produktionen' : 'Productions',
    slug: l === 'de' ? 'produktionen' : 'productions',
    modules: [],
  }))
  const magazine = await page({ content_type: 'magazine', in_menu: true, menu_order: 4 }, (l) => ({
    title: l === 'de' ? 'Magazin' : 'Magazine',
    slug: 'artists',
    headline: l === 'de' ? 'Artists – das Festivalmagazin' : 'Artists – the festival magazine',
    modules: [],
  }))
  await page({ content_type: 'team', in_menu: true, menu_order: 5 }, () => ({ title: 'Team', slug: 'team', modules: [] }))
  await page({ content_type: 'search' }, (l) => ({ title: l === 'de' ? 'Suche' : 'Search', slug: 'search', modules: [] }))

  const aboutId = await page({ content_type: 'page', in_menu: true, menu_order: 3 }, (l) => ({
    title: about.title[l],
    slug: about.slug[l],
    headline: about.headline[l],
    modules: [
      {
        blockType: 'anchorList',
        sticky: true,
        children: [
          { blockType: 'link', link_text: l === 'de' ? 'Idee' : 'Idea', link_url: '#idee' },
          { blockType: 'link', link_text: l === 'de' ? 'Bilder' : 'Pictures', link_url: '#bilder' },
          { blockType: 'link', link_text: l === 'de' ? 'Hören und sehen' : 'Listen and watch', link_url: '#medien' },
          { blockType: 'link', link_text: l === 'de' ? 'Partner' : 'Partners', link_url: '#partner' },
        ],
      },
      { blockType: 'headline', headline_level: '2', content: about.headline[l], anchor: 'idee' },
      { blockType: 'text', content: text(about.paragraphs[l]) },
      { blockType: 'twoColumns', text: text(about.paragraphs[l].slice(0, 1)), image: rehearsalImage },
      {
        blockType: 'headline',
        headline_level: '2',
        content: l === 'de' ? 'Bilder vom Festival' : 'Pictures from the festival',
        anchor: 'bilder',
      },
      {
        blockType: 'imageList',
        format: 'slider',
        anchor: 'galerie',
        children: teaserImages.map((image, i) => ({
          blockType: 'image' as const,
          format: 'large' as const,
          image,
          text: l === 'de' ? `Festivalmoment ${i + 1}` : `Festival moment ${i + 1}`,
        })),
      },
      {
        blockType: 'image',
        format: 'medium',
        image: heroImage,
        text: l === 'de' ? 'Eröffnungsabend im Festivalzentrum' : 'Opening night at the festival centre',
      },
      { blockType: 'headline', headline_level: '2', content: l === 'de' ? 'Hören und sehen' : 'Listen and watch', anchor: 'medien' },
      {
        blockType: 'video',
        video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        title: l === 'de' ? 'Festivaltrailer' : 'Festival trailer',
        length: '1:45',
        image: heroImage,
      },
      {
        blockType: 'videoList',
        children: [
          {
            blockType: 'video',
            video_url: 'https://vimeo.com/76979871',
            title: l === 'de' ? 'Probeneinblicke' : 'Inside rehearsals',
            length: '3:10',
          },
          {
            blockType: 'video',
            video_url: 'https://youtu.be/aqz-KE-bpKQ',
            title: l === 'de' ? 'Rückblick' : 'Looking back',
            length: '2:05',
          },
        ],
      },
      { blockType: 'videoFile', file: videoFile.id, image: heroImage, title: l === 'de' ? 'Festival in Bewegung' : 'Festival in motion' },
      { blockType: 'audio', media_type: 'spotify', embed: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO' },
      {
        blockType: 'audio',
        media_type: 'soundcloud',
        embed: 'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293',
      },
      { blockType: 'audioFile', file: audioFile.id },
      { blockType: 'viewer', embed: 'https://e.issuu.com/embed.html?d=festival-programmheft&u=festival' },
      { blockType: 'socialMedia', network: 'instagram', embed: 'https://www.instagram.com/p/C0festival/' },
      {
        blockType: 'headline',
        headline_level: '2',
        content: l === 'de' ? 'Partner und Förderer' : 'Partners and funders',
        anchor: 'partner',
      },
      {
        blockType: 'logoList',
        logos: logos.map((image, i) => ({
          image,
          name:
            (l === 'de'
              ? ['Stadt Lindenau', 'Lindenauer Kulturstiftung', 'Medienpartner Radio Lind']
              : ['City of Lindenau', 'Lindenau Arts Foundation', 'Media partner Radio Lind'])[i] ?? '',
          link_url: 'https://www.example.org/',
        })),
      },
    ],
  }))

  const visitId = await page({ content_type: 'page', parent: aboutId, in_menu: true, menu_order: 1 }, (l) => ({
    title: about.visitTitle[l],
    slug: about.visitSlug[l],
    modules: [
      { blockType: 'headline', headline_level: '2', content: l === 'de' ? 'Anreise und Spielorte' : 'Getting here and the venues' },
      { blockType: 'text', content: text(about.visitParagraphs[l]) },
      { blockType: 'venueList', venues: deps.venueIds },
      { blockType: 'venue', venue: deps.venueIds[0] ?? 0 },
      { blockType: 'highlightTeaser', categories: deps.categoryIds.slice(0, 2) },
      { blockType: 'hubspotForm', hubspot_id: '4f1c2a9e-7b7d-4c4e-9a57-2f3b1c5d8e10', portal_id: '2623421' },
      {
        blockType: 'html',
        html_code:
          l === 'de'
            ? '<p><strong>Barrierefrei:</strong> Alle Spielorte haben stufenlose Zugänge. Fragen Sie uns gern unter <a href="mailto:besuch@festival-der-kuenste.example">besuch@festival-der-kuenste.example</a>.</p>'
            : '<p><strong>Accessible:</strong> every venue has step-free access. Ask us at <a href="mailto:besuch@festival-der-kuenste.example">besuch@festival-der-kuenste.example</a>.</p>',
      },
      { blockType: 'link', link_text: l === 'de' ? 'Zum Programm' : 'To the programme', link: programme, sticky: true },
    ],
  }))

  // Every module of SPEC §3 on one page, for visitors' and editors' reference and the browser tests.
  await page({ content_type: 'page', in_footer: false }, (l) => ({
    title: l === 'de' ? 'Alle Bausteine' : 'All building blocks',
    slug: l === 'de' ? 'bausteine' : 'building-blocks',
    meta_description:
      l === 'de' ? 'Jedes Inhaltsmodul der Festival-Website auf einer Seite.' : 'Every content module of the festival website on one page.',
    modules: showcaseModules(l, {
      images: { hero: heroImage, poster: posterImage, rehearsal: rehearsalImage, centre: centreImage, logos },
      audioFileId: audioFile.id,
      videoFileId: videoFile.id,
      programmeId: programme,
      aboutId,
      articleIds: deps.articleIds,
      venueIds: deps.venueIds,
      categoryIds: deps.categoryIds,
      festivalStart: deps.festivalStart,
    }),
  }))

  for (const legal of legalPages) {
    await page({ content_type: 'legal', in_footer: true }, (l) => ({
      title: legal.title[l],
      slug: legal.key,
      modules: legal.sections.flatMap((section): Module[] => [
        { blockType: 'headline', headline_level: '2', content: section.heading[l] },
        { blockType: 'text', content: text(section.body[l]), decrease_distance: true },
      ]),
    }))
  }

  await page({ content_type: 'page', is_landing_page: true }, (l) => ({
    title: l === 'de' ? 'Nachtschicht' : 'Night Shift',
    slug: l === 'de' ? 'nachtschicht' : 'night-shift',
    modules: [
      {
        blockType: 'heroMedia',
        headline: l === 'de' ? 'Nachtschicht: Performances nach Mitternacht' : 'Night Shift: performances after midnight',
        text: home.heroText[l],
        button_text: home.heroButton[l],
        button_link: l === 'de' ? '/de/programm' : '/en/programme',
        image: heroImage,
        online_from: deps.festivalStart.toISOString(),
      },
      { blockType: 'text', content: text(home.introText[l].slice(0, 1)) },
    ],
  }))

  const until = new Date(deps.festivalStart.getTime() + 21 * 86_400_000)
  await page({ content_type: 'home' }, (l) => ({
    title: l === 'de' ? 'Startseite' : 'Home',
    slug: 'home',
    modules: [
      {
        blockType: 'heroMedia',
        headline: home.heroHeadline[l],
        text: home.heroText[l],
        button_text: home.heroButton[l],
        button_link: l === 'de' ? '/de/programm' : '/en/programme',
        sticky: true,
        image: heroImage,
        online_from: deps.festivalStart.toISOString(),
      },
      {
        blockType: 'headline',
        headline_level: '2',
        preline: home.introPreline[l],
        content: home.introHeadline[l],
        subline: home.introSubline[l],
      },
      { blockType: 'text', content: text(home.introText[l]) },
      {
        blockType: 'teaserList',
        children: [
          {
            blockType: 'teaserItem',
            image: posterImage,
            preline: l === 'de' ? 'Programm' : 'Programme',
            headline: l === 'de' ? 'Alle Termine und Karten' : 'All events and tickets',
            link: programme,
            link_text: l === 'de' ? 'Zum Programm' : 'To the programme',
          },
          {
            blockType: 'teaserItem',
            image: rehearsalImage,
            preline: l === 'de' ? 'Magazin' : 'Magazine',
            headline: l === 'de' ? 'Gespräche, Essays, Probenberichte' : 'Interviews, essays, rehearsal reports',
            link: magazine,
            link_text: l === 'de' ? 'Zum Magazin' : 'To the magazine',
          },
          {
            blockType: 'teaserItem',
            image: centreImage,
            preline: l === 'de' ? 'Besuch' : 'Visit',
            headline: about.visitTitle[l],
            link: visitId,
            link_text: l === 'de' ? 'Mehr erfahren' : 'Find out more',
          },
          {
            blockType: 'teaserItem',
            image: posterImage,
            preline: l === 'de' ? 'Vorverkauf' : 'Advance sale',
            headline: l === 'de' ? 'Frühbucher-Karten (abgelaufen)' : 'Early-bird tickets (expired)',
            link: programme,
            online_from: new Date(deps.festivalStart.getTime() - 60 * 86_400_000).toISOString(),
            online_to: new Date(deps.festivalStart.getTime() - 30 * 86_400_000).toISOString(),
          },
        ],
      },
      {
        blockType: 'eventList',
        date_from: deps.festivalStart.toISOString(),
        date_to: until.toISOString(),
        filters: false,
        compact: true,
        tag: deps.eventTagIds[0],
        children: [],
      },
      { blockType: 'quote', content: home.quote[l], author: home.quoteAuthor },
      {
        blockType: 'fullTeaser',
        format: 'imageRight',
        image: centreImage,
        preline: home.fullTeaser.preline[l],
        headline: home.fullTeaser.headline[l],
        subline: home.fullTeaser.subline[l],
        text: home.fullTeaser.text[l],
        link: aboutId,
        link_text: home.fullTeaser.linkText[l],
      },
      { blockType: 'headline', headline_level: '2', content: home.highlightsHeadline[l] },
      { blockType: 'blogTeaserList', items: deps.articleIds.slice(0, 4) },
      {
        blockType: 'section',
        layout: '33-33-33',
        columns: home.sectionColumns.map((column, index) => ({
          index,
          classes: 'medium-10 xlarge-6',
          children: [{ blockType: 'text' as const, content: text([column[l]]) }],
        })),
      },
      { blockType: 'headline', headline_level: '3', content: l === 'de' ? 'Häufige Fragen' : 'Frequently asked questions' },
      ...home.faq.map((item): Module => ({ blockType: 'faqItem', question: item.question[l], content: text([item.answer[l]]) })),
      { blockType: 'link', link_text: l === 'de' ? 'Alle Termine ansehen' : 'See all events', link: programme, extra_class: 'button' },
    ],
  }))

  // The footer's festival address, newsletter, social links and sponsors' logos (back office: Navigation).
  const sponsorNames = ['Stadt Lindenau', 'Lindenauer Kulturstiftung', 'Radio Lind']
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'de',
    data: {
      footer_address: 'Festival der Künste Lindenau gGmbH\nSpinnereistraße 7, Haus 4\n04179 Lindenau',
      newsletter_url: 'https://newsletter.festival-der-kuenste.example/de',
      social_links: [
        { network: 'instagram', url: 'https://www.instagram.com/festivalderkuenste.example' },
        { network: 'mastodon', url: 'https://kultur.social.example/@festival' },
        { network: 'youtube', url: 'https://www.youtube.com/@festivalderkuenste.example' },
      ],
      sponsors: logos.map((logo, index) => ({ name: sponsorNames[index] ?? '', logo, url: 'https://www.example.org/' })),
    },
    ...write,
  })
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    data: {
      footer_address: 'Festival der Künste Lindenau gGmbH\nSpinnereistraße 7, Haus 4\n04179 Lindenau, Germany',
      newsletter_url: 'https://newsletter.festival-der-kuenste.example/en',
    },
    ...write,
  })

  return created
}
