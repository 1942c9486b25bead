'use client'

import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { EventListPlaceholder } from '@/features/content/ui/LoadingPlaceholders'
import type { Locale } from '@/i18n/locales'

import { groupProgramme } from '../domain/days'
import type { EventStyle } from '../domain/display'
import { clashingIds } from '../domain/favourites'
import { entryDay } from '../domain/listItems'
import { EventDayList } from './EventDayList'
import { FavouriteButton } from './FavouriteButton'
import { call, callUrl, read } from '@/api/client'
import { useFavourites } from './favouritesStore'
import { QueryScope } from '@/lib/browser/QueryScope'

type Props = { locale: Locale; style: EventStyle; programmePath: string; loginUrl: string }

/**
 * The personal festival plan (issue 10): the visitor's favourites by day, the ones that overlap
 * marked, all of them as one calendar file, and for a logged-in customer a private calendar
 * subscription that can be made anew or revoked.
 */
export function FavouritesPlan(props: Props) {
  return (
    <QueryScope>
      <Plan {...props} />
    </QueryScope>
  )
}

function Plan({ locale, style, programmePath, loginUrl }: Props) {
  const t = useTranslations('programme.favourites')
  const tLoading = useTranslations('loading')
  const { ids, ready, account } = useFavourites()
  const sorted = [...ids].sort((a, b) => a - b).join(',')
  const events = useQuery({
    queryKey: ['favourites', locale, sorted],
    queryFn: ({ signal }) => read('favouriteEvents', { path: { locale }, query: { ids: sorted }, signal }).then((body) => body.results),
    enabled: ready && sorted !== '',
    placeholderData: (previous) => previous?.filter((event) => ids.includes(event.id)),
  })
  if (!ready || (sorted !== '' && events.isPending)) return <EventListPlaceholder label={tLoading('label')} />
  const results = sorted === '' ? [] : (events.data ?? [])
  const clashes = clashingIds(results)
  const days = groupProgramme(results, [], {
    eventDay: entryDay,
    dayOf: () => ({ year: 0, month: 0, day: 0 }),
    filtered: true,
    complete: true,
  })
  return (
    <div className="programme favourites">
      <p>{t('intro')}</p>
      {events.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : results.length === 0 ? (
        <div className="programme__empty">
          <p className="programme__empty-title">{t('empty')}</p>
          <Link href={programmePath} className="button">
            {t('toProgramme')}
          </Link>
        </div>
      ) : (
        <>
          <p className="favourites__actions">
            {clashes.size > 0 ? (
              <span className="favourites__clashes">
                {clashes.size} {t('clashCount')}
              </span>
            ) : null}
            <a
              className="button button--secondary"
              href={callUrl('favouritesCalendar', { path: { locale }, query: { ids: results.map((event) => event.id).join(',') } })}
              download
            >
              {t('allToCalendar')}
            </a>
          </p>
          <EventDayList
            days={days}
            locale={locale}
            style={style}
            action={(event) => <FavouriteButton id={event.id} title={event.title} />}
            notice={(event) => (clashes.has(event.id) ? t('clash') : null)}
          />
        </>
      )}
      {account ? (
        <Subscription />
      ) : (
        <p className="favourites__login">
          {t('loginHint')} <a href={loginUrl}>{t('login')}</a>
        </p>
      )}
    </div>
  )
}

/** The private calendar subscription of a logged-in customer. */
function Subscription() {
  const t = useTranslations('programme.favourites')
  const inputId = useId()
  const current = useQuery({
    queryKey: ['favourites-account'],
    queryFn: ({ signal }) => read('accountFavourites', { signal }),
  })
  const [url, setUrl] = useState<string | null | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const shown = url === undefined ? (current.data?.calendar_url ?? null) : url
  const subscription = async (change: 'subscribe' | 'unsubscribe') => {
    setFailed(false)
    const { status, body } = await call(change === 'subscribe' ? 'subscribeCalendar' : 'unsubscribeCalendar')
    if (status < 200 || status > 299) return setFailed(true)
    setUrl(change === 'unsubscribe' ? null : (body.calendar_url ?? null))
  }
  return (
    <section className="favourites__subscription" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('subscription')}</h2>
      <p>{t('subscriptionText')}</p>
      {shown ? (
        <>
          <label htmlFor={inputId}>{t('subscriptionAddress')}</label>
          <input
            id={inputId}
            className="favourites__address"
            type="text"
            readOnly
            value={shown}
            onFocus={(event) => event.target.select()}
          />
          <p className="favourites__actions">
            <button type="button" className="button button--secondary" onClick={() => void subscription('subscribe')}>
              {t('subscriptionRenew')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void subscription('unsubscribe')}>
              {t('subscriptionRevoke')}
            </button>
          </p>
        </>
      ) : (
        <button type="button" className="button" onClick={() => void subscription('subscribe')}>
          {t('subscriptionMake')}
        </button>
      )}
      {failed ? <p role="alert">{t('subscriptionFailed')}</p> : null}
    </section>
  )
}
