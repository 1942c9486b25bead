import { describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import { dayLabel, daysLabel, listImage } from './display'
import { timeLabel } from './timeLabel'

describe('programme display texts (SPEC §9)', () => {
  it('times in Berlin: German with Uhr, English without, across the clock change', () => {
    expect(timeLabel(berlinTime(2026, 10, 24, 19, 30), 'de')).toBe('19:30 Uhr')
    expect(timeLabel(berlinTime(2026, 10, 26, 19, 30), 'en')).toBe('19:30')
    expect(timeLabel(new Date('2026-03-29T01:05:00Z'), 'de')).toBe('03:05 Uhr')
  })

  it('days in each language’s typography; a range joins two days', () => {
    const day = { year: 2026, month: 11, day: 27 }
    expect(dayLabel(day, 'de')).toBe('Fr. 27. November 2026')
    expect(dayLabel(day, 'en')).toBe('Fri 27 November 2026')
    expect(daysLabel(day, { year: 2026, month: 11, day: 29 }, 'en')).toBe('Fri 27 November 2026 – Sun 29 November 2026')
    expect(daysLabel(day, day, 'de')).toBe('Fr. 27. November 2026')
  })

  it('an image card takes the small horizontal crop with its alternative text, or nothing', () => {
    const item = {
      image_obj: { id: 1, url: '/media/a.jpg', alt: 'Bühne', width: 2000, height: 1000, mime_type: 'image/jpeg' },
      image_thumbnails: {
        horizontal_small: '/media/a-620.webp',
        horizontal_small_avif: '/media/a-620.avif',
        horizontal: '/media/a-1240.webp',
      },
    }
    expect(listImage(item)).toEqual({ webp: '/media/a-620.webp', avif: '/media/a-620.avif', alt: 'Bühne', width: 620, height: 350 })
    expect(listImage({ image_obj: null, image_thumbnails: null })).toBeNull()
    expect(listImage({ image_obj: { id: 1 }, image_thumbnails: {} })).toBeNull()
  })
})
