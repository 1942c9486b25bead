import { createTranslator } from 'use-intl/core'
import { formatCents } from '@/features/booking/domain/money'
import type { PerformanceReport } from '@/features/booking/provider'
import { type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { formatIn } from '@/lib/time/format'
import { BOX_OFFICE_PATH } from '../paths'

export type T = ReturnType<typeof createTranslator<ReturnType<typeof messagesFor>, 'boxoffice'>>

type OrderDoc = import('@/payload-types').Order

/** An order's state as the box office reads it: waiting for the buyer's address, confirmed, cancelled, or lapsed and why. */
export function orderState(order: Pick<OrderDoc, 'status' | 'cancel_reason'>, t: T): string {
  if (order.status === 'pending') return t('pending')
  if (order.status !== 'cancelled') return t('confirmed')
  return order.cancel_reason === 'lapsed'
    ? t('lapsedByPayment')
    : order.cancel_reason === 'unconfirmed'
      ? t('lapsedUnconfirmed')
      : t('cancelled')
}

/** A list of orders, each opened by its number: number, buyer (with one more fact), total and one column of the list's own. */
export function OrderTable({
  orders,
  t,
  language,
  last,
  buyer,
}: {
  orders: readonly OrderDoc[]
  t: T
  language: Locale
  last: { heading: string; cell: (order: OrderDoc) => string }
  buyer: (order: OrderDoc) => string
}) {
  return (
    <table className="box-office__table">
      <thead>
        <tr>
          <th scope="col">{t('number')}</th>
          <th scope="col">{t('buyer')}</th>
          <th scope="col">{t('total')}</th>
          <th scope="col">{last.heading}</th>
          <th scope="col">
            <span className="box-office__hidden">{t('open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td>{order.number}</td>
            <td className="box-office__text">
              {order.first_name} {order.last_name} ({buyer(order)})
            </td>
            <td>{formatCents(order.total_cents, language)}</td>
            <td>{last.cell(order)}</td>
            <td>
              <a href={`${BOX_OFFICE_PATH}?order=${order.id}`} aria-label={`${t('open')}: ${order.number}`}>
                {t('open')}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function CountTable({
  caption,
  rows,
  names,
  t,
}: {
  caption: string
  rows: PerformanceReport['seatGroups']
  names: Map<number, string>
  t: T
}) {
  return (
    <table className="box-office__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('capacity')}</th>
          <th scope="col">{t('held')}</th>
          <th scope="col">{t('sold')}</th>
          <th scope="col">{t('free')}</th>
          <th scope="col">{t('checkedIn')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {names.get(row.id) ?? row.id} {row.open ? '' : t('closed')}
            </th>
            <td>{row.capacity}</td>
            <td>{row.held}</td>
            <td>{row.sold}</td>
            <td>{Math.max(0, row.capacity - row.held - row.sold)}</td>
            <td>{row.checkedIn}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type WaitingDoc = import('@/payload-types').WaitingList

const WAITING_STATES = { unconfirmed: 'wlUnconfirmed', waiting: 'wlWaiting', offered: 'wlOffered', accepted: 'wlAccepted' } as const

/** A performance's waiting list in line order (issue 44): who waits for how many tickets, and the offers open or taken. */
export function WaitingListTable({ entries, t, language }: { entries: readonly WaitingDoc[]; t: T; language: Locale }) {
  if (entries.length === 0) return <p>{t('waitingListEmpty')}</p>
  const at = (value: string | null | undefined) => (value ? formatIn(new Date(value), language, 'dayAndTime') : '')
  const places = new Map(entries.filter((entry) => entry.status === 'waiting').map((entry, index) => [entry.id, index + 1]))
  return (
    <table className="box-office__table">
      <caption>{t('waitingList', { count: entries.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('place')}</th>
          <th scope="col">{t('email')}</th>
          <th scope="col">{t('tickets')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('joined')}</th>
          <th scope="col">{t('offerUntil')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const state = entry.status in WAITING_STATES ? WAITING_STATES[entry.status as keyof typeof WAITING_STATES] : null
          return (
            <tr key={entry.id}>
              <td>{places.get(entry.id) ?? ''}</td>
              <td>{entry.email}</td>
              <td>{entry.quantity}</td>
              <td>{state ? t(state) : entry.status}</td>
              <td>{at(entry.createdAt)}</td>
              <td>{entry.status === 'offered' || entry.status === 'accepted' ? at(entry.offer_until) : ''}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
