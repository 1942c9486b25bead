'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useId, useRef, useState } from 'react'

import type { AnswerOf } from '@/api/answers'
import { call } from '@/api/client'
import { formatCents } from '@/features/booking/domain/money'
import { Countdown } from '@/features/webshop/ui/Countdown'
import { isLocale, type Locale } from '@/i18n/locales'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'
import { formatIn } from '@/lib/time/format'

type Orders = AnswerOf<'userOrders'>
type Order = Orders['results'][number]

/**
 * 'Reservations' (issue 46): the tickets this browser holds in its cart, with their countdown, and
 * the account's unpaid reservations with what is owed, until when and how to pay it (the bank
 * account for an invoice, the box office's hours); an unpaid one can be given back, its seats
 * returning to sale at once.
 */
export function AccountReservations({ data }: { data: Orders }) {
  const t = useTranslations('account')
  const raw = useLocale()
  const locale: Locale = isLocale(raw) ? raw : 'de'
  const unpaid = data.results.filter((order) => order.status === 'confirmed' && order.payment_status === 'awaiting')
  const [said, setSaid] = useState('')
  const saidRef = useRef<HTMLParagraphElement>(null)
  // The cancelled reservation's card goes, with the button that had the focus: the news takes it.
  const cancelled = useCallback((text: string) => {
    setSaid(text)
    requestAnimationFrame(() => saidRef.current?.focus())
  }, [])
  const [expired, setExpired] = useState(false)
  // The countdown's first reading: the answer is fresh when this renders.
  const [loadedAt] = useState(() => Date.now())
  const markExpired = useCallback(() => setExpired(true), [])
  const live = data.cart?.lines.filter((line) => line.live) ?? []
  const nextEnd = live.map((line) => line.held_until).sort()[0]
  const when = (value: string) => formatIn(new Date(value), locale, 'dayAndTime')
  return (
    <section aria-labelledby="account-reservations" className="account__orders">
      <h2 id="account-reservations">{t('reservationsHeading')}</h2>
      {/* Always there, so it is heard when it speaks; out of the layout while it has nothing to say. */}
      <p role="status" ref={saidRef} tabIndex={-1} className={said ? undefined : 'visually-hidden'}>
        {said}
      </p>
      {!data.cart && unpaid.length === 0 ? <p>{t('reservationsNone')}</p> : null}
      {data.cart ? (
        <article className="account-order" aria-labelledby="account-held">
          <h3 id="account-held">{t('heldHeading')}</h3>
          <ul>
            {data.cart.lines.map((line, index) => (
              <li key={index}>
                {t('heldLine', {
                  quantity: line.quantity,
                  title: line.title,
                  date: when(line.date_start),
                  seatGroup: line.seat_group,
                  price: line.price_name,
                })}
              </li>
            ))}
          </ul>
          {nextEnd && !expired ? <Countdown key={nextEnd} until={nextEnd} serverNow={loadedAt} onExpired={markExpired} /> : null}
          <p>
            <a href={SHOP_PATHS.cart}>{t('toCart')}</a>
          </p>
        </article>
      ) : null}
      {unpaid.map((order) => (
        <UnpaidReservation key={order.number} order={order} data={data} locale={locale} onCancelled={cancelled} />
      ))}
    </section>
  )
}

const weekdayName = (weekday: number, locale: Locale) =>
  // 2024-01-01 was a Monday: the weekday's name in the visitor's language, without a table of our own.
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  )

function UnpaidReservation({
  order,
  data,
  locale,
  onCancelled,
}: {
  order: Order
  data: Orders
  locale: Locale
  onCancelled: (text: string) => void
}) {
  const t = useTranslations('account')
  const shop = useTranslations('webshop')
  const queryClient = useQueryClient()
  const id = useId()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const askRef = useRef<HTMLButtonElement>(null)
  const startRef = useRef<HTMLButtonElement>(null)

  async function cancel() {
    setBusy(true)
    const { status } = await call('cancelReservation', { body: { number: order.number }, locale })
    setBusy(false)
    if (status === 200) {
      onCancelled(t('reservationCancelled', { number: order.number }))
      await queryClient.invalidateQueries({ queryKey: ['account', 'userOrders'] })
      return
    }
    setAsking(false)
    // The question goes with its buttons: the focus returns to where the visitor started.
    requestAnimationFrame(() => startRef.current?.focus())
    setProblem(status === 409 || status === 404 ? t('reservationNotCancellable') : status === 429 ? shop('tooMany') : shop('callFailed'))
  }

  return (
    <article className="account-order" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('unpaidHeading', { number: order.number })}</h3>
      <ul>
        {order.tickets.map((ticket) => (
          <li
            key={ticket.code}
          >{`${ticket.title}, ${formatIn(new Date(ticket.date_start), locale, 'dayAndTime')}, ${ticket.seat_group}`}</li>
        ))}
      </ul>
      <p className="account-order__owed">{t('unpaidOwed', { amount: formatCents(order.total_cents, locale) })}</p>
      {order.payment_due ? <p>{t('unpaidDue', { due: formatIn(new Date(order.payment_due), locale, 'dayAndTime') })}</p> : null}
      {order.payment === 'invoice' && data.bank ? (
        <>
          <p>{t('payByInvoice')}</p>
          <dl className="account-data__facts">
            <dt>{t('payHolder')}</dt>
            <dd>{data.bank.accountHolder}</dd>
            <dt>{t('payIban')}</dt>
            <dd>{data.bank.iban}</dd>
            {data.bank.bic ? (
              <>
                <dt>{t('payBic')}</dt>
                <dd>{data.bank.bic}</dd>
              </>
            ) : null}
            {data.bank.bankName ? (
              <>
                <dt>{t('payBank')}</dt>
                <dd>{data.bank.bankName}</dd>
              </>
            ) : null}
            <dt>{t('payReference')}</dt>
            <dd>{order.number}</dd>
          </dl>
        </>
      ) : null}
      {order.payment === 'box_office' ? (
        data.box_office_hours.length > 0 ? (
          <>
            <p>{t('payAtBoxOffice')}</p>
            <ul>
              {data.box_office_hours.map((entry, index) => (
                <li key={index}>
                  {`${weekdayName(entry.weekday, locale)}: ${entry.closed || !entry.from ? t('payHoursClosed') : `${entry.from}–${entry.to ?? ''}`}`}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('payHoursUnknown')}</p>
        )
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {order.cancellable && !asking ? (
        <p>
          <button
            ref={startRef}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setProblem('')
              setAsking(true)
              requestAnimationFrame(() => askRef.current?.focus())
            }}
          >
            {t('cancelReservation')}
          </button>
        </p>
      ) : null}
      {asking ? (
        <div role="group" aria-labelledby={`${id}-ask`} className="account__notice">
          <p id={`${id}-ask`}>{t('cancelReservationAsk', { number: order.number })}</p>
          <p className="account__links">
            <button ref={askRef} type="button" className="button button--danger" disabled={busy} onClick={cancel}>
              {t('cancelReservationYes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setAsking(false)
                requestAnimationFrame(() => startRef.current?.focus())
              }}
            >
              {t('cancelReservationNo')}
            </button>
          </p>
        </div>
      ) : null}
    </article>
  )
}
