'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { CART_AMOUNT_COOKIE } from '@/features/booking/domain/cart'
import { CART_CHANGED_EVENT } from '@/features/booking/ui/openWidget'
import { readCookie } from '@/lib/browser/cookies'

import { OfflineEntry } from './OfflineEntry'

function cartAmount(): number {
  const value = Number.parseInt(readCookie(CART_AMOUNT_COOKIE) ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * The cart link with its item count, read from the cookie after hydration (the page HTML is the
 * same for everyone). An empty cart is named by a plain text: the plural message needs the ICU
 * formatter, which is costly to start, so it is only formatted for a visitor who has tickets.
 */
export function CartLink({ href, shopOnline }: { href: string; shopOnline: boolean }) {
  const t = useTranslations('shell.client')
  const [count, setCount] = useState(0)

  useEffect(() => {
    const update = () => setCount(cartAmount())
    update()
    // The booking widget updates the cookie and says so; another tab's change shows on coming back.
    window.addEventListener('focus', update)
    window.addEventListener(CART_CHANGED_EVENT, update)
    return () => {
      window.removeEventListener('focus', update)
      window.removeEventListener(CART_CHANGED_EVENT, update)
    }
  }, [])

  if (!shopOnline) return <OfflineEntry icon="cart" label={t('cart')} />
  return (
    <a href={href} className="top-nav__link" aria-label={`${t('cart')}: ${count > 0 ? t('cartCount', { count }) : t('cartEmpty')}`}>
      <span className="icon icon--cart" aria-hidden="true" />
      <span className="top-nav__text">{t('cart')}</span>
      {/* A space between name and count (a flex container does not draw it): the visible text reads
          'Warenkorb 2', which the accessible name holds word for word (axe: label-content-name-mismatch). */}
      {count > 0 && ' '}
      {count > 0 && (
        <span className="top-nav__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  )
}
