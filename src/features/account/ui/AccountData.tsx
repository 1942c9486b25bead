'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { AnswerOf } from '@/api/answers'
import { callUrl, read } from '@/api/client'
import { formatCents } from '@/features/booking/domain/money'
import { isLocale, type Locale } from '@/i18n/locales'
import { QueryScope } from '@/lib/browser/QueryScope'
import { useHydrated } from '@/lib/browser/useHydrated'
import { formatIn } from '@/lib/time/format'

import { LoginNeeded } from './LoginNeeded'
import { useAccountCall } from './useAccountCall'

type Data = AnswerOf<'userData'>

/**
 * 'My data' (issue 46, DSGVO Art. 15): the same document as the download, readable and printable,
 * section by section. Empty sections say so, so the page shows what is not stored as well.
 */
export function AccountData({ settingsHref }: { settingsHref: string }) {
  return (
    <QueryScope>
      <AccountDataContent settingsHref={settingsHref} />
    </QueryScope>
  )
}

function AccountDataContent({ settingsHref }: { settingsHref: string }) {
  const t = useTranslations('account')
  const shop = useTranslations('webshop')
  const screens = useTranslations('screens')
  const running = useHydrated()
  const loaded = useAccountCall('userData', (init) => read('userData', init))
  if (loaded.state === 'anonymous') return <LoginNeeded />
  if (loaded.state === 'loading') return <div className="account">{running ? <p role="status">{screens('accountLoading')}</p> : null}</div>
  if (loaded.state === 'failed')
    return (
      <div className="account">
        <p role="alert">{shop('callFailed')}</p>
      </div>
    )
  return (
    <div className="account account-data">
      <p className="account__links">
        <a href={callUrl('userData', { query: { download: '1' } })} download>
          {t('dataDownload')}
        </a>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('dataPrint')}
        </button>
        <a href={settingsHref}>{screens('settings')}</a>
      </p>
      <DataSections data={loaded.data} />
    </div>
  )
}

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: React.ReactNode }) {
  const t = useTranslations('account')
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p>{t('dataNone')}</p> : children}
    </section>
  )
}

