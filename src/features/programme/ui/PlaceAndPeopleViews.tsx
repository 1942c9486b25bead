import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { Picture } from '@/features/content/ui/Picture'
import { RichText } from '@/features/content/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'

import { personJsonLd, placeJsonLd } from '../domain/jsonLd'
import { loadPersonDetail, loadSeriesDetail, loadVenueDetail } from '../server/details'
import { EventSeriesLd, JsonLd } from './JsonLd'
import { EventRefList, Section } from './sections'

import './programme.css'
import { formatCents } from '@/features/booking/domain/money'
import { shopSubscriptionPath } from '@/lib/routing/shopPaths'

/** The venue's accessibility facts from the back office, by their texts' keys. */
const VENUE_FACTS = { step_free: 'stepFree', hearing_loop: 'hearingLoop', accessible_toilets: 'accessibleToilets' } as const

/** OpenStreetMap's route planner to the venue: by its coordinates, else a search for its address. */
function osmRoute(
  venue: { name: string; street?: string | null; latitude?: number | null; longitude?: number | null },
  cityLine: string,
): string {
  if (typeof venue.latitude === 'number' && typeof venue.longitude === 'number')
    return `https://www.openstreetmap.org/directions?route=%3B${venue.latitude}%2C${venue.longitude}`
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent([venue.name, venue.street, cityLine].filter(Boolean).join(', '))}`
}

/** A venue page under its name: address, directions, access information, rooms and what plays there next. */
export async function VenueDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadVenueDetail(id, locale)
  if (!detail) return null
  const t = await getTranslations({ locale, namespace: 'programme' })
  const { venue } = detail
  const image = populatedOne(venue.image)
  const cityLine = [venue.postal_code, venue.city].filter(Boolean).join(' ')
  const shell = await getTranslations({ locale, namespace: 'shell' })
  const facts = (['step_free', 'hearing_loop', 'accessible_toilets'] as const)
    .filter((fact) => venue[fact] === true)
    .map((fact) => VENUE_FACTS[fact])
  return (
    <article className="event-detail">
      <JsonLd
        value={placeJsonLd(
          {
            name: venue.name,
            url: docHref('venues', venue, locale) ?? '',
            street: venue.street,
            postalCode: venue.postal_code,
            city: venue.city,
            latitude: venue.latitude,
            longitude: venue.longitude,
          },
          env().SERVER_URL ?? null,
        )}
      />
      {venue.teaser_text ? <p className="event-detail__lead">{venue.teaser_text}</p> : null}
      {image ? <Picture media={image} priority className="event-detail__image" /> : null}
      {venue.street || cityLine ? (
        <Section id="address" title={t('address')}>
          <address>
            {venue.name}
            {venue.street ? (
              <>
                <br />
                {venue.street}
              </>
            ) : null}
            {cityLine ? (
              <>
                <br />
                {cityLine}
              </>
            ) : null}
          </address>
          {/* Route planners open outside; no map is loaded here. */}
          <ul className="venue-routes">
            <li>
              <a href={osmRoute(venue, cityLine)} target="_blank" rel="noopener noreferrer">
                {t('routeOsm')}
                <span className="visually-hidden"> {shell('newTab')}</span>
              </a>
            </li>
            {venue.transit_url ? (
              <li>
                <a href={venue.transit_url} target="_blank" rel="noopener noreferrer">
                  {t('routeTransit')}
                  <span className="visually-hidden"> {shell('newTab')}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
      {venue.directions ? (
        <Section id="directions" title={t('directions')}>
          <p className="pre-line">{venue.directions}</p>
        </Section>
      ) : null}
      {venue.accessibility || facts.length > 0 ? (
        <Section id="access" title={t('venueAccess')}>
          {facts.length > 0 ? (
            <ul className="venue-facts">
              {facts.map((fact) => (
                <li key={fact}>{t(fact)}</li>
              ))}
            </ul>
          ) : null}
          {venue.accessibility ? <p className="pre-line">{venue.accessibility}</p> : null}
        </Section>
      ) : null}
      {venue.description ? (
        <Section id="description" title={t('aboutVenue')}>
          <RichText locale={locale} data={venue.description} />
        </Section>
      ) : null}
      {detail.rooms.length > 0 ? (
        <Section id="rooms" title={t('rooms')}>
          <ul className="event-refs">
            {detail.rooms.map((room) => (
              <li key={room.id}>{room.name}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.events.length > 0 ? (
        <Section id="events" title={t('eventsHere')}>
          <EventRefList events={detail.events} locale={locale} timeLabel={(time) => t('time', { time })} />
        </Section>
      ) : null}
    </article>
  )
}

/** A team member's page under their name: position, biography, contact and their productions. */
export async function PersonDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadPersonDetail(id, locale)
  if (!detail) return null
  const t = await getTranslations({ locale, namespace: 'programme' })
  const { person } = detail
  const image = populatedOne(person.image)
  return (
    <article className="event-detail">
      <JsonLd
        value={personJsonLd(
          { name: person.name, url: docHref('people', person, locale) ?? '', jobTitle: person.position, email: person.email },
          env().SERVER_URL ?? null,
        )}
      />
      {person.position ? <p className="event-detail__lead">{person.position}</p> : null}
      {image ? <Picture media={image} size="vertical" sizes="(min-width: 48em) 24rem, 100vw" className="person-detail__image" /> : null}
      {person.bio ? (
        <Section id="biography" title={t('biography')}>
          <RichText locale={locale} data={person.bio} />
        </Section>
      ) : null}
      {person.email ? (
        <Section id="contact" title={t('contact')}>
          <p>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </p>
        </Section>
      ) : null}
      {detail.productions.length > 0 ? (
        <Section id="productions" title={t('productions')}>
          <ul className="event-refs">
            {detail.productions.map((production) => {
              const href = docHref('productions', production, locale)
              return (
                <li key={production.id}>
                  {href ? <Link href={href}>{production.title}</Link> : production.title}
                  {production.role ? <span className="event-refs__venue"> · {production.role}</span> : null}
                </li>
              )
            })}
          </ul>
        </Section>
      ) : null}
    </article>
  )
}

/** A series page under its name: what it is and its coming dates. */
export async function SeriesDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadSeriesDetail(id, locale)
  if (!detail) return null
  const t = await getTranslations({ locale, namespace: 'programme' })
  const { series } = detail
  const image = populatedOne(series.image)
  return (
    <article className="event-detail">
      <EventSeriesLd
        collection="series"
        doc={series}
        name={series.name}
        description={series.teaser_text ?? null}
        events={detail.events}
        locale={locale}
      />
      {series.teaser_text ? <p className="event-detail__lead">{series.teaser_text}</p> : null}
      {image ? <Picture media={image} priority className="event-detail__image" /> : null}
      {series.description ? (
        <Section id="description" title={t('aboutSeries')}>
          <RichText locale={locale} data={series.description} />
        </Section>
      ) : null}
      <Section id="events" title={t('seriesEvents')}>
        {detail.events.length > 0 ? (
          <EventRefList events={detail.events} locale={locale} timeLabel={(time) => t('time', { time })} />
        ) : (
          <p>{t('noDates')}</p>
        )}
      </Section>
      {detail.subscription ? (
        <Section id="subscription" title={t('subscriptionTitle')}>
          <p>{t('subscriptionText', { price: formatCents(detail.subscription.priceCents, locale) })}</p>
          <p>
            <a className="button" href={shopSubscriptionPath(series.id)}>
              {t('subscriptionLink')}
            </a>
          </p>
        </Section>
      ) : null}
    </article>
  )
}
