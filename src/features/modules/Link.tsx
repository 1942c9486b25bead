import { SmartLink } from '@/features/content/ui/SmartLink'
import { linkHref } from '@/lib/routing/linkHref'

import type { BlockProps } from './types'

export function LinkComponent({ block, locale }: BlockProps<'link'>) {
  const href = linkHref(locale, block.link, block.link_url)
  if (!href) return null
  return (
    <p className="module module--narrow" id={block.anchor ?? undefined}>
      <SmartLink href={href} className={block.extra_class ?? undefined}>
        {block.link_text}
      </SmartLink>
    </p>
  )
}
