import { getTranslations } from 'next-intl/server'

import { MoreTexts } from '@/i18n/MoreTexts'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { perLocale } from '@/i18n/perLocale'
import { routePath } from '@/i18n/routes'

import { MyTicketsScreen } from './MyTicketsScreen'

import './offline.css'

// The screen reads offline.myTickets, each ticket card webshop.ticket.
const myTicketsTexts = perLocale((locale) => {
  const { offline, webshop } = messagesFor(locale)
  return { offline: { myTickets: offline.myTickets }, webshop: { ticket: webshop.ticket } }
})

/** 'My tickets' (issue 27): the page is the same for everyone; the browser shows the device's tickets. */
export function MyTicketsSection({ locale }: { locale: Locale }) {
  return (
    <MoreTexts messages={myTicketsTexts(locale)}>
      <MyTicketsScreen />
    </MoreTexts>
  )
}

/**
 * What the service worker shows for a page it cannot load and does not hold (issue 27): why, what
 * opens without a signal, and a link that tries the same address again (an empty href is the page's
 * own address, which is the one the visitor asked for, not this page's).
 */
export async function OfflineSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'offline' })
  const screens = await getTranslations({ locale, namespace: 'screens' })
  return (
    <div className="offline-page">
      <p>{t('offlineText')}</p>
      <p>{t('offlineKept')}</p>
      <ul>
        <li>
          <a href={routePath(locale, 'events')}>{screens('events')}</a>
        </li>
        <li>
          <a href={routePath(locale, 'favourites')}>{screens('favourites')}</a>
        </li>
        <li>
          <a href={routePath(locale, 'my-tickets')}>{screens('myTickets')}</a>
        </li>
      </ul>
      <p>
        <a className="button" href="">
          {t('offlineRetry')}
        </a>
      </p>
    </div>
  )
}
