import { DefaultTemplate } from '@payloadcms/next/templates'
import { Button, Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, TypedUser } from 'payload'
import { createTranslator } from 'use-intl/core'

import { hasRole } from '@/lib/auth/roles'
import { DEFAULT_MAX_TICKETS_PER_CART } from '@/cms/vocabulary'
import { CLIENT_CAP_FACTOR } from '@/features/booking/domain/fairSale'
import { formatCents } from '@/features/booking/domain/money'
import type { PerformanceReport } from '@/features/booking/provider'
import { findOrderIds, orderView } from '@/features/booking/providers/builtin/orderViews'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { formatDay, formatTime } from '@/lib/time/format'

import { BOX_OFFICE_PATH, idParam } from '../paths'
import { cancelOrderAction, checkInAction, recordPaymentAction } from '../server/actions'
import { boxOfficeLapseMinutes } from '@/features/booking/server/saleSettings'

import './boxoffice.css'

type Search = Record<string, string | string[] | undefined>
const one = (search: Search | undefined, key: string): string => {
  const value = search?.[key]
  return typeof value === 'string' ? value.slice(0, 200) : ''
}
const when = (iso: string | Date, locale: Locale) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : `${formatDay(date, locale)}, ${formatTime(date)}`
}

/**
 * /admin/box-office: what the box office needs at the counter and the door, in the admin's
 * language. Per performance: capacity, reserved, sold and free seats and check-ins, per seat
 * group and timeslot. Orders found by number, name, e-mail or ticket code, opened and cancelled
 * (the seats return to sale at once). Tickets checked in by code, once.
 */
