import type { ListImage } from '../domain/display'

/**
 * A list entry's image (programme, productions, teasers, magazine): AVIF where the upload has it,
 * WebP otherwise, sized so the list does not shift, loaded when it comes near.
 */
export function ListPicture({ image, className, decorative = false }: { image: ListImage; className?: string; decorative?: boolean }) {
  return (
    <picture className={className}>
      {image.avif ? <source type="image/avif" srcSet={image.avif} /> : null}
      <img src={image.webp} alt={decorative ? '' : image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
    </picture>
  )
}
