import type { Locale } from '@/i18n/locales'
import { linkHref } from '@/lib/routing/linkHref'
import type { TeaserItemBlock } from '@/payload-types'

import { Picture } from './Picture'
import { SmartLink } from './SmartLink'

/**
 * A teaser card (SPEC §2): image, preline, headline, subline, text and link text; the whole card
 * is one link (through the headline), to the home page when no link is set.
 */
export function TeaserCard({ item, locale, as: Tag = 'li' }: { item: TeaserItemBlock; locale: Locale; as?: 'li' | 'article' }) {
  const href = linkHref(locale, item.link, item.link_url) ?? `/${locale}`
  return (
    <Tag className={`teaser ${item.extra_class ?? ''}`.trim()}>
      <Picture media={item.image} sizes="(min-width: 64em) 24rem, (min-width: 48em) 50vw, 100vw" />
      <div className="teaser__body">
        <h3>
          {item.preline ? <span className="preline">{item.preline}</span> : null}
          <SmartLink href={href} className="teaser__link">
            {item.headline}
          </SmartLink>
          {item.subline ? <span className="subline">{item.subline}</span> : null}
        </h3>
        {item.text ? <p>{item.text}</p> : null}
        {item.link_text ? (
          <p className="teaser__more" aria-hidden="true">
            {item.link_text}
          </p>
        ) : null}
      </div>
    </Tag>
  )
}
