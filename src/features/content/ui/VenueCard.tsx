import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { docHref } from '@/lib/routing/docHref'
import type { Venue } from '@/payload-types'

import { Picture } from './Picture'

/** A venue with its image, address, how to get there and a link to its visit page. */
export async function VenueCard({ venue, locale, as: Tag = 'li' }: { venue: Venue; locale: Locale; as?: 'li' | 'article' }) {
  const t = await getTranslations({ locale, namespace: 'modules' })
  const href = docHref('venues', venue, locale)
  const cityLine = [venue.postal_code, venue.city].filter(Boolean).join(' ')
  return (
    <Tag className="venue-card">
      <Picture media={venue.image} size="horizontal" sizes="(min-width: 48em) 36rem, 100vw" />
      <div className="venue-card__body">
        <h3>{href ? <Link href={href}>{venue.name}</Link> : venue.name}</h3>
        {venue.teaser_text ? <p>{venue.teaser_text}</p> : null}
        {venue.street || cityLine ? (
          <address>
            {venue.street}
            {venue.street && cityLine ? <br /> : null}
            {cityLine}
          </address>
        ) : null}
        {venue.directions ? (
          <p>
            <strong>{t('venueRoute')}:</strong> {venue.directions}
          </p>
        ) : null}
        {href ? (
          <p className="venue-card__more" aria-hidden="true">
            {t('venueMore')}
          </p>
        ) : null}
      </div>
    </Tag>
  )
}
