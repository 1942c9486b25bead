'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { AnswerOf } from '@/api/answers'
import { formatCents } from '@/features/booking/domain/money'
import { lastValidDay } from '@/features/booking/domain/voucher'
import { isLocale } from '@/i18n/locales'
import { formatDay } from '@/lib/time/format'

type Orders = AnswerOf<'userOrders'>['results']

/**
 * The account's gift vouchers (issue 46): each one it bought, with what is left and until when,
 * and what vouchers paid of its own orders. A voucher given away keeps its balance here, but not
 * who spent it: that is the recipient's business.
 */
export function AccountVouchers({ orders }: { orders: Orders }) {
  const t = useTranslations('webshop')
  const language = useLocale()
  const locale = isLocale(language) ? language : 'de'
  const bought = orders
    .filter((order) => order.status !== 'cancelled')
    .flatMap((order) => order.vouchers.map((voucher) => ({ ...voucher, number: order.number })))
  const redeemed = orders.filter((order) => order.voucher_cents > 0 && order.status !== 'cancelled')
  return (
    <section aria-labelledby="account-vouchers" className="account__vouchers">
      <h2 id="account-vouchers">{t('vouchers.accountHeading')}</h2>
      {bought.length === 0 && redeemed.length === 0 ? <p>{t('vouchers.accountNone')}</p> : null}
      {bought.length > 0 ? (
        <ul className="account-vouchers">
          {bought.map((voucher) => (
            <li key={voucher.code}>
              <p className="order__code">
                <strong>{voucher.code}</strong> · {t(`vouchers.states.${voucher.state}`)}
              </p>
              <p>
                {t('vouchers.value')}: {formatCents(voucher.initial_cents, locale)} · {t('vouchers.balance')}:{' '}
                {formatCents(voucher.balance_cents, locale)} · {t('vouchers.validUntil')}{' '}
                {formatDay(lastValidDay(new Date(voucher.expires_at)), locale)}
              </p>
              <p className="shop-form__hint">{t('vouchers.bought', { number: voucher.number })}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {redeemed.length > 0 ? (
        <ul className="account-vouchers">
          {redeemed.map((order) => (
            <li key={order.number}>
              {t('vouchers.redeemedFor', { number: order.number, amount: formatCents(order.voucher_cents, locale) })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
