'use client'

import { useLocale, useTranslations } from 'next-intl'

import { formatCents } from '@/features/booking/domain/money'
import { bySubscription } from '@/features/booking/domain/subscription'
import { ticketWhen } from '@/features/booking/domain/when'
import { useFavourites } from '@/features/programme/ui/favouritesStore'
import { isLocale } from '@/i18n/locales'
import { AccountSummary } from '@/features/shell/ui/AccountSummary'
import { TicketCard } from '@/features/booking/ui/TicketCard'
import { deviceTicketOf, ticketPlace, ticketSeat } from '@/features/offline/domain/deviceTickets'
import { KeepTicketsOnDevice } from '@/features/offline/ui/KeepTicketsOnDevice'
import { useUserDetails } from '@/features/shell/ui/useUserDetails'
import { routePath } from '@/i18n/routes'

import type { Locale } from '@/i18n/locales'
import { QueryScope } from '@/lib/browser/QueryScope'
import { formatIn } from '@/lib/time/format'

import { AccountReservations } from './AccountReservations'
import { AccountCredit } from './AccountCredit'
import { AccountVouchers } from './AccountVouchers'
import { LoginNeeded } from './LoginNeeded'
import { useAccountCall } from './useAccountCall'
import { useHydrated } from '@/lib/browser/useHydrated'
import type { AnswerOf } from '@/api/answers'
import { read } from '@/api/client'

/** An order as the account's orders call answers it (its route's own type). */
type Order = AnswerOf<'userOrders'>['results'][number]

const dateTime = (value: string, locale: Locale) => formatIn(new Date(value), locale, 'dayAndTime')

/** The customer's valid tickets for this device (issue 27), and the codes it must no longer keep. */
function keptTickets(orders: readonly Order[], holder: string, account: string) {
  const tickets = orders.flatMap((order) =>
    order.tickets.map((ticket) => ({ order, ticket, valid: order.status === 'confirmed' && ticket.status === 'valid' })),
  )
  return {
    tickets: tickets
      .filter((entry) => entry.valid)
      .map(({ order, ticket }) =>
        deviceTicketOf({
          code: ticket.code,
          order: order.number,
          title: ticket.title,
          dateStart: ticket.date_start,
          dateEnd: ticket.date_end,
          timeslot: ticket.timeslot,
          venue: ticket.venue,
          room: ticket.room,
          seatGroup: ticket.seat_group,
          priceName: ticket.price_name,
          holder,
          unpaid: order.payment_status === 'awaiting',
          account,
        }),
      ),
    cancelled: tickets.filter((entry) => !entry.valid).map((entry) => entry.ticket.code),
  }
}

/** 'My Profile': who is logged in, their reservations (issue 46), their orders with the tickets' QR codes, and their favourites. */
export function AccountProfile({ favouritesHref, settingsHref }: { favouritesHref: string; settingsHref: string }) {
  return (
    <QueryScope>
      <AccountProfileContent favouritesHref={favouritesHref} settingsHref={settingsHref} />
    </QueryScope>
  )
}

function AccountProfileContent({ favouritesHref, settingsHref }: { favouritesHref: string; settingsHref: string }) {
  const t = useTranslations('webshop')
  const screens = useTranslations('screens')
  const locale = useLocale()
  const orders = useAccountCall('userOrders', (init) => read('userOrders', init))
  const favourites = useFavourites()
  const user = useUserDetails()
  const running = useHydrated()
  if (orders.state === 'anonymous') {
    return <LoginNeeded />
  }
  return (
    <div className="account">
      <AccountSummary />
      <p className="account__links">
        <a href={settingsHref}>{screens('settings')}</a>
      </p>
      {orders.state === 'ready' ? <AccountReservations data={orders.data} /> : null}
      {orders.state === 'ready' ? <AccountCredit credit={orders.data.credit} /> : null}
      {orders.state === 'ready' ? <AccountVouchers orders={orders.data.results} /> : null}
      <section aria-labelledby="account-orders" className="account__orders">
        <h2 id="account-orders">{t('orders')}</h2>
        {orders.state === 'loading' && running ? <p role="status">{t('ordersLoading')}</p> : null}
        {orders.state === 'failed' ? <p role="alert">{t('callFailed')}</p> : null}
        {orders.state === 'ready' && orders.data.results.length === 0 ? <p>{t('noOrders')}</p> : null}
        {orders.state === 'ready'
          ? orders.data.results.map((order) => (
              <article key={order.number} className="account-order">
                <h3>{t('orderHeading', { number: order.number, date: dateTime(order.confirmed_at, locale) })}</h3>
                {order.status === 'cancelled' ? <p className="ticket__state">{t('orderCancelled')}</p> : null}
                <OrderTickets order={order} locale={isLocale(locale) ? locale : 'de'} />
                <p>
                  <a href={order.order_url}>{t('orderLink', { number: order.number })}</a>
                </p>
              </article>
            ))
          : null}
      </section>
      {orders.state === 'ready' && user ? (
        <KeepTicketsOnDevice
          {...keptTickets(
            orders.data.results,
            `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
            user.email ?? user.username ?? '',
          )}
          account={user.email ?? user.username ?? ''}
          myTicketsHref={routePath(locale, 'my-tickets')}
        />
      ) : null}
      <section aria-labelledby="account-favourites">
        <h2 id="account-favourites">{t('favouritesHeading')}</h2>
        <p>{t('favouritesCount', { count: favourites.ids.length })}</p>
        <p>
          <a href={favouritesHref}>{t('toFavourites')}</a>
        </p>
      </section>
    </div>
  )
}

/** An order's tickets in the account: the single ones, then each subscription (issue 46) under its own heading. */
function OrderTickets({ order, locale }: { order: Order; locale: Locale }) {
  const t = useTranslations('webshop')
  const { single, bundles } = bySubscription(order.tickets)
  const cards = (tickets: Order['tickets'], Title: 'h4' | 'h5') => (
    <ul className="tickets__list">
      {tickets.map((ticket) => (
        <TicketCard
          key={ticket.code}
          Title={Title}
          qrSize={140}
          lazy
          ticket={{
            code: ticket.code,
            title: ticket.title,
            when: ticketWhen(ticket.date_start, locale, ticket.timeslot),
            timeslot: ticket.timeslot,
            where: ticketPlace(ticket.venue, ticket.room),
            seat: ticketSeat(ticket.seat_group, ticket.price_name),
            cancelled: ticket.status === 'cancelled',
            unpaid: order.payment_status === 'awaiting',
            checkedIn: ticket.checked_in_at ? dateTime(ticket.checked_in_at, locale) : null,
          }}
        />
      ))}
    </ul>
  )
  return (
    <>
      {single.length > 0 ? cards(single, 'h4') : null}
      {order.subscriptions.map((subscription) => (
        <section
          key={subscription.key}
          className="account-order__subscription"
          aria-label={t('subscriptions.ticketsOf', { name: subscription.name })}
        >
          <h4>{t('subscriptions.lineTitle', { name: subscription.name })}</h4>
          <p>
            {t('subscriptions.details', {
              count: subscription.performances,
              price: formatCents(subscription.price_cents, locale),
            })}
          </p>
          {cards(bundles.get(subscription.key) ?? [], 'h5')}
        </section>
      ))}
    </>
  )
}