function DataSections({ data }: { data: Data }) {
  const t = useTranslations('account')
  const shop = useTranslations('webshop')
  const raw = useLocale()
  const locale: Locale = isLocale(raw) ? raw : 'de'
  const when = (value: string | null) => (value ? formatIn(new Date(value), locale, 'dayAndTime') : '–')
  const { account } = data
  return (
    <>
      <p>{t('dataAsOf', { date: when(data.exported_at) })}</p>
      <Section id="data-account" title={t('dataAccount')} empty={!account}>
        {account ? (
          <dl className="account-data__facts">
            <dt>{t('dataName')}</dt>
            <dd>{`${account.first_name} ${account.last_name}`}</dd>
            <dt>{t('dataEmail')}</dt>
            <dd>{account.email}</dd>
            {account.pending_email ? (
              <>
                <dt>{t('dataPendingEmail')}</dt>
                <dd>{account.pending_email}</dd>
              </>
            ) : null}
            <dt>{t('dataLanguage')}</dt>
            <dd>{t('dataLanguageName', { language: account.preferred_language })}</dd>
            <dt>{t('dataCreated')}</dt>
            <dd>{when(account.created_at)}</dd>
            <dt>{t('dataConfirmed')}</dt>
            <dd>{account.email_confirmed ? t('dataYes') : t('dataNo')}</dd>
            <dt>{t('dataSessions')}</dt>
            <dd>{account.signed_in_sessions.length}</dd>
          </dl>
        ) : null}
      </Section>
      <Section id="data-favourites" title={t('dataFavourites')} empty={data.favourites.length === 0}>
        <ul>
          {data.favourites.map((entry, index) => (
            <li key={index}>{`${entry.event ?? '–'}, ${when(entry.date_start)}`}</li>
          ))}
        </ul>
      </Section>
      <Section id="data-calendar" title={t('dataCalendar')} empty={!data.calendar_subscription}>
        {data.calendar_subscription ? (
          <p>
            <code className="account__secret">{data.calendar_subscription.url}</code>
            <br />
            {`${t('dataCalendarLastRead')}: ${when(data.calendar_subscription.last_read_at)}`}
          </p>
        ) : null}
      </Section>
      <Section id="data-orders" title={t('dataOrders')} empty={data.orders.length === 0}>
        {data.orders.map((order) => (
          <article key={order.number} className="account-order">
            <h3>{t('dataOrder', { number: order.number, date: when(order.placed_at) })}</h3>
            <dl className="account-data__facts">
              <dt>{t('dataStatus')}</dt>
              <dd>{t('dataOrderStatus', { status: order.status })}</dd>
              <dt>{t('dataPayment')}</dt>
              <dd>{t('dataPaymentStatus', { method: order.payment, status: order.payment_status })}</dd>
              <dt>{t('dataTotal')}</dt>
              <dd>{formatCents(order.total_cents, locale)}</dd>
              <dt>{t('dataName')}</dt>
              <dd>{`${order.buyer.first_name} ${order.buyer.last_name}`}</dd>
              <dt>{t('dataEmail')}</dt>
              <dd>{order.buyer.email}</dd>
              <dt>{t('dataAddress')}</dt>
              <dd>
                {[order.buyer.street, `${order.buyer.postal_code} ${order.buyer.city}`.trim(), order.buyer.country]
                  .filter(Boolean)
                  .join(', ') || '–'}
              </dd>
            </dl>
            <ul>
              {order.lines.map((line, index) => (
                <li key={index}>
                  {line.kind === 'voucher'
                    ? `${line.quantity} × ${line.event}, ${formatCents(line.unit_cents, locale)}`
                    : `${line.quantity} × ${line.event}, ${when(line.date_start)}, ${line.seat_group}, ${line.price}`}
                </li>
              ))}
            </ul>
            {order.tickets.length > 0 ? (
              <p>
                {`${t('dataTickets')}: `}
                {order.tickets.map((ticket) => `${ticket.code} (${t('dataTicketStatus', { status: ticket.status })})`).join(', ')}
              </p>
            ) : null}
            {order.paid_by_voucher_cents > 0 ? (
              <p>{`${shop('vouchers.paidByVoucher')}: ${formatCents(order.paid_by_voucher_cents, locale)}`}</p>
            ) : null}
            {order.vouchers.length > 0 ? (
              <p>
                {`${shop('vouchers.accountHeading')}: `}
                {order.vouchers
                  .map(
                    (voucher) =>
                      `${voucher.code} (${formatCents(voucher.balance_cents, locale)} / ${formatCents(voucher.value_cents, locale)}, ${shop(`vouchers.states.${voucher.state}`)})`,
                  )
                  .join(', ')}
              </p>
            ) : null}
          </article>
        ))}
      </Section>
      <Section id="data-waiting" title={t('dataWaitingList')} empty={data.waiting_list.length === 0}>
        <ul>
          {data.waiting_list.map((entry, index) => (
            <li key={index}>
              {t('dataWaitingEntry', {
                event: entry.event ?? '–',
                date: when(entry.date_start),
                tickets: entry.tickets,
                status: t('dataWaitingStatus', { status: entry.status }),
              })}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="data-forms" title={t('dataForms')} empty={data.form_entries.length === 0}>
        {data.form_entries.map((entry, index) => (
          <article key={index} className="account-order">
            <h3>{t('dataFormEntry', { form: entry.form ?? '–', date: when(entry.sent_at) })}</h3>
            <dl className="account-data__facts">
              {Object.entries(valuesOf(entry.values)).map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              {entry.files.length > 0 ? (
                <div>
                  <dt>{t('dataFiles')}</dt>
                  <dd>{entry.files.join(', ')}</dd>
                </div>
              ) : null}
            </dl>
          </article>
        ))}
      </Section>
    </>
  )
}

/** A form entry's values as text, whatever the form asked (lists joined, yes/no as ✓/–). */
function valuesOf(values: unknown): Record<string, string> {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {}
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? '✓' : '–') : String(value ?? ''),
    ]),
  )
}
