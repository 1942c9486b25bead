import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

import { populatedOne } from '@/lib/payload/relations'

type SizeName = 'horizontal' | 'vertical'

/** The generated sizes of each shape, smallest first (src/cms/collections/Media.ts; SPEC §9 sizes). */
const WIDTHS: Record<SizeName, readonly ('horizontal_small' | 'horizontal' | 'vertical')[]> = {
  horizontal: ['horizontal_small', 'horizontal'],
  vertical: ['vertical'],
}

type Props = {
  media: Media | number | null | undefined
  /** horizontal 1240x700 (also 620x350) by default, or vertical 400x500 (SPEC §9). */
  size?: SizeName
  /** The first large image of a page loads eagerly with high priority; all others lazily. */
  priority?: boolean
  className?: string
  sizes?: string
  /** Replaces the upload's own text alternative (a logo named by its partner). */
  alt?: string
}

type Sizes = NonNullable<Media['sizes']>

/** `url 620w, url 1240w` of the sizes that exist in one format; empty when none does. */
function srcSet(sizes: Sizes, names: readonly string[], suffix: '' | '_avif'): string {
  return names
    .map((name) => sizes[`${name}${suffix}` as keyof Sizes])
    .flatMap((size) => (size?.url && size.width ? [`${size.url} ${size.width}w`] : []))
    .join(', ')
}

/**
 * An uploaded image in modern formats (avif, then webp), each at the upload's generated widths so
 * the browser picks by `sizes`, with width and height set so that the page does not shift while
 * it loads. Uploads made before a size existed fall back to the sizes they have, then the original.
 */
export function Picture({
  media: value,
  size = 'horizontal',
  priority = false,
  className,
  sizes = '(min-width: 72rem) 72rem, 100vw',
  alt,
}: Props) {
  const media = populatedOne(value)
  if (!media) return null
  const names = WIDTHS[size]
  const available = media.sizes ?? {}
  const largest = available[size]
  const fallback = largest?.url ? largest : { url: media.url, width: media.width, height: media.height }
  if (!fallback.url) return null
  const avif = srcSet(available, names, '_avif')
  const webp = srcSet(available, names, '')
  // The page's largest image is announced in <head>, so the browser fetches it while it still
  // parses the page (the largest paint waits for it): the best format every browser we serve takes.
  if (priority) {
    const best = avif ? { imageSrcSet: avif, type: 'image/avif' } : webp ? { imageSrcSet: webp, type: 'image/webp' } : {}
    preload(fallback.url, { as: 'image', fetchPriority: 'high', imageSizes: sizes, ...best })
  }
  return (
    <picture className={className}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={fallback.url}
        alt={alt ?? media.alt ?? ''}
        width={fallback.width ?? undefined}
        height={fallback.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
      />
    </picture>
  )
}

/** A poster frame for a video: the horizontal size (1240x700), else the original. */
export function posterUrl(value: Media | number | null | undefined): string | null {
  const media = populatedOne(value)
  return media ? (media.sizes?.horizontal?.url ?? media.url ?? null) : null
}
