import { describe, expect, it } from 'vitest'

import { listImage } from './display'
import { choices, entryData, type EventListItem, teaserData, type TeaserItem } from './listItems'

const item: EventListItem = {
  id: 3,
  title: 'Hochwasser',
  slug: 'hochwasser',
  url: '/de/programm/hochwasser/3',
  date_start: '2026-11-26T18:30:00.000Z',
  date_end: '2026-11-26T20:20:00.000Z',
  event_type_new: 'performance',
  preline: 'Ines Kaltenbach',
  subline: 'Uraufführung',
  artist: 'Ines Kaltenbach',
  teaser_text: 'Der Fluss steigt, die Stadt wird evakuiert.',
  image: 20,
  image_obj: { id: 20, url: '/cms-api/media/file/poster-21.png', alt: 'Szenenbild', width: 1600, height: 1000, mime_type: 'image/png' },
  image_thumbnails: {
    thumbnail: '/t.webp',
    vertical: '/v.webp',
    vertical_avif: '/v.avif',
    horizontal: '/h.webp',
    horizontal_small: '/hs.webp',
    horizontal_small_avif: '/hs.avif',
  },
  venue: { id: 1, name: 'Schauspielhaus', url: '/de/besuch/schauspielhaus/1' },
  room: { id: 1, name: 'Große Bühne' },
  exhibition_type: { id: 1, name: 'Aufführung' },
  genre: { id: 1, name: 'Theater' },
  tags: [{ id: 1, name: 'Premiere' }],
  series: [{ id: 5, name: 'Erstaufführungen', url: '/de/series/erstauffuehrungen/5' }],
  production: 1,
  access_features: ['surtitles'],
  ticket_url: null,
  id_jet: '100002',
  bookable: true,
  price_range: { low: 800, high: 800, reducedFrom: null },
  day: '26-11-2026',
  day_label: 'Do. 26. November 2026',
  time_label: '19:30 Uhr',
  price_label: '8 €',
  availability: 'available',
}

describe('entryData', () => {
  it('keeps what a list entry of style 1 shows and its thumbnail, nothing else (no nulls, the venue and room by name)', () => {
    const entry = entryData(item, '1')
    expect(entry).toEqual({
      id: 3,
      title: 'Hochwasser',
      url: '/de/programm/hochwasser/3',
      date_start: '2026-11-26T18:30:00.000Z',
      day: '26-11-2026',
      day_label: 'Do. 26. November 2026',
      time_label: '19:30 Uhr',
      preline: 'Ines Kaltenbach',
      subline: 'Uraufführung',
      venue: { name: 'Schauspielhaus' },
      room: { name: 'Große Bühne' },
      exhibition_type: { id: 1, name: 'Aufführung' },
      access_features: ['surtitles'],
      id_jet: '100002',
      bookable: true,
      price_label: '8 €',
      availability: 'available',
      image_thumbnails: { thumbnail: '/t.webp' },
    })
  })

  it('keeps the artist for style 2 and the card crops for style 3, not the lines or sizes they leave out', () => {
    const list = entryData(item, '2')
    expect(list).toMatchObject({ artist: 'Ines Kaltenbach', image_thumbnails: { thumbnail: '/t.webp' } })
    expect(Object.keys(list)).not.toContain('preline')
    expect(Object.keys(list)).not.toContain('subline')
    const card = entryData(item, '3')
    expect(card).toMatchObject({ preline: 'Ines Kaltenbach', image_obj: { alt: 'Szenenbild' } })
    expect(Object.keys(card)).not.toContain('artist')
    expect(card.image_thumbnails).toEqual({ horizontal_small: '/hs.webp', horizontal_small_avif: '/hs.avif', horizontal: '/h.webp' })
  })

  it('keeps an entry without an image without one', () => {
    const entry = entryData({ ...item, image: null, image_obj: null, image_thumbnails: null }, '3')
    expect(entry.image_thumbnails).toBeNull()
    expect(Object.keys(entry)).not.toContain('image_obj')
  })
})

describe('teaserData', () => {
  const teaser: TeaserItem = {
    id: 2,
    position: '29-11-2026',
    preline: 'Junges Festival',
    headline: 'Theater und Tanz ab zwei Jahren',
    subline: null,
    link: '/de/programm',
    link_text: 'Alle Termine für Familien',
    image: 20,
    image_obj: item.image_obj,
    image_thumbnails: item.image_thumbnails,
  }

  it('keeps the card’s texts, link and picture, not the upload’s other fields and sizes', () => {
    const card = teaserData(teaser)
    expect(card).toEqual({
      ...teaser,
      image: null,
      image_obj: { alt: 'Szenenbild' },
      image_thumbnails: { horizontal_small: '/hs.webp', horizontal_small_avif: '/hs.avif', horizontal: '/h.webp' },
    })
    expect(listImage(card)).toEqual(listImage(teaser))
    expect(listImage(card)).toMatchObject({ webp: '/hs.webp', avif: '/hs.avif', alt: 'Szenenbild' })
  })

  it('keeps a teaser without a picture without one', () => {
    const card = teaserData({ ...teaser, image: null, image_obj: null, image_thumbnails: null })
    expect(card).toMatchObject({ image_obj: null, image_thumbnails: null })
    expect(listImage(card)).toBeNull()
  })
})

describe('choices', () => {
  it('keeps what a filter shows of an option: its id and name', () => {
    expect(choices([{ id: 4, name: 'Tanz', slug: 'tanz', show_in_filter: true }])).toEqual([{ id: 4, name: 'Tanz' }])
    // A room is named with its venue: several venues have a studio.
    expect(choices([{ id: 7, name: 'Studio', slug: null, show_in_filter: true, venue: { id: 2, name: 'Kesselhaus' } }])).toEqual([
      { id: 7, name: 'Kesselhaus, Studio' },
    ])
  })
})
