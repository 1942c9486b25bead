import { describe, expect, it } from 'vitest'

import { apiModule, apiModules } from './apiShape'

const upload = {
  id: 7,
  alt: 'Bühne',
  url: '/cms-api/media/file/buehne.jpg',
  filename: 'buehne.jpg',
  mimeType: 'image/jpeg',
  width: 2000,
  height: 1200,
  createdAt: '2026-11-01T00:00:00.000Z',
  sizes: { horizontal: { url: '/cms-api/media/file/buehne-1240x700.webp' }, vertical: { url: null } },
}

describe('apiModule (SPEC §3 module shape)', () => {
  it('names the module by type and gives an image as id, object and thumbnails', () => {
    expect(
      apiModule({ blockType: 'image', blockName: 'admin label', id: 'a1', format: 'large', image: upload, text: 'Eröffnung', link: null }),
    ).toEqual({
      type: 'image',
      id: 'a1',
      format: 'large',
      image: 7,
      image_obj: { id: 7, url: '/cms-api/media/file/buehne.jpg', alt: 'Bühne', width: 2000, height: 1200, mime_type: 'image/jpeg' },
      image_thumbnails: { horizontal: '/cms-api/media/file/buehne-1240x700.webp' },
      text: 'Eröffnung',
      link: null,
    })
  })

  it('keeps only the id of a related document', () => {
    const page = { id: 3, title: 'Programm', path: '/programm', createdAt: '2026-11-01T00:00:00.000Z' }
    expect(apiModule({ blockType: 'link', link_text: 'Programm', link: page, sticky: true })).toEqual({
      type: 'link',
      link_text: 'Programm',
      link: 3,
      sticky: true,
    })
    expect(apiModule({ blockType: 'venueList', venues: [{ ...page, id: 4 }, 5] })).toEqual({ type: 'venueList', venues: [4, 5] })
    // Fetched with a field selection, a document has no timestamps: its numeric id still marks it.
    expect(apiModule({ blockType: 'link', link: { id: 3, title: 'Programm', path: '/programm' } })).toEqual({ type: 'link', link: 3 })
  })

  it('shapes a section as columns with index, classes and children, recursively', () => {
    const section = {
      blockType: 'section',
      extra_class: 'dark',
      image: null,
      layout: '50-50',
      columns: [
        { id: 'c1', index: 0, classes: 'medium-10 xlarge-6', children: [{ blockType: 'headline', headline_level: '2', content: 'Links' }] },
        { id: 'c2', index: 1, classes: 'medium-10 xlarge-6', children: [{ blockType: 'image', image: upload, format: 'small' }] },
      ],
    }
    const [shaped] = apiModules([section])
    expect(shaped).toMatchObject({
      type: 'section',
      extra_class: 'dark',
      columns: [
        { index: 0, classes: 'medium-10 xlarge-6', children: [{ type: 'headline', headline_level: '2', content: 'Links' }] },
        { index: 1, children: [{ type: 'image', image: 7, image_obj: { alt: 'Bühne' } }] },
      ],
    })
  })

  it('leaves rich text as stored', () => {
    const content = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Hallo', version: 1 }] }],
        direction: null,
        format: '',
        indent: 0,
        version: 1,
      },
    }
    expect(apiModule({ blockType: 'text', content, decrease_distance: false })).toEqual({ type: 'text', content, decrease_distance: false })
  })

  it('shapes by the block’s declared fields: an unpopulated upload is its id, undeclared keys are left out', () => {
    expect(
      apiModule({
        blockType: 'image',
        image: 7,
        format: 'small',
        blockName: 'x',
        leftover: { filename: 'a.jpg', mimeType: 'image/jpeg', id: 9 },
      }),
    ).toEqual({ type: 'image', image: 7, format: 'small' })
  })

  it('is an empty list for a page without modules', () => {
    expect(apiModules(null)).toEqual([])
  })
})
