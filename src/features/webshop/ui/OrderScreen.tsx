import { callPath } from '@/api/sitePaths'
import { getTranslations } from 'next-intl/server'

import { formatCents } from '@/features/booking/domain/money'
import { buysOnlyVouchers } from '@/features/booking/domain/voucher'
import { bySubscription } from '@/features/booking/domain/subscription'
import { ACCESS_KEY_PATTERN, ORDER_NUMBER_PATTERN } from '@/features/booking/domain/order'
import type { OrderView } from '@/features/booking/provider'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { ticketWhen } from '@/features/booking/domain/when'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'
import { invoiceAccount } from '@/features/booking/server/bank'
import { formatDay, formatIn, formatTime } from '@/lib/time/format'

import { deviceTicketOf, ticketPlace, ticketSeat } from '@/features/offline/domain/deviceTickets'
import { KeepTicketsOnDevice } from '@/features/offline/ui/KeepTicketsOnDevice'
import { keepTicketsTexts } from '@/features/offline/ui/texts'
import { MoreTexts } from '@/i18n/MoreTexts'
import { routePath } from '@/i18n/routes'

import { TicketCard } from '@/features/booking/ui/TicketCard'

import { OrderVouchers } from './OrderVouchers'

/** The order the address names, or null (a wrong number or key finds nothing). */
export async function findOrder(number: string, accessKey: string, locale: Locale): Promise<OrderView | null> {
  if (!ORDER_NUMBER_PATTERN.test(number) || !ACCESS_KEY_PATTERN.test(accessKey)) return null
  return ticketingProvider(await getPayloadClient()).getOrder(number, accessKey, locale)
}

