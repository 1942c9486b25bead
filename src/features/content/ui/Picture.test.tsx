import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { Picture } from './Picture'

const size = (name: string, width: number, height: number, ext: string) => ({ url: `/m/${name}.${ext}`, width, height })

const upload: Media = {
  id: 1,
  alt: 'Bühne',
  url: '/m/original.jpg',
  width: 2400,
  height: 1600,
  filename: 'original.jpg',
  mimeType: 'image/jpeg',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  sizes: {
    horizontal: size('h', 1240, 700, 'webp'),
    horizontal_avif: size('h', 1240, 700, 'avif'),
    horizontal_small: size('hs', 620, 350, 'webp'),
    horizontal_small_avif: size('hs', 620, 350, 'avif'),
    vertical: size('v', 400, 500, 'webp'),
    vertical_avif: size('v', 400, 500, 'avif'),
  },
}

describe('Picture', () => {
  it('offers both widths in avif and webp, keeps the box and loads lazily', () => {
    const html = renderToStaticMarkup(<Picture media={upload} sizes="50vw" />)
    expect(html).toContain('<source type="image/avif" srcSet="/m/hs.avif 620w, /m/h.avif 1240w" sizes="50vw"/>')
    expect(html).toContain('<source type="image/webp" srcSet="/m/hs.webp 620w, /m/h.webp 1240w" sizes="50vw"/>')
    expect(html).toMatch(/<img src="\/m\/h.webp" alt="Bühne" width="1240" height="700" loading="lazy" fetchPriority="auto"/)
  })

  it('loads the first large image eagerly with high priority, and takes another text alternative when given', () => {
    const html = renderToStaticMarkup(<Picture media={upload} priority alt="Logo der Stadt" size="vertical" />)
    expect(html).toContain('srcSet="/m/v.avif 400w"')
    expect(html).toMatch(/alt="Logo der Stadt" width="400" height="500" loading="eager" fetchPriority="high"/)
  })

  it('falls back to the original for an upload made before the sizes existed, and renders nothing without an upload', () => {
    const html = renderToStaticMarkup(<Picture media={{ ...upload, sizes: {} }} />)
    expect(html).not.toContain('<source')
    expect(html).toContain('src="/m/original.jpg" alt="Bühne" width="2400" height="1600"')
    expect(renderToStaticMarkup(<Picture media={7} />)).toBe('')
  })
})
