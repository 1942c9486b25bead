import { describe, expect, it } from 'vitest'

import { listImage } from '@/features/programme/domain/display'

import { articleCardData } from './articleCard'

const sizes = {
  thumbnail: '/m/a-320x320.webp',
  vertical: '/m/a-400x500.webp',
  horizontal: '/m/a-1240x700.webp',
  horizontal_avif: '/m/a-1240x700.avif',
  horizontal_small: '/m/a-620x350.webp',
  horizontal_small_avif: '/m/a-620x350.avif',
}
const article = {
  id: 7,
  title: 'Ein Gespräch',
  author: 'Noor Haddad',
  image: 3,
  image_obj: { id: 3, url: '/m/a.png', alt: 'Probenfoto', width: 1600, height: 1000, mime_type: 'image/png' },
  image_thumbnails: sizes,
}

describe('articleCardData', () => {
  it('keeps what the card shows: the same picture, its alternative text and the title', () => {
    const cut = articleCardData(article)
    expect(listImage(cut)).toEqual(listImage(article))
    expect(listImage(cut)).toMatchObject({ webp: '/m/a-620x350.webp', avif: '/m/a-620x350.avif', alt: 'Probenfoto' })
    expect(cut.title).toBe('Ein Gespräch')
  })

  it('drops the upload’s other fields and sizes and the author', () => {
    const cut = articleCardData(article)
    expect(cut.image_obj).toEqual({ alt: 'Probenfoto' })
    expect(Object.keys(cut.image_thumbnails ?? {}).sort()).toEqual(['horizontal', 'horizontal_small', 'horizontal_small_avif'])
    expect(cut.author).toBeNull()
    expect(cut.image).toBeNull()
  })

  it('leaves an article without a picture without one', () => {
    const cut = articleCardData({ ...article, image: null, image_obj: null, image_thumbnails: null })
    expect(listImage(cut)).toBeNull()
  })
})
