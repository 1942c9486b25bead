import { getTranslations } from 'next-intl/server'

import { cartFailureOf } from '@/features/booking/domain/cartErrors'
import { MAX_TICKETS_PER_PRICE } from '@/features/booking/domain/selection'
import type { Locale } from '@/i18n/locales'

/** What went wrong, from a shop form's `result` (a performance's, a subscription's): the provider's code or a problem with the input. */
export async function CartOutcome({ locale, result }: { locale: Locale; result: string | null }) {
  if (!result) return null
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const booking = await getTranslations({ locale, namespace: 'booking' })
  let lines: string[]
  if (result === 'none') lines = [t('noTicketsChosen')]
  else if (result === 'invalid') lines = [t('ticketsInvalid', { max: MAX_TICKETS_PER_PRICE })]
  else if (result === 'limited') lines = [t('tooMany')]
  else if (result === 'offline') lines = [t('shopOffline')]
  else {
    const failure = cartFailureOf(result)
    const sentence =
      failure.kind === 'notEnoughSeats'
        ? booking('notEnoughSeats')
        : failure.kind === 'noReservation'
          ? booking('noReservation')
          : failure.kind === 'limitReached'
            ? booking('limitReached')
            : null
    lines = [
      booking('error'),
      ...(sentence ? [sentence] : []),
      ...('code' in failure ? [booking('errorCode', { code: failure.code })] : []),
    ]
  }
  return (
    <div role="alert" className="shop-form__error shop-event__outcome">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
