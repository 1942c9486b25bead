import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { Picture } from '@/features/content/ui/Picture'
import { RichText } from '@/features/content/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import type { Media } from '@/payload-types'

import { personJsonLd, placeJsonLd } from '../domain/jsonLd'
import { loadPersonDetail, loadSeriesDetail, loadVenueDetail } from '../server/details'
import { EventSeriesLd, JsonLd } from './JsonLd'
import { EventRefList, Section } from './sections'

import './programme.css'

/** A venue page under its name: address, directions, access information, rooms and what plays there next. */
export async function VenueDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadVenueDetail(id, locale)
  if (!detail) return null
  const t = await getTranslations({ locale, namespace: 'programme' })
  const { venue } = detail
  const image = populatedOne(venue.image) as Media | null
  const cityLine = [venue.postal_code, venue.city].filter(Boolean).join(' ')
  return (
    <article className="event-detail">
      <JsonLd
        value={placeJsonLd({ name: venue.name, url: docHref('venues', venue, locale) ?? '', street: venue.street, postalCode: venue.postal_code, city: venue.city, latitude: venue.latitude, longitude: venue.longitude }, env().SERVER_URL ?? null)}
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
        </Section>
      ) : null}
      {venue.directions ? (
        <Section id="directions" title={t('directions')}>
          <p className="pre-line">{venue.directions}</p>
        </Section>
      ) : null}
      {venue.accessibility ? (
        <Section id="access" title={t('venueAccess')}>
          <p className="pre-line">{venue.accessibility}</p>
        </Section>
      ) : null}
      {venue.description ? (
        <Section id="description" title={t('description')}>
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
  const image = populatedOne(person.image) as Media | null
  return (
    <article className="event-detail">
      <JsonLd value={personJsonLd({ name: person.name, url: docHref('people', person, locale) ?? '', jobTitle: person.position, email: person.email }, env().SERVER_URL ?? null)} />
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
  const image = populatedOne(series.image) as Media | null
  return (
    <article className="event-detail">
      <EventSeriesLd collection="series" doc={series} name={series.name} description={series.teaser_text ?? null} events={detail.events} locale={locale} />
      {series.teaser_text ? <p className="event-detail__lead">{series.teaser_text}</p> : null}
      {image ? <Picture media={image} priority className="event-detail__image" /> : null}
      {series.description ? (
        <Section id="description" title={t('description')}>
          <RichText locale={locale} data={series.description} />
        </Section>
      ) : null}
      <Section id="events" title={t('seriesEvents')}>
        {detail.events.length > 0 ? <EventRefList events={detail.events} locale={locale} timeLabel={(time) => t('time', { time })} /> : <p>{t('noDates')}</p>}
      </Section>
    </article>
  )
}
