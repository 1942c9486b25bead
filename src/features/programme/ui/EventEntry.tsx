import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { hasBegun } from '@/features/booking/domain/eventTickets'
import { AvailabilityNote } from '@/features/booking/ui/AvailabilityNote'
import { BookingButton } from '@/features/booking/ui/BookingButton'
import { ticketLink, waitingListJoinPath } from '@/lib/routing/shopPaths'
import type { Locale } from '@/i18n/locales'

import { isAccessFeature } from '@/cms/vocabulary'
import { type EventStyle, listImage, listThumbnail } from '../domain/display'
import { ListPicture } from './ListPicture'
import type { EventEntryData } from '../domain/listItems'
import { AccessFeatures } from './AccessFeatures'

export type { EventStyle }

type Props = {
  event: EventEntryData
  locale: Locale
  style: EventStyle
  /** The heading level of the event's title (one below its day's). */
  level?: 3 | 4
  /** Set on entries that came with a later page: they fade in once half visible (SPEC §9). */
  appear?: boolean
  /** The favourite button, where the page offers one. */
  action?: ReactNode
  /** A warning about this entry (the plan's clashes). */
  notice?: string | null
}

/**
 * One event of a list (SPEC §3 Event, display style 1, 2 or 3): time, then style 1 preline, title,
 * subline; style 2 title and artist; style 3 an image card with preline and title. Each shows the
 * kind of event, where, its access features and, when it has tickets, its price, its availability and
 * the booking widget's button (a plain ticket link for tickets sold elsewhere; the box office's hint
 * when sold out).
 */
export function EventEntry({ event, locale, style, level = 3, appear = false, action, notice }: Props) {
  const t = useTranslations('programme.entry')
  const Title = level === 3 ? 'h3' : 'h4'
  const image = style === '3' ? listImage(event) : null
  // Styles 1 and 2 show a small square of the event's image: lazy, sized, 320 px at most.
  const thumbnail = style === '3' ? null : listThumbnail(event)
  const onSale = event.bookable && !hasBegun(event.date_start)
  // Sold out: its state and where tickets may still be had, never a Tickets button that leads nowhere.
  const soldOut = event.availability === 'sold_out'
  const access = event.access_features.filter(isAccessFeature)
  const place = [event.venue?.name, event.room?.name].filter(Boolean).join(', ')
  const meta = [event.exhibition_type?.name, place].filter(Boolean).join(' · ')
  return (
    <li
      className={`event-entry event-entry--style${style}${notice ? ' event-entry--notice' : ''}`}
      data-appear={appear ? 'pending' : undefined}
      data-event-id={event.id}
    >
      {image ? <ListPicture image={image} className="event-entry__image" /> : null}
      <time className="event-entry__time" dateTime={event.date_start}>
        {event.time_label}
      </time>
      <div className="event-entry__main">
        {thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored 320 px thumbnail: nothing for the optimiser to do
          <img className="event-entry__thumb" src={thumbnail} alt="" width={320} height={320} loading="lazy" decoding="async" />
        ) : null}
        {style !== '2' && event.preline ? <span className="preline">{event.preline}</span> : null}
        <Title className="event-entry__title">{event.url ? <Link href={event.url}>{event.title}</Link> : event.title}</Title>
        {style === '2' && event.artist ? <span className="event-entry__artist">{event.artist}</span> : null}
        {style === '1' && event.subline ? <span className="subline">{event.subline}</span> : null}
        {meta ? <span className="event-entry__meta">{meta}</span> : null}
        <AccessFeatures features={access} compact />
        {notice ? <p className="event-entry__notice">{notice}</p> : null}
      </div>
      <div className="event-entry__actions">
        {action}
        {onSale && !soldOut && event.price_label ? <span className="event-entry__price">{event.price_label}</span> : null}
        <AvailabilityNote availability={event.availability ?? null} />
        {onSale && soldOut ? (
          <>
            <span className="event-entry__hint">{t('soldOutHint')}</span>
            {event.id_jet ? (
              <a href={waitingListJoinPath(event.id_jet)} className="button button--small button--secondary">
                {t('waitlist')}
                <span className="visually-hidden">: {event.title}</span>
              </a>
            ) : null}
          </>
        ) : onSale ? (
          <BookingButton eventId={event.id} title={event.title} dateStart={event.date_start} shopHref={ticketLink(event)} locale={locale} />
        ) : event.ticket_url && !hasBegun(event.date_start) ? (
          <a href={event.ticket_url} className="button button--small">
            {t('tickets')}
            <span className="visually-hidden">
              {' '}
              {t('ticketsFor')} {event.title}
            </span>
          </a>
        ) : null}
      </div>
    </li>
  )
}
