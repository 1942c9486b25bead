'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { AnswerOf } from '@/api/answers'
import { formatCents } from '@/features/booking/domain/money'
import { isLocale } from '@/i18n/locales'
import { formatIn } from '@/lib/time/format'

type Credit = AnswerOf<'userOrders'>['credit']

/**
 * The account's credit (issue 46): what is left, and each change with its order (a refund of a
 * cancelled performance, spent on an order, given back when that order was cancelled, paid out by
 * the box office on request).
 */
export function AccountCredit({ credit }: { credit: Credit }) {
  const t = useTranslations('webshop')
  const language = useLocale()
  const locale = isLocale(language) ? language : 'de'
  if (credit.balance_cents === 0 && credit.movements.length === 0 && credit.payouts.length === 0) return null
  const day = (iso: string) => formatIn(new Date(iso), locale, 'date')
  return (
    <section aria-labelledby="account-credit" className="account__credit">
      <h2 id="account-credit">{t('credit.heading')}</h2>
      <p>
        <strong>{t('credit.balance', { amount: formatCents(credit.balance_cents, locale) })}</strong>
      </p>
      {credit.balance_cents > 0 ? <p>{t('credit.payoutHint')}</p> : null}
      <h3>{t('credit.history')}</h3>
      <ul className="account-vouchers">
        {credit.movements.map((movement, index) => (
          <li key={index}>
            {day(movement.at)}: {t(`credit.kinds.${movement.kind}`, { number: movement.order ?? '–' })}{' '}
            <strong>
              {movement.amount_cents > 0 ? '+' : '−'}
              {formatCents(Math.abs(movement.amount_cents), locale)}
            </strong>
          </li>
        ))}
      </ul>
      {credit.payouts.length > 0 ? (
        <>
          <h3>{t('credit.payouts')}</h3>
          <ul className="account-vouchers">
            {credit.payouts.map((payout, index) => (
              <li key={index}>
                {payout.transferred_at
                  ? t('credit.payoutTransferred', {
                      amount: formatCents(payout.amount_cents, locale),
                      date: day(payout.at),
                      done: day(payout.transferred_at),
                    })
                  : t('credit.payoutOpen', { amount: formatCents(payout.amount_cents, locale), date: day(payout.at) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
