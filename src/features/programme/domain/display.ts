import type { ApiValue } from '@/features/content/domain/apiShape'
import type { Locale } from '@/i18n/locales'
import { formatDay } from '@/lib/time/format'

import { type CalendarDay, sameDay, startOfDay } from './calendarDays'

/** SPEC §3: design settings choose one of three event styles. */
export type EventStyle = '1' | '2' | '3'

export function eventStyleOf(value: string | null | undefined): EventStyle {
  return value === '2' || value === '3' ? value : '1'
}

/** SPEC §9 'ddd D MMMM YYYY' of a calendar day in the page's language. */
export function dayLabel(day: CalendarDay, locale: Locale): string {
  return formatDay(startOfDay(day), locale)
}

/** A day, or a range of days ('Fr. 27. November 2026 – So. 29. November 2026'), as a chip names it. */
export function daysLabel(date: CalendarDay, dateTo: CalendarDay | null, locale: Locale): string {
  if (!dateTo || sameDay(date, dateTo)) return dayLabel(date, locale)
  return `${dayLabel(date, locale)} – ${dayLabel(dateTo, locale)}`
}

export type ListImage = { webp: string; avif: string | null; alt: string; width: number; height: number }

function text(record: { [key: string]: ApiValue }, key: string): string | null {
  const value = record[key]
  return typeof value === 'string' && value !== '' ? value : null
}

type ApiObject = Extract<ApiValue, Record<string, unknown>>

/** The value as an object of the API's shape (an upload, its sizes), or null. */
export function apiObject(value: ApiValue | undefined): ApiObject | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null
}

/** The small square image of a list entry (the URL of the upload's 320 px thumbnail; shown without alt text, beside the title), or null. */
export function listThumbnail(item: { image_thumbnails: ApiValue }): string | null {
  const sizes = apiObject(item.image_thumbnails)
  return sizes ? text(sizes, 'thumbnail') : null
}

/** An entry's image and its sizes as the API shapes them, when it has both. */
function uploadOf(item: { image_obj?: ApiValue; image_thumbnails: ApiValue }): { image: ApiObject; sizes: ApiObject } | null {
  const image = apiObject(item.image_obj)
  const sizes = apiObject(item.image_thumbnails)
  return image && sizes ? { image, sizes } : null
}

/** The sizes listImage reads: the card's crop in webp and avif, and the larger crop as fallback. */
export const CARD_SIZES = ['horizontal_small', 'horizontal_small_avif', 'horizontal'] as const

/**
 * The picture of an image card (event style 3): the 620x350 crop of SPEC §9's horizontal size, in
 * webp and avif, with the upload's alternative text; null when the item has no image.
 */
export function listImage(item: { image_obj?: ApiValue; image_thumbnails: ApiValue }): ListImage | null {
  const upload = uploadOf(item)
  if (!upload) return null
  const { image, sizes } = upload
  const webp = text(sizes, 'horizontal_small') ?? text(sizes, 'horizontal')
  if (!webp) return null
  return { webp, avif: text(sizes, 'horizontal_small_avif'), alt: text(image, 'alt') ?? '', width: 620, height: 350 }
}
