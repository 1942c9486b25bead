'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { Countdown } from './Countdown'

/**
 * The checkout's countdown of the hold (the cart's own clock): the buyer sees how long the seats
 * stay theirs while typing; when it runs out, the way back to the cart, where they are renewed.
 */
export function CheckoutHold({ until, serverNow, cartHref }: { until: string; serverNow: number; cartHref: string }) {
  const t = useTranslations('webshop')
  const [expired, setExpired] = useState(false)
  const markExpired = useCallback(() => setExpired(true), [])
  return (
    <div className="checkout__hold">
      <Countdown until={until} serverNow={serverNow} onExpired={markExpired} />
      {expired ? (
        <div className="cart__expired" role="alert">
          <p className="cart__expired-title">{t('expiredTitle')}</p>
          <p>
            <a href={cartHref}>{t('toCart')}</a>
          </p>
        </div>
      ) : null}
    </div>
  )
}