/** /webshop/orders/{number}/{key}: the confirmation, with the order's tickets and their QR codes. */
export async function OrderScreen({ locale, order }: { locale: Locale; order: OrderView }) {
  const payload = await getPayloadClient()
  const bank =
    order.payment === 'invoice' && order.paymentStatus === 'awaiting' && order.status === 'confirmed' ? await invoiceAccount(payload) : null
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const total = formatCents(order.totalCents, locale)
  // What vouchers paid is not owed any more (issue 46): the bank transfer and the box office ask for the rest.
  const owed = formatCents(order.owedCents, locale)
  const paidOtherwise = order.voucherCents + order.creditCents
  const pdfHref = callPath('orderTickets', { number: order.number, key: order.accessKey })
  return (
    <>
      <OrderState order={order} locale={locale} t={t} />
      {bank ? (
        <section className="order__bank" aria-labelledby="order-bank">
          <h2 id="order-bank">{t('bankHeading')}</h2>
          <p>
            {t('payByInvoice', { total: owed, number: order.number, due: order.paymentDue ? formatDay(order.paymentDue, locale) : '' })}
          </p>
          <dl className="order__facts">
            <div>
              <dt>{t('accountHolder')}</dt>
              <dd>{bank.accountHolder}</dd>
            </div>
            <div>
              <dt>{t('iban')}</dt>
              <dd className="order__code">{bank.iban}</dd>
            </div>
            {bank.bic ? (
              <div>
                <dt>{t('bic')}</dt>
                <dd>{bank.bic}</dd>
              </div>
            ) : null}
            {bank.bankName ? (
              <div>
                <dt>{t('bankName')}</dt>
                <dd>{bank.bankName}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('reference')}</dt>
              <dd className="order__code">{order.number}</dd>
            </div>
            {order.paymentDue ? (
              <div>
                <dt>{t('dueBy')}</dt>
                <dd>{formatDay(order.paymentDue, locale)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      <dl className="order__facts">
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd className="order__number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{total}</dd>
        </div>
        {order.voucherCents > 0 ? (
          <div>
            <dt>{t('vouchers.paidByVoucher')}</dt>
            <dd>{formatCents(order.voucherCents, locale)}</dd>
          </div>
        ) : null}
        {order.creditCents > 0 ? (
          <div>
            <dt>{t('credit.paidByCredit')}</dt>
            <dd>{formatCents(order.creditCents, locale)}</dd>
          </div>
        ) : null}
        {paidOtherwise > 0 && order.paymentStatus === 'awaiting' ? (
          <div>
            <dt>{t('vouchers.stillOwed')}</dt>
            <dd>{owed}</dd>
          </div>
        ) : null}
        {paidOtherwise >= order.totalCents ? null : (
          <div>
            <dt>{t('payment')}</dt>
            <dd>{order.payment === 'invoice' ? t('paymentInvoice') : t('paymentBoxOffice')}</dd>
          </div>
        )}
      </dl>
      {order.status === 'pending' ? null : <OrderVouchers order={order} locale={locale} pdfHref={pdfHref} />}
      {order.status === 'pending' || order.tickets.length === 0 ? null : (
        <>
          <TicketList order={order} locale={locale} heading={t('tickets')} />
          <MoreTexts messages={keepTicketsTexts(locale)}>
            <KeepTicketsOnDevice {...keptTickets(order)} myTicketsHref={routePath(locale, 'my-tickets')} />
          </MoreTexts>
          <p>
            <a className="button" href={pdfHref} download>
              {t('downloadPdf')}
            </a>
          </p>
        </>
      )}
    </>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'webshop'>>>

/** What became of the order: waiting for the buyer's e-mail address, confirmed (and how to pay), or cancelled and why. */
function OrderState({ order, locale, t }: { order: OrderView; locale: Locale; t: Translate }) {
  if (order.status === 'pending') {
    return (
      <>
        <h1>{t('orderPendingTitle')}</h1>
        <p role="status">
          {t('orderPending', { email: order.buyer.email, number: order.number, time: order.confirmBy ? formatTime(order.confirmBy) : '' })}
        </p>
        <p>{t('orderPendingNoMail')}</p>
      </>
    )
  }
  if (order.status === 'cancelled') {
    const why =
      order.cancelReason === 'lapsed' ? 'orderLapsed' : order.cancelReason === 'unconfirmed' ? 'orderUnconfirmed' : 'orderCancelled'
    return (
      <>
        <h1>{`${t('orderNumber')} ${order.number}`}</h1>
        <p role="status">{t(why)}</p>
      </>
    )
  }
  // An order of gift vouchers alone has no tickets to collect (issue 46).
  const vouchersOnly = buysOnlyVouchers(order.lines)
  const due = !order.paymentDue ? '' : vouchersOnly ? formatDay(order.paymentDue, locale) : formatIn(order.paymentDue, locale, 'dayAndTime')
  return (
    <>
      <h1>{t('thanks')}</h1>
      <p>{t(vouchersOnly ? 'vouchers.orderConfirmed' : 'orderConfirmed', { number: order.number, email: order.buyer.email })}</p>
      {order.payment !== 'invoice' && order.paymentStatus === 'awaiting' ? (
        <p>{vouchersOnly ? t('vouchers.payBy', { due }) : t('payAtBoxOffice', { due })}</p>
      ) : null}
    </>
  )
}

/** The order's valid tickets for this device (issue 27), and the codes it must no longer keep. */
function keptTickets(order: OrderView) {
  const valid = order.status === 'confirmed' ? order.tickets.filter((ticket) => ticket.status === 'valid') : []
  const holder = `${order.buyer.first_name} ${order.buyer.last_name}`.trim()
  return {
    tickets: valid.map((ticket) =>
      deviceTicketOf({ ...ticket, order: order.number, holder, unpaid: order.paymentStatus === 'awaiting', account: null }),
    ),
    cancelled: order.tickets.filter((ticket) => !valid.includes(ticket)).map((ticket) => ticket.code),
  }
}

/**
 * An order's tickets: the performance, where, the seat group and price, the code and its QR code;
 * a subscription's (issue 46) together under its own heading.
 */
async function TicketList({
  order,
  locale,
  heading,
}: {
  order: Pick<OrderView, 'tickets' | 'paymentStatus' | 'lines'>
  locale: Locale
  heading: string
}) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const { single, bundles } = bySubscription(order.tickets)
  const cards = (tickets: OrderView['tickets'], Title: 'h3' | 'h4') => (
    <ul className="tickets__list">
      {tickets.map((ticket) => (
        <TicketCard
          key={ticket.code}
          Title={Title}
          qrSize={160}
          ticket={{
            code: ticket.code,
            title: ticket.title,
            when: ticketWhen(ticket.dateStart, locale, ticket.timeslot),
            timeslot: ticket.timeslot,
            where: ticketPlace(ticket.venue, ticket.room),
            seat: ticketSeat(ticket.seatGroup, ticket.priceName),
            cancelled: ticket.status === 'cancelled',
            unpaid: order.paymentStatus === 'awaiting',
            checkedIn: ticket.checkedInAt ? `${formatDay(ticket.checkedInAt, locale)}, ${formatTime(ticket.checkedInAt)}` : null,
          }}
        />
      ))}
    </ul>
  )
  return (
    <section className="tickets">
      <h2>{heading}</h2>
      {single.length > 0 ? cards(single, 'h3') : null}
      {order.lines
        .filter((line) => line.kind === 'subscription' && line.subscription !== null)
        .map((line) => (
          <section key={line.subscription} className="tickets__subscription">
            <h3>{t('subscriptions.lineTitle', { name: line.title })}</h3>
            <p>{t('subscriptions.details', { count: line.performances, price: formatCents(line.unitCents, locale) })}</p>
            {cards(bundles.get(line.subscription ?? '') ?? [], 'h4')}
          </section>
        ))}
    </section>
  )
}