export async function BoxOfficeView({ initPageResult, searchParams, params }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const language: Locale = isLocale(req.i18n.language) ? req.i18n.language : 'de'
  const t = createTranslator({ locale: language, messages: messagesFor(language), namespace: 'boxoffice' })
  const payload = req.payload
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="box-office">
          <h1>{t('title')}</h1>
          {children}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
  if (!req.user || !hasRole(req.user, 'boxOffice')) return template(<p role="alert">{t('noAccess')}</p>)
  // Every read is the staff member's own, under the collections' access rules (issue 25).
  const asStaff = { user: req.user, overrideAccess: false } as const

  const provider = ticketingProvider(payload)
  const eventParam = one(searchParams, 'event')
  const eventId = idParam(eventParam)
  const query = one(searchParams, 'q')
  const orderParam = one(searchParams, 'order')
  const orderId = idParam(orderParam)
  const result = one(searchParams, 'result')

  const upcoming = await payload.find({
    collection: 'events',
    where: {
      and: [{ id_jet: { exists: true } }, { date_start: { greater_than: new Date(new Date().getTime() - 6 * 3_600_000).toISOString() } }],
    },
    sort: 'date_start',
    limit: 200,
    depth: 0,
    locale: language,
    select: { title: true, date_start: true },
    ...asStaff,
  })
  const report = eventId === null ? null : await provider.report(eventId)
  const names = report ? await seatNames(payload, report, language, asStaff) : null
  // Fair sale: the performance's cap per cart (a sale limit, else the default), which the box office raises for groups.
  const cap =
    eventId === null
      ? null
      : ((await payload.find({ collection: 'sale-limits', where: { event: { equals: eventId } }, depth: 0, limit: 1, ...asStaff }))
          .docs[0] ?? null)
  const found = query ? await findOrderIds(payload, query) : []
  const foundOrders =
    found.length > 0
      ? (await payload.find({ collection: 'orders', where: { id: { in: found } }, sort: '-createdAt', depth: 0, limit: 20, ...asStaff }))
          .docs
      : []
  const opened = orderId === null ? null : await orderView(payload, { id: { equals: orderId } }, language)
  const unpaid = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'confirmed' } }, { payment_status: { equals: 'awaiting' } }] },
    sort: 'payment_due',
    depth: 0,
    limit: 50,
    ...asStaff,
  })
  const now = new Date()
  // Orders that lapsed (unpaid, or never confirmed by a guest) in the last day: their seats went back to sale by themselves.
  const lapsed = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'cancelled' } },
        { cancel_reason: { in: ['lapsed', 'unconfirmed'] } },
        { cancelled_at: { greater_than: new Date(now.getTime() - 86_400_000).toISOString() } },
      ],
    },
    sort: '-cancelled_at',
    depth: 0,
    limit: 50,
    ...asStaff,
  })
  const lapseMinutes = await boxOfficeLapseMinutes(payload)

  // The performance a checked (or refused) ticket belongs to, named in the answer.
  const ticketEventId = idParam(one(searchParams, 'ticket_event'))
  const ticketEvent =
    ticketEventId === null
      ? null
      : (upcoming.docs.find((event) => event.id === ticketEventId) ??
        (
          await payload.find({
            collection: 'events',
            where: { id: { equals: ticketEventId } },
            depth: 0,
            limit: 1,
            locale: language,
            select: { title: true, date_start: true },
            ...asStaff,
          })
        ).docs[0] ??
        null)
  const performanceName = ticketEvent ? `${ticketEvent.title}, ${when(ticketEvent.date_start ?? '', language)}` : ''
  const chosen = eventId === null ? null : (upcoming.docs.find((event) => event.id === eventId) ?? null)
  const message = resultMessage(result, {
    t,
    language,
    code: one(searchParams, 'code'),
    at: one(searchParams, 'at'),
    number: opened?.number ?? '',
    owed: opened ? formatCents(opened.totalCents, language) : '',
    performance: performanceName,
    admits: one(searchParams, 'admits') === '2' ? 2 : 1,
    paid: one(searchParams, 'paid') === 'yes',
  })
  // An unpaid order's ticket at the door: take the money and admit in one step.
  const payAtDoor = result === 'unpaid' && opened && opened.paymentStatus === 'awaiting' ? opened : null

  return template(
    <>
      {message ? (
        <p className={`box-office__result box-office__result--${message.tone}`} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}

      <section aria-labelledby="bo-checkin" className="box-office__section">
        <h2 id="bo-checkin">{t('checkIn')}</h2>
        {payAtDoor ? (
          <form action={checkInAction} className="box-office__form">
            <input type="hidden" name="code" value={one(searchParams, 'code')} />
            {chosen ? <input type="hidden" name="event" value={chosen.id} /> : null}
            <input type="hidden" name="pay" value="yes" />
            <Button type="submit" buttonStyle="primary" size="medium" margin={false}>
              {t('payAndAdmit', { amount: formatCents(payAtDoor.totalCents, language) })}
            </Button>
          </form>
        ) : null}
        <form action={checkInAction} className="box-office__form">
          <label htmlFor="bo-code">{t('ticketCode')}</label>
          <input
            id="bo-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={64}
            aria-describedby={chosen ? 'bo-door' : undefined}
          />
          {chosen ? <input type="hidden" name="event" value={chosen.id} /> : null}
          <Button type="submit" buttonStyle="primary" size="medium" margin={false}>
            {t('checkInSubmit')}
          </Button>
        </form>
        <p id="bo-door">
          {chosen ? t('doorFor', { performance: `${chosen.title}, ${when(chosen.date_start ?? '', language)}` }) : t('doorAny')}
        </p>
      </section>

      <section aria-labelledby="bo-performance" className="box-office__section">
        <h2 id="bo-performance">{t('performance')}</h2>
        <form method="get" action={BOX_OFFICE_PATH} className="box-office__form">
          <label htmlFor="bo-event">{t('choosePerformance')}</label>
          <select id="bo-event" name="event" defaultValue={eventId ?? ''}>
            <option value="" />
            {upcoming.docs.map((event) => (
              <option key={event.id} value={event.id}>
                {when(event.date_start ?? '', language)} · {event.title}
              </option>
            ))}
          </select>
          <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
            {t('show')}
          </Button>
        </form>
        {report && names ? (
          <>
            <p>
              {t('cartCap', {
                count: cap?.max_tickets_per_cart ?? DEFAULT_MAX_TICKETS_PER_CART,
                perAddress: CLIENT_CAP_FACTOR * (cap?.max_tickets_per_cart ?? DEFAULT_MAX_TICKETS_PER_CART),
              })}{' '}
              <a href={cap ? `/admin/collections/sale-limits/${cap.id}` : '/admin/collections/sale-limits/create'}>{t('changeCap')}</a>
            </p>
            <CountTable caption={t('seatGroups')} rows={report.seatGroups} names={names.groups} t={t} />
            {report.timeslots.length > 0 ? <CountTable caption={t('timeslots')} rows={report.timeslots} names={names.slots} t={t} /> : null}
          </>
        ) : null}
      </section>

      <section aria-labelledby="bo-orders" className="box-office__section">
        <h2 id="bo-orders">{t('findOrder')}</h2>
        <form method="get" action={BOX_OFFICE_PATH} className="box-office__form">
          <label htmlFor="bo-query">{t('query')}</label>
          <input id="bo-query" name="q" type="search" defaultValue={query} minLength={2} maxLength={100} required />
          <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
            {t('search')}
          </Button>
        </form>
        {query ? (
          foundOrders.length === 0 ? (
            <p>{t('noOrders')}</p>
          ) : (
            <OrderTable
              orders={foundOrders}
              t={t}
              language={language}
              last={{ heading: t('status'), cell: (order) => orderState(order, t) }}
              buyer={(order) => order.email}
            />
          )
        ) : null}
      </section>

      <section aria-labelledby="bo-unpaid" className="box-office__section">
        <h2 id="bo-unpaid">{t('unpaidOrders')}</h2>
        {unpaid.docs.length === 0 ? (
          <p>{t('noUnpaidOrders')}</p>
        ) : (
          <OrderTable
            orders={unpaid.docs}
            t={t}
            language={language}
            last={{
              heading: t('due'),
              cell: (order) =>
                `${order.payment_due ? when(order.payment_due, language) : ''}${order.payment_due && new Date(order.payment_due) < now ? ` (${t('overdue')})` : ''}`,
            }}
            buyer={(order) => (order.payment === 'invoice' ? t('byInvoice') : t('atBoxOffice'))}
          />
        )}
        <p>{t('lapsedInfo', { minutes: lapseMinutes })}</p>
      </section>

      <section aria-labelledby="bo-lapsed" className="box-office__section">
        <h2 id="bo-lapsed">{t('lapsedOrders')}</h2>
        {lapsed.docs.length === 0 ? (
          <p>{t('noLapsedOrders')}</p>
        ) : (
          <OrderTable
            orders={lapsed.docs}
            t={t}
            language={language}
            last={{
              heading: t('lapsedAt'),
              cell: (order) => `${order.cancelled_at ? when(order.cancelled_at, language) : ''} (${orderState(order, t)})`,
            }}
            buyer={(order) => order.email}
          />
        )}
      </section>

      {opened ? (
        <section aria-labelledby="bo-order" className="box-office__section">
          <h2 id="bo-order">{t('order', { number: opened.number })}</h2>
          <p>
            {opened.buyer.first_name} {opened.buyer.last_name} · {opened.buyer.email} · {formatCents(opened.totalCents, language)} ·{' '}
            {orderState({ status: opened.status, cancel_reason: opened.cancelReason }, t)}
          </p>
          <p>
            {t('payment')} ({opened.payment === 'invoice' ? t('byInvoice') : t('atBoxOffice')}):{' '}
            {opened.paymentStatus === 'paid'
              ? `${t('paymentPaid')}${opened.paidAt ? `, ${t('paidAt', { date: when(opened.paidAt, language) })}` : ''}`
              : `${t('paymentAwaiting')}${opened.paymentDue ? `, ${t('paymentDue', { date: when(opened.paymentDue, language) })}` : ''}${opened.paymentDue && opened.paymentDue < now ? ` (${t('overdue')})` : ''}`}
          </p>
          {opened.status === 'confirmed' && opened.paymentStatus === 'awaiting' ? (
            <form action={recordPaymentAction} className="box-office__form">
              <input type="hidden" name="order" value={opened.id} />
              <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                {t('recordPayment', { amount: formatCents(opened.totalCents, language) })}
              </Button>
            </form>
          ) : null}
          <table className="box-office__table">
            <caption>{t('tickets')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('code')}</th>
                <th scope="col">{t('performance')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {opened.tickets.map((ticket) => (
                <tr key={ticket.code}>
                  <td>
                    <code>{ticket.code}</code>
                  </td>
                  <td className="box-office__text">
                    {ticket.title}, {when(ticket.dateStart, language)}
                    {ticket.timeslot ? ` (${ticket.timeslot})` : ''}
                  </td>
                  <td>
                    {ticket.seatGroup} · {ticket.priceName}
                  </td>
                  <td>
                    {ticket.status === 'cancelled'
                      ? t('cancelled')
                      : ticket.checkedInAt
                        ? `${t('checkedIn')} ${when(ticket.checkedInAt, language)}`
                        : t('validTicket')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {opened.status === 'confirmed' ? (
            <form action={cancelOrderAction} className="box-office__form">
              <input type="hidden" name="order" value={opened.id} />
              <label className="box-office__confirm">
                <input type="checkbox" name="confirm" value="yes" required /> {t('cancelConfirm')}
              </label>
              <Button type="submit" buttonStyle="primary" size="medium" margin={false}>
                {t('cancel')}
              </Button>
            </form>
          ) : null}
        </section>
      ) : null}
    </>,
  )
}

type T = ReturnType<typeof createTranslator<ReturnType<typeof messagesFor>, 'boxoffice'>>

type OrderDoc = import('@/payload-types').Order

/** An order's state as the box office reads it: waiting for the buyer's address, confirmed, cancelled, or lapsed and why. */
function orderState(order: Pick<OrderDoc, 'status' | 'cancel_reason'>, t: T): string {
  if (order.status === 'pending') return t('pending')
  if (order.status !== 'cancelled') return t('confirmed')
  return order.cancel_reason === 'lapsed'
    ? t('lapsedByPayment')
    : order.cancel_reason === 'unconfirmed'
      ? t('lapsedUnconfirmed')
      : t('cancelled')
}

/** A list of orders, each opened by its number: number, buyer (with one more fact), total and one column of the list's own. */
function OrderTable({
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

function CountTable({
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

async function seatNames(
  payload: AdminViewServerProps['initPageResult']['req']['payload'],
  report: PerformanceReport,
  locale: Locale,
  asStaff: { user: TypedUser; overrideAccess: false },
) {
  const [groups, slots] = await Promise.all([
    payload.find({
      collection: 'seat-groups',
      where: { event: { equals: report.eventId } },
      depth: 0,
      pagination: false,
      locale,
      ...asStaff,
    }),
    payload.find({ collection: 'timeslots', where: { event: { equals: report.eventId } }, depth: 0, pagination: false, ...asStaff }),
  ])
  return {
    groups: new Map(groups.docs.map((group) => [group.id, group.seat_group])),
    slots: new Map(slots.docs.map((slot) => [slot.id, slot.time_start.slice(0, 5)])),
  }
}

type ResultFacts = {
  t: T
  language: Locale
  code: string
  at: string
  number: string
  owed: string
  performance: string
  admits: 1 | 2
  paid: boolean
}

function resultMessage(
  result: string,
  { t, language, code, at, number, owed, performance, admits, paid }: ResultFacts,
): { tone: 'ok' | 'error'; text: string } | null {
  switch (result) {
    case 'checked-in':
      return {
        tone: 'ok',
        text: `${paid ? `${t('checkInPaid')} ` : ''}${t('checkInOk', { code })} ${performance}${admits === 2 ? ` – ${t('admitsTwo')}` : ''}`,
      }
    case 'unpaid':
      return { tone: 'error', text: t('unpaidAtDoor', { code, number, amount: owed }) }
    case 'payment-recorded':
      return { tone: 'ok', text: t('paymentRecorded', { number }) }
    case 'payment-failed':
      return { tone: 'error', text: t('paymentFailed') }
    case 'other_performance':
      return { tone: 'error', text: t('checkInOther', { performance }) }
    case 'already_checked_in':
      return { tone: 'error', text: t('checkInAgain', { time: when(at, language) }) }
    case 'unknown_ticket':
      return { tone: 'error', text: t('checkInUnknown') }
    case 'cancelled':
      return { tone: 'error', text: t('checkInCancelled') }
    case 'order-cancelled':
      return { tone: 'ok', text: t('cancelledDone', { number }) }
    case 'cancel-failed':
    case 'cancel-unconfirmed':
      return { tone: 'error', text: t('cancelFailed') }
    case 'too-many':
      return { tone: 'error', text: t('tooMany') }
    default:
      return null
  }
}
