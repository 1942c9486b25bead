import type { Media } from '@/payload-types'

/** The upload a relationship holds once populated; null while it is only an id or empty. */
export function mediaOf(value: Media | number | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

/** A poster frame for a video: the horizontal size (1240x700), else the original. */
export function posterUrl(value: Media | number | null | undefined): string | null {
  const media = mediaOf(value)
  return media ? (media.sizes?.horizontal?.url ?? media.url ?? null) : null
}
