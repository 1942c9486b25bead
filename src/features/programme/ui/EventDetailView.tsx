import { callPath } from '@/api/sitePaths'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { offerSummary, priceRange } from '@/features/booking/domain/offer'
import { AvailabilityNote } from '@/features/booking/ui/AvailabilityNote'
import { BookingButton } from '@/features/booking/ui/BookingButton'
import { ticketLink, waitingListJoinPath } from '@/lib/routing/shopPaths'
import { Picture } from '@/features/content/ui/Picture'
import { RichText } from '@/features/content/ui/RichText'
import { SmartLink } from '@/features/content/ui/SmartLink'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { populated, populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import { formatDay, formatTime } from '@/lib/time/format'

import { isAccessFeature } from '@/cms/vocabulary'
import { eventJsonLd } from '../domain/jsonLd'
import { priceLabel } from '../domain/priceLabel'
import { type EventDetail, loadEventDetail } from '../server/details'
import { AccessFeatures } from './AccessFeatures'
import { FavouriteButton } from './FavouriteButton'
import { JsonLd } from './JsonLd'
import { ArticleRefList, EventRefList, Section, SharedSections } from './sections'

import './programme.css'
import { hasBegun } from '@/features/booking/domain/eventTickets'
import { ProgrammeTexts } from './ProgrammeTexts'

/**
 * The content of an event's detail page under its title (SPEC §2): the facts (when, where, access
 * features, tickets), then the sections in SPEC's order, each only when it has something to show:
 * Children, ImportantInfo, OpeningHours, Description, ImageSlider, Programs, Video, Contributors,
 * Series, Events, Blog, Sponsors, Promoter. OpeningHours belongs to exhibitions' timeslots, which
 * the booking issue shows in the widget. The page also carries the event as schema.org JSON-LD.
 */
export async function EventDetailView({ detail, locale }: { detail: EventDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'programme' })
  const { event, production } = detail
  const start = new Date(event.date_start)
  const end = event.date_end ? new Date(event.date_end) : null
  const venue = populatedOne(event.venue)
  const room = populatedOne(event.room)
  const genre = populatedOne(event.genre)
  const image = populatedOne(event.image)
  const venueHref = venue ? docHref('venues', venue, locale) : null
  const access = (event.access_features ?? []).filter(isAccessFeature)
  const series = populated(event.series)
  const sponsors = event.sponsors ?? []
  const timeLabel = (time: string) => t('time', { time })
  const url = docHref('events', event, locale) ?? ''
  const price = detail.tickets ? priceLabel(priceRange(detail.tickets), locale) : null
  const ld = eventJsonLd(
    {
      name: event.title,
      url,
      startDate: event.date_start,
      endDate: event.date_end ?? null,
      description: event.teaser_text ?? null,
      genreSlug: genre?.slug ?? null,
      image: image?.sizes?.horizontal?.url ?? image?.url ?? null,
      performer: event.artist ?? null,
      ticketUrl: event.ticket_url ?? null,
      offer: detail.tickets ? offerSummary(detail.tickets) : null,
      place: venue
        ? {
            name: room ? `${venue.name}, ${room.name}` : venue.name,
            street: venue.street,
            postalCode: venue.postal_code,
            city: venue.city,
            url: venueHref,
          }
        : null,
      inLanguage: locale,
    },
    env().SERVER_URL ?? null,
  )

  return (
    <article className="event-detail">
      <JsonLd value={ld} />
      {event.subline || event.artist ? (
        <p className="event-detail__lead">
          {event.artist ? <span className="preline">{event.artist}</span> : null}
          {event.subline}
        </p>
      ) : null}
      {image ? <Picture media={image} priority className="event-detail__image" /> : null}
      <section className="event-facts" aria-labelledby="event-facts">
        <h2 id="event-facts" className="visually-hidden">
          {t('facts')}
        </h2>
        <dl>
          <div>
            <dt>{t('when')}</dt>
            <dd>
              <time dateTime={event.date_start}>{formatDay(start, locale)}</time>,{' '}
              {end ? t('timeRange', { start: formatTime(start), end: formatTime(end) }) : timeLabel(formatTime(start))}
            </dd>
          </div>
          {venue ? (
            <div>
              <dt>{t('where')}</dt>
              <dd>
                {venueHref ? <Link href={venueHref}>{venue.name}</Link> : venue.name}
                {room ? `, ${room.name}` : null}
              </dd>
            </div>
          ) : null}
          {access.length > 0 ? (
            <div>
              <dt>{t('access')}</dt>
              <dd>
                <AccessFeatures features={access} />
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="event-facts__actions">
          {hasBegun(event.date_start) ? (
            <span>{t('performancePast')}</span>
          ) : detail.tickets?.availability === 'sold_out' ? (
            <>
              <AvailabilityNote availability="sold_out" />
              <span className="event-facts__hint">{t('entry.soldOutHint')}</span>
              {detail.tickets.id_jet && detail.tickets.seat_groups.every((group) => group.timeslots.length === 0) ? (
                <a href={waitingListJoinPath(detail.tickets.id_jet)} className="button">
                  {t('entry.waitlist')}
                </a>
              ) : null}
            </>
          ) : detail.tickets ? (
            <>
              {price ? <span className="event-facts__price">{price}</span> : null}
              <AvailabilityNote availability={detail.tickets.availability} />
              <BookingButton
                eventId={event.id}
                title={event.title}
                dateStart={event.date_start}
                shopHref={ticketLink(detail.tickets)}
                tickets={detail.tickets}
                locale={locale}
                className="button"
              />
            </>
          ) : event.ticket_url ? (
            <SmartLink href={event.ticket_url} className="button">
              {t('entry.tickets')}
            </SmartLink>
          ) : (
            <span>{t('noTickets')}</span>
          )}
          <FavouriteButton id={event.id} title={event.title} />
          <a href={callPath('eventCalendar', { locale, id: event.id })} className="button button--secondary" download>
            {t('addToCalendar')}
          </a>
          {production ? (
            <Link href={docHref('productions', production, locale) ?? '#'} className="button button--secondary">
              {t('production')}
            </Link>
          ) : null}
        </p>
      </section>

      {detail.children.length > 0 ? (
        <Section id="children" title={t('children')}>
          <EventRefList events={detail.children} locale={locale} timeLabel={timeLabel} />
        </Section>
      ) : null}
      {event.important_info ? (
        <Section id="important-info" title={t('importantInfo')}>
          <RichText locale={locale} data={event.important_info} />
        </Section>
      ) : null}
      <SharedSections locale={locale} content={{ ...detail, title: event.title }} />
      {series.length > 0 ? (
        <Section id="series" title={t('series')}>
          <ul className="event-refs">
            {series.map((item) => (
              <li key={item.id}>
                <Link href={docHref('series', item, locale) ?? '#'}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.otherDates.length > 0 ? (
        <Section id="events" title={t('otherDates')}>
          <EventRefList events={detail.otherDates} locale={locale} timeLabel={timeLabel} />
        </Section>
      ) : null}
      {detail.articles.length > 0 ? (
        <Section id="blog" title={t('blog')}>
          <ArticleRefList articles={detail.articles} locale={locale} />
        </Section>
      ) : null}
      {sponsors.length > 0 ? (
        <Section id="sponsors" title={t('sponsors')}>
          <ul className="event-sponsors">
            {sponsors.map((sponsor, index) => (
              <li key={sponsor.id ?? index}>{sponsor.url ? <SmartLink href={sponsor.url}>{sponsor.name}</SmartLink> : sponsor.name}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {event.promoter ? (
        <Section id="promoter" title={t('promoter')}>
          <p>{event.promoter}</p>
        </Section>
      ) : null}
    </article>
  )
}

/** An event page's content under its title; the detail screen has already answered 404 when the public may not see the event. */
export async function EventDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadEventDetail(id, locale)
  return detail ? (
    <ProgrammeTexts locale={locale} part="entries">
      <EventDetailView detail={detail} locale={locale} />
    </ProgrammeTexts>
  ) : null
}
