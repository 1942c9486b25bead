import type { Media } from '@/payload-types'

type SizeName = 'horizontal' | 'vertical'

type Props = {
  media: Media | number | null | undefined
  /** horizontal 1240x700 (default) or vertical 400x500, SPEC §9. */
  size?: SizeName
  /** The first large image of a page loads eagerly with high priority; all others lazily. */
  priority?: boolean
  className?: string
  sizes?: string
  /** Replaces the upload's own text alternative (a logo named by its partner). */
  alt?: string
}

/**
 * An uploaded image in modern formats (avif, then webp) at the SPEC's sizes, with width and height
 * set so that the page does not shift while it loads.
 */
export function Picture({ media, size = 'horizontal', priority = false, className, sizes = '(min-width: 72rem) 72rem, 100vw', alt }: Props) {
  if (!media || typeof media === 'number') return null
  const webp = media.sizes?.[size]
  const avif = media.sizes?.[`${size}_avif`]
  const fallback = webp?.url ? webp : { url: media.url, width: media.width, height: media.height }
  if (!fallback.url) return null
  return (
    <picture className={className}>
      {avif?.url && avif.width ? <source type="image/avif" srcSet={`${avif.url} ${avif.width}w`} sizes={sizes} /> : null}
      {webp?.url && webp.width ? <source type="image/webp" srcSet={`${webp.url} ${webp.width}w`} sizes={sizes} /> : null}
      <img
        src={fallback.url}
        alt={alt ?? media.alt ?? ''}
        width={fallback.width ?? undefined}
        height={fallback.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  )
}
