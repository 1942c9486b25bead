import { Picture } from '@/features/content/ui/Picture'
import { SmartLink } from '@/features/content/ui/SmartLink'
import { linkHref } from '@/lib/routing/linkHref'

import type { BlockProps } from './types'

export function FullTeaserComponent({ block, locale }: BlockProps<'fullTeaser'>) {
  const href = linkHref(locale, block.link, block.link_url)
  return (
    <article className={`module full-teaser full-teaser--${block.format ?? 'imageLeft'} ${block.extra_class ?? ''}`.trim()}>
      <div className="full-teaser__media">
        <Picture media={block.image} />
      </div>
      <div className="full-teaser__body">
        <h2>
          {block.preline ? <span className="preline">{block.preline}</span> : null}
          {block.headline}
          {block.subline ? <span className="subline">{block.subline}</span> : null}
        </h2>
        {block.text ? <p>{block.text}</p> : null}
        {href && block.link_text ? (
          <SmartLink href={href} className="button">
            {block.link_text}
          </SmartLink>
        ) : null}
      </div>
    </article>
  )
}
