import { Picture } from '@/features/content/ui/Picture'
import { SmartLink } from '@/features/content/ui/SmartLink'
import type { Locale } from '@/i18n/locales'
import { linkHref } from '@/lib/routing/linkHref'

import type { BlockOf } from '@/cms/blocks/types'

import type { BlockProps } from './types'

type ImageFigureProps = { block: BlockOf<'image'>; locale: Locale; priority?: boolean; className?: string; sizes?: string }

/** One image with its optional link and description; the image module and every image-list item. */
export function ImageFigure({ block, locale, priority = false, className = '', sizes }: ImageFigureProps) {
  const href = linkHref(locale, block.link, block.link_url)
  const picture = <Picture media={block.image} priority={priority} sizes={sizes} />
  return (
    <figure className={`image image--${block.format ?? 'large'} ${className}`.trim()}>
      {href ? <SmartLink href={href}>{picture}</SmartLink> : picture}
      {block.text ? <figcaption>{block.text}</figcaption> : null}
    </figure>
  )
}

const SIZES = { large: undefined, medium: '(min-width: 48rem) 48rem, 100vw', small: '(min-width: 24rem) 24rem, 100vw' } as const

/** SPEC §3 Image in the formats Large, Medium and Small; a large first image of the page loads with high priority. */
export function ImageComponent({ block, locale, priority }: BlockProps<'image'>) {
  const format = block.format ?? 'large'
  return <ImageFigure block={block} locale={locale} priority={priority && format === 'large'} className="module" sizes={SIZES[format]} />
}
