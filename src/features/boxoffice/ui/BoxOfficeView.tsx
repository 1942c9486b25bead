import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { createTranslator } from 'use-intl/core'

import { hasRole } from '@/lib/auth/roles'
import { DEFAULT_MAX_TICKETS_PER_CART } from '@/cms/vocabulary'
import { CLIENT_CAP_FACTOR } from '@/features/booking/domain/fairSale'
import { formatCents } from '@/features/booking/domain/money'
import { isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

import { parseId } from '@/lib/routing/ids'

import { BOX_OFFICE_PATH } from '../paths'
import {
  cancelOrderAction,
  cancelPerformanceAction,
  checkInAction,
  recordPaymentAction,
  redeemVoucherAction,
  refundDoneAction,
  payOutCreditAction,
} from '../server/actions'
import { loadCounter } from '../server/counter'

import './boxoffice.css'
import { AdminFrame, searchParam } from './AdminFrame'
import { when } from './format'
import { orderState, OrderTable, CountTable, WaitingListTable } from './BoxOfficeTables'
import { resultMessage } from './resultMessage'
import { SaleOpeningsLive } from './SaleOpeningsLive'

const one = (search: AdminViewServerProps['searchParams'], key: string) => searchParam(search, key)

/**
 * /admin/box-office: what the box office needs at the counter and the door, in the admin's
 * language. Per performance: capacity, reserved, sold and free seats and check-ins, per seat
 * group and timeslot. Orders found by number, name, e-mail or ticket code, opened and cancelled
 * (the seats return to sale at once). Tickets checked in by code, once.
 */
export async function BoxOfficeView(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view
  const { req } = initPageResult
  const language: Locale = isLocale(req.i18n.language) ? req.i18n.language : 'de'
  const t = createTranslator({ locale: language, messages: messagesFor(language), namespace: 'boxoffice' })
  const payload = req.payload
  const template = (children: React.ReactNode) => (
    <AdminFrame view={view} title={t('title')}>
      {children}
    </AdminFrame>
  )
  if (!req.user || !hasRole(req.user, 'boxOffice')) return template(<p role="alert">{t('noAccess')}</p>)
  const eventId = parseId(one(searchParams, 'event'))
  const query = one(searchParams, 'q')
  const orderId = parseId(one(searchParams, 'order'))
  const result = one(searchParams, 'result')
  const now = new Date()
  const counter = await loadCounter(payload, req.user, language, {
    eventId,
    query,
    orderId,
    ticketEventId: parseId(one(searchParams, 'ticket_event')),
    now,
  })
  const { upcoming, report, names, cap, foundOrders, opened, openedCredit, unpaid, lapsed, lapseMinutes, ticketEvent, chosen } = counter
  const performanceName = ticketEvent ? `${ticketEvent.title}, ${when(ticketEvent.date_start ?? '', language)}` : ''
  const message = resultMessage(result, {
    t,
    language,
    code: one(searchParams, 'code'),
    at: one(searchParams, 'at'),
    number: opened?.number ?? '',
    owed: opened ? formatCents(opened.owedCents, language) : '',
    performance: performanceName,
    admits: one(searchParams, 'admits') === '2' ? 2 : 1,
    paid: one(searchParams, 'paid') === 'yes',
    covered: formatCents(Number(one(searchParams, 'covered')) || 0, language),
    settled: {
      orders: Number(one(searchParams, 'orders')) || 0,
      credit: formatCents(Number(one(searchParams, 'credit')) || 0, language),
      bank: formatCents(Number(one(searchParams, 'bank')) || 0, language),
    },
    left: formatCents(Number(one(searchParams, 'left')) || 0, language),
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

      <SaleOpeningsLive payload={payload} t={t} language={language} upcoming={upcoming.docs.map((event) => event.id)} />

      <section aria-labelledby="bo-checkin" className="box-office__section">
        <h2 id="bo-checkin">{t('checkIn')}</h2>
        {payAtDoor ? (
          <form action={checkInAction} className="box-office__form">
            <input type="hidden" name="code" value={one(searchParams, 'code')} />
            {chosen ? <input type="hidden" name="event" value={chosen.id} /> : null}
            <input type="hidden" name="pay" value="yes" />
            <Button type="submit" buttonStyle="primary" size="medium" margin={false}>
              {t('payAndAdmit', { amount: formatCents(payAtDoor.owedCents, language) })}
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
            <WaitingListTable entries={counter.waitingList} t={t} language={language} />
            {chosen ? (
              <form action={cancelPerformanceAction} className="box-office__form box-office__cancel-performance">
                <input type="hidden" name="event" value={chosen.id} />
                <fieldset>
                  <legend>{t('cancelPerformance')}</legend>
                  <p>{t('cancelPerformanceHint')}</p>
                  <div>
                    <input id="bo-refund-credit" type="radio" name="refund" value="credit" defaultChecked />
                    <label htmlFor="bo-refund-credit">{t('refundToCredit')}</label>
                  </div>
                  <div>
                    <input id="bo-refund-bank" type="radio" name="refund" value="bank" />
                    <label htmlFor="bo-refund-bank">{t('refundByBank')}</label>
                  </div>
                  <div>
                    <input id="bo-cancel-performance" type="checkbox" name="confirm" value="yes" required />
                    <label htmlFor="bo-cancel-performance">{t('cancelPerformanceConfirm', { performance: chosen.title })}</label>
                  </div>
                </fieldset>
                <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                  {t('cancelPerformanceSubmit')}
                </Button>
              </form>
            ) : null}
          </>
        ) : null}
      </section>

      {counter.openRefunds.docs.length > 0 ? (
        <section aria-labelledby="bo-refunds" className="box-office__section">
          <h2 id="bo-refunds">{t('openRefunds')}</h2>
          <table className="box-office__table">
            <thead>
              <tr>
                <th scope="col">{t('orderColumn')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {counter.openRefunds.docs.map((refund) => {
                const order = typeof refund.order === 'object' ? refund.order : null
                // A payout of an account's credit has no order: the account says whom to pay.
                const customer = typeof refund.customer === 'object' ? refund.customer : null
                const who = order ?? customer
                return (
                  <tr key={refund.id}>
                    <td>{order ? <a href={`${BOX_OFFICE_PATH}?order=${order.id}`}>{order.number}</a> : t('creditPayout')}</td>
                    <td className="box-office__text">{who ? `${who.first_name ?? ''} ${who.last_name ?? ''} · ${who.email}` : null}</td>
                    <td>{formatCents(refund.amount_cents, language)}</td>
                    <td>
                      <form action={refundDoneAction}>
                        <input type="hidden" name="refund" value={refund.id} />
                        <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
                          {t('refundTransferred')}
                        </Button>
                      </form>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      ) : null}

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
          {opened.voucherCents > 0 ? <p>{t('paidByVoucher', { amount: formatCents(opened.voucherCents, language) })}</p> : null}
          {opened.creditCents > 0 ? <p>{t('paidByCredit', { amount: formatCents(opened.creditCents, language) })}</p> : null}
          {openedCredit && openedCredit.balanceCents > 0 ? (
            <form action={payOutCreditAction} className="box-office__form">
              <p>{t('accountCredit', { amount: formatCents(openedCredit.balanceCents, language) })}</p>
              <input type="hidden" name="order" value={opened.id} />
              <input type="hidden" name="customer" value={openedCredit.customerId} />
              <label>
                <input type="checkbox" name="confirm" value="yes" required /> {t('payoutConfirm')}
              </label>
              <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                {t('payOut', { amount: formatCents(openedCredit.balanceCents, language) })}
              </Button>
            </form>
          ) : null}
          {opened.status === 'confirmed' && opened.paymentStatus === 'awaiting' ? (
            <>
              <form action={recordPaymentAction} className="box-office__form">
                <input type="hidden" name="order" value={opened.id} />
                <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                  {t('recordPayment', { amount: formatCents(opened.owedCents, language) })}
                </Button>
              </form>
              <form action={redeemVoucherAction} className="box-office__form">
                <input type="hidden" name="order" value={opened.id} />
                <label htmlFor="bo-voucher">{t('voucherCode')}</label>
                <input id="bo-voucher" name="code" autoComplete="off" spellCheck={false} required />
                <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                  {t('redeemVoucher')}
                </Button>
              </form>
            </>
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
