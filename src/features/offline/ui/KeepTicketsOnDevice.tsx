'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { DeviceTicket } from '../domain/deviceTickets'
import { keepOnDevice } from './deviceTicketStore'

/**
 * Keeps the confirmed tickets a page shows (the confirmation, the profile) on this device, with
 * their QR codes, so 'My tickets' opens them without a signal (issue 27); says so once they are kept.
 */
export function KeepTicketsOnDevice({
  tickets,
  cancelled,
  account = null,
  myTicketsHref,
}: {
  tickets: readonly DeviceTicket[]
  cancelled: readonly string[]
  account?: string | null
  myTicketsHref: string
}) {
  const t = useTranslations('offline.keep')
  const [kept, setKept] = useState(false)
  const key = JSON.stringify([tickets, cancelled, account])
  useEffect(() => {
    let current = true
    keepOnDevice(tickets, cancelled, account)
      .then(() => current && setKept(tickets.length > 0))
      .catch((error: unknown) => console.log('tickets not kept on this device', error))
    return () => {
      current = false
    }
    // The key stands for the lists' contents: a new render with the same tickets keeps nothing anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (!kept) return null
  return (
    <p className="tickets__kept" role="status">
      {t('saved')} <a href={myTicketsHref}>{t('myTickets')}</a>
    </p>
  )
}
