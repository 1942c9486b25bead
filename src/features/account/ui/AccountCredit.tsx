'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { AnswerOf } from '@/api/answers'
import { formatCents } from '@/features/booking/domain/money'
import { isLocale } from '@/i18n/locales'
import { formatIn } from '@/lib/time/format'

type Credit = AnswerOf<'userOrders'>['credit']

/**
 * The account's credit (issue 46): what is left, and each change with its order (a refund of a
 * cancelled performance, spent on an order, given back when that order was cancelled).
 */
export function AccountCredit({ credit }: { credit: Credit }) {
  const t = useTranslations('webshop')
  const language = useLocale()
  const locale = isLocale(language) ? language : 'de'
  if (credit.balance_cents === 0 && credit.movements.length === 0) return null
  return (
    <section aria-labelledby="account-credit" className="account__credit">
      <h2 id="account-credit">{t('credit.heading')}</h2>
      <p>
        <strong>{t('credit.balance', { amount: formatCents(credit.balance_cents, locale) })}</strong>
      </p>
      <h3>{t('credit.history')}</h3>
      <ul className="account-vouchers">
        {credit.movements.map((movement, index) => (
          <li key={index}>
            {formatIn(new Date(movement.at), locale, 'date')}: {t(`credit.kinds.${movement.kind}`, { number: movement.order ?? '–' })}{' '}
            <strong>
              {movement.amount_cents > 0 ? '+' : '−'}
              {formatCents(Math.abs(movement.amount_cents), locale)}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  )
}
