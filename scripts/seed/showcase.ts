import type { Page } from '../../src/payload-types'
import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'

type Module = NonNullable<Page['modules']>[number]
type Locale = 'de' | 'en'

export type ShowcaseDeps = {
  images: { hero: number; poster: number; rehearsal: number; centre: number; logos: number[] }
  audioFileId: number
  videoFileId: number
  programmeId: number
  aboutId: number
  articleIds: number[]
  venueIds: number[]
  categoryIds: number[]
  festivalStart: Date
}

const DAY = 86_400_000

/** Lexical text nodes: format 1 is bold, 2 italic. */
function textNode(text: string, format = 0) {
  return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

const block = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

/** Rich text using every format the editor offers (SPEC §9): bold, italic, a link in a new window, bulleted and numbered lists. */
function richShowcase(l: Locale) {
  const de = l === 'de'
  const item = (text: string, value: number) => ({ type: 'listitem', value, children: [textNode(text)], ...block })
  return {
    root: {
      type: 'root',
      ...block,
      children: [
        {
          type: 'paragraph',
          ...block,
          textFormat: 0,
          textStyle: '',
          children: [
            textNode(de ? 'Das Festival verbindet ' : 'The festival brings together '),
            textNode(de ? 'Tanz, Theater und Musik' : 'dance, theatre and music', 1),
            textNode(de ? ' an ' : ' in '),
            textNode(de ? 'ungewöhnlichen Orten' : 'unusual places', 2),
            textNode('. '),
            {
              type: 'link',
              fields: { linkType: 'custom', url: 'https://www.example.org/festival', newTab: true },
              children: [textNode(de ? 'Mehr über die Geschichte des Festivals' : 'More about the festival’s history')],
              ...block,
              version: 3,
            },
            textNode('.'),
          ],
        },
        {
          type: 'list',
          listType: 'bullet',
          tag: 'ul',
          start: 1,
          ...block,
          children: [
            item(de ? 'Stufenlose Zugänge' : 'Step-free access', 1),
            item(de ? 'Induktionsschleifen' : 'Hearing loops', 2),
            item(de ? 'Ruheräume' : 'Quiet rooms', 3),
          ],
        },
        {
          type: 'list',
          listType: 'number',
          tag: 'ol',
          start: 1,
          ...block,
          children: [
            item(de ? 'Karten wählen' : 'Choose tickets', 1),
            item(de ? 'In den Warenkorb legen' : 'Add them to the cart', 2),
            item(de ? 'Im Webshop bezahlen' : 'Pay in the web shop', 3),
          ],
        },
      ],
    },
  }
}

/**
 * The module showcase: one page holding every content module of SPEC §3, with every style option
 * (image formats, image-list layouts, full-teaser layouts, column layouts), a teaser outside its
 * online window and one still to come. Browser and accessibility tests visit it in both languages.
 */
export function showcaseModules(l: Locale, deps: ShowcaseDeps): Module[] {
  const de = l === 'de'
  const { images } = deps
  const text = (paragraphs: string[]) => richTextFromParagraphs(paragraphs)
  const gallery = [images.poster, images.rehearsal, images.centre, images.hero, images.poster, images.rehearsal]
  const galleryItems = (count: number) =>
    gallery.slice(0, count).map((image, i) => ({
      blockType: 'image' as const,
      format: 'large' as const,
      image,
      text: de ? `Festivalmoment ${i + 1}` : `Festival moment ${i + 1}`,
    }))
  const start = deps.festivalStart.getTime()
  return [
    {
      blockType: 'heroMedia',
      headline: de ? 'Alle Bausteine des Festivals' : 'Every building block of the festival',
      text: de
        ? 'Diese Seite zeigt jedes Inhaltsmodul, das die Redaktion verwenden kann.'
        : 'This page shows every content module editors can use.',
      button_text: de ? 'Zum Programm' : 'To the programme',
      button_link: de ? '/de/programm' : '/en/programme',
      sticky: true,
      image: images.hero,
      online_from: new Date(start - 30 * DAY).toISOString(),
    },
    {
      blockType: 'anchorList',
      sticky: true,
      children: [
        { blockType: 'link', link_text: de ? 'Text' : 'Text', link_url: '#text' },
        { blockType: 'link', link_text: de ? 'Bilder' : 'Images', link_url: '#bilder' },
        { blockType: 'link', link_text: de ? 'Medien' : 'Media', link_url: '#medien' },
        { blockType: 'link', link_text: de ? 'Listen' : 'Lists', link_url: '#listen' },
      ],
    },
    {
      blockType: 'headline',
      headline_level: '2',
      preline: de ? 'Überschrift' : 'Headline',
      content: de ? 'Texte und Überschriften' : 'Texts and headlines',
      subline: de ? 'Ebenen 2 bis 6' : 'Levels 2 to 6',
      anchor: 'text',
    },
    { blockType: 'text', content: richShowcase(l) },
    { blockType: 'headline', headline_level: '3', content: de ? 'Überschrift der Ebene 3' : 'Level 3 headline' },
    {
      blockType: 'text',
      content: text([de ? 'Ein Absatz mit geringerem Abstand zum nächsten Modul.' : 'A paragraph with less space before the next module.']),
      decrease_distance: true,
    },
    { blockType: 'headline', headline_level: '4', content: de ? 'Überschrift der Ebene 4' : 'Level 4 headline' },
    {
      blockType: 'quote',
      content: de
        ? 'Kunst ist die Antwort auf Fragen, die noch niemand gestellt hat.'
        : 'Art is the answer to questions nobody has asked yet.',
      author: 'Ilse Marquardt',
    },
    {
      blockType: 'link',
      link_text: de ? 'Karten im Programm' : 'Tickets in the programme',
      link: deps.programmeId,
      extra_class: 'button',
      sticky: true,
    },
    {
      blockType: 'link',
      link_text: de ? 'Festivalarchiv (externe Seite)' : 'Festival archive (external site)',
      link_url: 'https://www.example.org/archiv',
    },
    {
      blockType: 'html',
      html_code: de
        ? '<p class="html-note"><strong>HTML-Modul:</strong> Einlass jeweils 30 Minuten vor Beginn.</p>'
        : '<p class="html-note"><strong>HTML module:</strong> doors open 30 minutes before each show.</p>',
    },
    { blockType: 'headline', headline_level: '2', content: de ? 'Bilder' : 'Images', anchor: 'bilder' },
    {
      blockType: 'image',
      format: 'large',
      image: images.rehearsal,
      text: de ? 'Großes Bild: Probe im Festivalzentrum' : 'Large image: rehearsal at the festival centre',
    },
    {
      blockType: 'image',
      format: 'medium',
      image: images.centre,
      text: de ? 'Mittleres Bild: das Festivalzentrum' : 'Medium image: the festival centre',
      link: deps.aboutId,
    },
    { blockType: 'image', format: 'small', image: images.poster, text: de ? 'Kleines Bild: das Plakat' : 'Small image: the poster' },
    { blockType: 'imageList', format: 'slider', anchor: 'slider', children: galleryItems(3) },
    { blockType: 'imageList', format: 'grid', children: galleryItems(3) },
    { blockType: 'imageList', format: 'masonry', children: galleryItems(4) },
    { blockType: 'imageList', format: 'parallax', children: galleryItems(2) },
    { blockType: 'imageList', format: 'semiLazy', children: galleryItems(6) },
    {
      blockType: 'twoColumns',
      text: text([
        de
          ? 'Zwei Spalten: Text neben einem Bild, auf dem Telefon untereinander.'
          : 'Two columns: text beside an image, stacked on phones.',
      ]),
      image: images.centre,
    },
    {
      blockType: 'fullTeaser',
      format: 'imageLeft',
      image: images.rehearsal,
      preline: de ? 'Großer Teaser' : 'Full teaser',
      headline: de ? 'Bild links' : 'Image left',
      subline: de ? 'Mit Dachzeile und Unterzeile' : 'With preline and subline',
      text: de ? 'Ein großer Teaser führt zu einer anderen Seite.' : 'A full teaser leads to another page.',
      link: deps.aboutId,
      link_text: de ? 'Über das Festival' : 'About the festival',
    },
    {
      blockType: 'fullTeaser',
      format: 'imageRight',
      image: images.centre,
      headline: de ? 'Bild rechts' : 'Image right',
      link: deps.programmeId,
      link_text: de ? 'Zum Programm' : 'To the programme',
    },
    {
      blockType: 'fullTeaser',
      format: 'fullscreen',
      image: images.hero,
      headline: de ? 'Vollbild' : 'Fullscreen',
      text: de ? 'Der Text steht auf dem Bild.' : 'The text stands on the image.',
      link_url: 'https://www.example.org/',
      link_text: de ? 'Externer Link' : 'External link',
    },
    {
      blockType: 'section',
      layout: '67-33',
      image: images.poster,
      columns: [
        {
          index: 0,
          classes: 'medium-10 xlarge-6',
          children: [
            { blockType: 'headline', headline_level: '3', content: de ? 'Abschnitt 67 / 33' : 'Section 67/33' },
            { blockType: 'text', content: text([de ? 'Die breite Spalte.' : 'The wide column.']) },
          ],
        },
        {
          index: 1,
          classes: 'medium-10 xlarge-6',
          children: [{ blockType: 'text', content: text([de ? 'Die schmale Spalte.' : 'The narrow column.']) }],
        },
      ],
    },
    {
      blockType: 'section',
      layout: '25-50-25',
      columns: [0, 1, 2].map((index) => ({
        index,
        classes: 'medium-10 xlarge-6',
        children: [
          { blockType: 'text' as const, content: text([de ? `Spalte ${index + 1} von 25 / 50 / 25` : `Column ${index + 1} of 25/50/25`]) },
        ],
      })),
    },
    { blockType: 'headline', headline_level: '2', content: de ? 'Medien' : 'Media', anchor: 'medien' },
    {
      blockType: 'video',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: de ? 'Festivaltrailer' : 'Festival trailer',
      length: '1:45',
      image: images.hero,
    },
    { blockType: 'videoFile', file: deps.videoFileId, image: images.hero, title: de ? 'Festival in Bewegung' : 'Festival in motion' },
    {
      blockType: 'videoList',
      children: [
        {
          blockType: 'video',
          video_url: 'https://vimeo.com/76979871',
          title: de ? 'Probeneinblicke' : 'Inside rehearsals',
          length: '3:10',
        },
        { blockType: 'video', video_url: 'https://youtu.be/aqz-KE-bpKQ', title: de ? 'Rückblick' : 'Looking back', length: '2:05' },
      ],
    },
    { blockType: 'audio', media_type: 'spotify', embed: 'https://open.spotify.com/playlist/37i9dQZF1DX4sWSpwq3LiO' },
    { blockType: 'audioFile', file: deps.audioFileId },
    { blockType: 'viewer', embed: 'https://issuu.com/festival/docs/programmheft' },
    { blockType: 'socialMedia', network: 'instagram', embed: 'https://www.instagram.com/p/C0festival/' },
    { blockType: 'hubspotForm', hubspot_id: '4f1c2a9e-7b7d-4c4e-9a57-2f3b1c5d8e10', portal_id: '2623421' },
    { blockType: 'headline', headline_level: '2', content: de ? 'Listen' : 'Lists', anchor: 'listen' },
    {
      blockType: 'teaserList',
      children: [
        {
          blockType: 'teaserItem',
          image: images.poster,
          preline: de ? 'Teaserliste' : 'Teaser list',
          headline: de ? 'Immer sichtbar' : 'Always visible',
          link: deps.programmeId,
          link_text: de ? 'Zum Programm' : 'To the programme',
        },
        {
          blockType: 'teaserItem',
          image: images.rehearsal,
          headline: de ? 'Abgelaufener Teaser' : 'Expired teaser',
          link: deps.programmeId,
          online_from: new Date(start - 60 * DAY).toISOString(),
          online_to: new Date(start - 30 * DAY).toISOString(),
        },
        {
          blockType: 'teaserItem',
          image: images.centre,
          headline: de ? 'Künftiger Teaser' : 'Future teaser',
          link: deps.aboutId,
          online_from: new Date(start + 365 * DAY).toISOString(),
        },
        { blockType: 'teaserItem', image: images.centre, headline: de ? 'Teaser ohne Link' : 'Teaser without a link' },
      ],
    },
    {
      blockType: 'teaserItem',
      image: images.hero,
      preline: de ? 'Einzelner Teaser' : 'Single teaser',
      headline: de ? 'Ein Teaser für sich' : 'A teaser on its own',
      subline: de ? 'Mit Unterzeile' : 'With subline',
      link: deps.aboutId,
      link_text: de ? 'Mehr erfahren' : 'Find out more',
    },
    {
      blockType: 'eventList',
      date_from: deps.festivalStart.toISOString(),
      date_to: new Date(start + 7 * DAY).toISOString(),
      filters: true,
      children: [
        {
          blockType: 'teaserItem',
          image: images.poster,
          preline: de ? 'Zwischen den Tagen' : 'Between the days',
          headline: de ? 'Festivalclub nach den Vorstellungen' : 'Festival club after the shows',
          link: deps.aboutId,
        },
      ],
    },
    { blockType: 'blogTeaserList', items: deps.articleIds.slice(0, 3) },
    { blockType: 'highlightTeaser', categories: deps.categoryIds.slice(0, 1) },
    { blockType: 'venue', venue: deps.venueIds[0] ?? 0 },
    { blockType: 'venueList', venues: deps.venueIds.slice(0, 3) },
    {
      blockType: 'logoList',
      logos: images.logos.map((image, i) => ({
        image,
        name:
          (de
            ? ['Stadt Lindenau', 'Lindenauer Kulturstiftung', 'Medienpartner Radio Lind']
            : ['City of Lindenau', 'Lindenau Arts Foundation', 'Media partner Radio Lind'])[i] ?? '',
        link_url: 'https://www.example.org/',
      })),
    },
    {
      blockType: 'faqItem',
      question: de ? 'Gibt es ermäßigte Karten?' : 'Are there reduced tickets?',
      content: text([
        de ? 'Ja, für Schüler:innen, Studierende und Menschen mit Behinderung.' : 'Yes, for pupils, students and disabled people.',
      ]),
    },
    {
      blockType: 'faqItem',
      question: de ? 'Darf ich fotografieren?' : 'May I take photos?',
      content: text([de ? 'Während der Vorstellungen bitte nicht.' : 'Not during the performances, please.']),
    },
  ]
}
