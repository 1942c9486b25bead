'use client'

import { callUrl } from '@/api/client'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import './tickets.css'

/** A ticket as the confirmation page and the profile show it, its dates already in the visitor's language. */
export type ShownTicket = {
  code: string
  title: string
  when: string
  timeslot: string | null
  where: string
  seat: string
  cancelled: boolean
  /** Its order awaits payment: the door admits it once the box office has taken the money. */
  unpaid: boolean
  /** When it was checked in, formatted; null while unused. */
  checkedIn: string | null
}

/**
 * One e-ticket: the performance, when and where, seat group and price, its QR code (drawn by
 * GET /api/ticket-qr/{code}/) and code, or that it was cancelled. A client component, so its texts
 * follow the provider's language on every screen (the web shop's has no locale in its path).
 */
export function TicketCard({
  ticket,
  Title,
  qrSize,
  lazy = false,
  children,
}: {
  ticket: ShownTicket
  Title: 'h2' | 'h3' | 'h4' | 'h5'
  qrSize: number
  lazy?: boolean
  children?: ReactNode
}) {
  const t = useTranslations('webshop.ticket')
  return (
    <li className={ticket.cancelled ? 'ticket ticket--cancelled' : 'ticket'}>
      <Title className="ticket__title">{ticket.title}</Title>
      <p>{ticket.when}</p>
      <p>{ticket.where}</p>
      <p>{ticket.seat}</p>
      {children}
      {ticket.unpaid && !ticket.cancelled ? <p className="ticket__state ticket__state--unpaid">{t('unpaid')}</p> : null}
      {ticket.cancelled ? (
        <p className="ticket__state">{t('cancelled')}</p>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG our own call draws; nothing for the image optimiser to do
        <img
          className="ticket__qr"
          src={callUrl('ticketQr', { path: { code: ticket.code } })}
          width={qrSize}
          height={qrSize}
          alt={t('qr', { code: ticket.code })}
          loading={lazy ? 'lazy' : undefined}
        />
      )}
      <p>
        {t('code')}: <code>{ticket.code}</code>
      </p>
      {ticket.checkedIn ? <p className="ticket__state">{t('checkedIn', { date: ticket.checkedIn })}</p> : null}
    </li>
  )
}
