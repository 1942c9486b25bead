import { isOnline } from '@/features/content/domain/onlineWindow'
import { Picture } from '@/features/content/ui/Picture'
import { SmartLink } from '@/features/content/ui/SmartLink'
import { linkHref } from '@/lib/routing/linkHref'

import type { BlockProps } from '../RenderBlocks'

/** Teaser list: its items outside their online window (Europe/Berlin) are not shown. */
export function TeaserListComponent({ block, locale }: BlockProps<'teaserList'>) {
  const now = new Date()
  const items = (block.children ?? []).filter((item) => isOnline(item, now))
  if (items.length === 0) return null
  return (
    <ul className={`module teaser-list ${block.extra_class ?? ''}`.trim()}>
      {items.map((item, index) => {
        const href = linkHref(locale, item.link, item.link_url) ?? `/${locale}`
        return (
          <li key={item.id ?? index} className={`teaser ${item.extra_class ?? ''}`.trim()}>
            <Picture media={item.image} sizes="(min-width: 48em) 33vw, 100vw" />
            <div className="teaser__body">
              <h3>
                {item.preline ? <span className="preline">{item.preline}</span> : null}
                <SmartLink href={href}>{item.headline}</SmartLink>
                {item.subline ? <span className="subline">{item.subline}</span> : null}
              </h3>
              {item.text ? <p>{item.text}</p> : null}
              {item.link_text ? <p aria-hidden="true">{item.link_text}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
