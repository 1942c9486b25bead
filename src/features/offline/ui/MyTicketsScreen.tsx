'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { ticketWhen } from '@/features/booking/domain/when'
import { TicketCard } from '@/features/booking/ui/TicketCard'
import { isLocale } from '@/i18n/locales'

import type { DeviceTicket } from '../domain/deviceTickets'
import { forgetDeviceTickets } from '@/lib/browser/deviceTickets'

import { deviceTicketsSnapshot, keepOnDevice, subscribeDeviceTickets } from './deviceTicketStore'

/**
 * 'My tickets' (issue 27): the confirmed tickets kept on this device, read from the device alone,
 * so the screen opens without a signal once the service worker holds the page. The QR codes come
 * from the device's ticket cache.
 */
export function MyTicketsScreen() {
  const t = useTranslations('offline.myTickets')
  const raw = useLocale()
  const locale = isLocale(raw) ? raw : 'de'
  // Null while the server renders (the page is the same for everyone); the device's tickets after.
  const tickets = useSyncExternalStore<DeviceTicket[] | null>(subscribeDeviceTickets, deviceTicketsSnapshot, () => null)
  const [forgotten, setForgotten] = useState(false)
  // Opening the screen removes what is over from the device, with the QR codes.
  useEffect(() => void keepOnDevice([], []).catch(() => undefined), [])

  const forget = async () => {
    await forgetDeviceTickets()
    setForgotten(true)
  }

  return (
    <div className="my-tickets">
      <p>{t('intro')}</p>
      <p>{t('removed')}</p>
      <p role="status">{forgotten ? t('forgotten') : tickets?.length === 0 ? t('empty') : ''}</p>
      {tickets && tickets.length > 0 ? (
        <>
          <ul className="tickets__list">
            {tickets.map((ticket) => (
              <TicketCard
                key={ticket.code}
                Title="h2"
                qrSize={200}
                ticket={{
                  code: ticket.code,
                  title: ticket.title,
                  when: ticketWhen(ticket.starts_at, locale, ticket.timeslot),
                  timeslot: ticket.timeslot,
                  where: ticket.where,
                  seat: ticket.seat,
                  cancelled: false,
                  unpaid: ticket.unpaid,
                  checkedIn: null,
                }}
              >
                {ticket.holder ? <p>{t('holder', { name: ticket.holder })}</p> : null}
                <p>{t('order', { number: ticket.order })}</p>
              </TicketCard>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => void forget()}>
            {t('forget')}
          </button>
        </>
      ) : null}
    </div>
  )
}
