import { Picture } from '@/features/content/ui/Picture'
import { SmartLink } from '@/features/content/ui/SmartLink'
import { linkHref } from '@/lib/routing/linkHref'

import type { BlockProps } from '../RenderBlocks'

export function ImageComponent({ block, locale, priority }: BlockProps<'image'>) {
  const href = linkHref(locale, block.link, block.link_url)
  const picture = <Picture media={block.image} priority={priority && block.format === 'large'} />
  return (
    <figure className={`module image image--${block.format ?? 'large'}`}>
      {href ? <SmartLink href={href}>{picture}</SmartLink> : picture}
      {block.text ? <figcaption>{block.text}</figcaption> : null}
    </figure>
  )
}
