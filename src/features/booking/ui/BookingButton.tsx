'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { EventTickets } from '../domain/eventTickets'
import { closeWidget, setOpenWidget, useOpenWidget } from './openWidget'

/** The widget itself (Radix popover, steps, cart calls) loads when a visitor first opens one. */
const BookingWidget = lazy(() => import('./BookingWidget').then((module) => ({ default: module.BookingWidget })))

/** SPEC §4: after closing, the widget resets (and its selection clears) 250 ms later. */
const RESET_MS = 250

type Props = {
  eventId: number
  title: string
  dateStart: string
  /** Where the tickets are sold without the widget (the web shop's page of the performance). */
  shopHref: string
  /** The tickets as the page knows them (an event's own page); a list has none, the widget asks when it opens. */
  tickets?: EventTickets
  locale: Locale
  className?: string
}

/**
 * The 'Tickets' button of a performance that sells through the booking widget (event detail, list
 * entries, overlay). It opens the popup in place; without JavaScript it is a link to the web shop.
 */
export function BookingButton({ eventId, title, dateStart, shopHref, tickets, locale, className = 'button button--small' }: Props) {
  const t = useTranslations('booking.entry')
  const key = useId()
  const openId = useOpenWidget()
  const open = openId === key
  // Mounted while open and for RESET_MS after closing (its closing fade), then unmounted: the selection is gone.
  const [shown, setShown] = useState(false)
  // Each opening is a new session of the widget (a fresh key): nothing of the last one survives.
  const [session, setSession] = useState({ open: false, count: 0 })
  if (open !== session.open) setSession({ open, count: session.count + (open ? 1 : 0) })
  if (open && !shown) setShown(true)
  const anchor = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (open || !shown) return
    const timer = window.setTimeout(() => setShown(false), RESET_MS)
    return () => window.clearTimeout(timer)
  }, [open, shown])
  const mounted = open || shown

  // Closes this widget when the button unmounts (a list re-filtered, the overlay closed); another
  // button's widget stays open (the next page of the programme arriving re-mounts some entries).
  useEffect(() => () => closeWidget(key), [key])

  return (
    <>
      <a
        ref={anchor}
        href={shopHref}
        role="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-booking-trigger=""
        onClick={(event) => {
          event.preventDefault()
          setOpenWidget(open ? null : key)
        }}
        onKeyDown={(event) => {
          if (event.key === ' ') {
            event.preventDefault()
            setOpenWidget(open ? null : key)
          }
        }}
      >
        {t('tickets')}
        <span className="visually-hidden">
          {' '}
          {t('ticketsFor')} {title}
        </span>
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <BookingWidget
            key={session.count}
            open={open}
            anchor={anchor}
            eventId={eventId}
            title={title}
            dateStart={dateStart}
            shopHref={shopHref}
            initial={tickets}
            locale={locale}
            onClose={() => closeWidget(key)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
