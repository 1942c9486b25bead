import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { CART_PATH } from '../domain/cart'
import { type CartFailure, queueLink } from '../domain/cartErrors'

export type Outcome =
  { state: 'idle' } | { state: 'loading' } | { state: 'success'; count: number; cartUrl: string } | { state: 'error'; failure: CartFailure }

type Translate = ReturnType<typeof useTranslations<'booking'>>

export function failureText(t: Translate, failure: CartFailure): string {
  if (failure.kind === 'notEnoughSeats') return t('notEnoughSeats')
  if (failure.kind === 'noReservation') return t('noReservation')
  if (failure.kind === 'limitReached') return t('limitReached')
  if (failure.kind === 'code') return t('errorCode', { code: failure.code })
  if (failure.kind === 'queue') return t('queueClosed')
  return ''
}

/** The sale opening's waiting room (issue 43): why the widget does not book now, and the way to the visitor's turn. */
export function QueueNotice({ failure }: { failure: { queueUrl: string } }) {
  const t = useTranslations('booking')
  return (
    <div className="booking-widget__notice booking-widget__queue" role="status">
      <p>{t('queueClosed')}</p>
      <a
        className="button"
        href={queueLink(failure, typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search)}
      >
        {t('toQueue')}
      </a>
    </div>
  )
}

/**
 * What became of "Add to cart". It takes the place of the tickets, the button pressed included, so
 * the focus comes here (issue 44: it fell to the page, and "Go to cart" was out of a keyboard's
 * reach): to the cart link, described by the confirmation, once the tickets are in; to the answer
 * itself while it is awaited or when it is a refusal, its way on the next Tab.
 */
export function Summary({ outcome, shopUrl }: { outcome: Outcome; shopUrl: string }) {
  const t = useTranslations('booking')
  const box = useRef<HTMLDivElement>(null)
  const cartLink = useRef<HTMLAnchorElement>(null)
  const confirmationId = useId()
  useEffect(() => {
    ;(cartLink.current ?? box.current)?.focus()
  }, [outcome.state])
  if (outcome.state === 'loading') {
    return (
      <div ref={box} tabIndex={-1} className="booking-widget__body booking-widget__summary" aria-busy="true">
        <p>{t('adding')}</p>
      </div>
    )
  }
  if (outcome.state === 'success') {
    return (
      <div className="booking-widget__body booking-widget__summary booking-widget__summary--success">
        <p id={confirmationId}>{t('success', { count: outcome.count })}</p>
        <a ref={cartLink} className="button" href={outcome.cartUrl} aria-describedby={confirmationId}>
          {t('toCart')}
        </a>
      </div>
    )
  }
  if (outcome.state !== 'error') return null
  if (outcome.failure.kind === 'queue')
    return (
      <div ref={box} tabIndex={-1} className="booking-widget__body booking-widget__summary">
        <QueueNotice failure={outcome.failure} />
      </div>
    )
  const detail = failureText(t, outcome.failure)
  if (outcome.failure.kind === 'limitReached') {
    // The shop holds the same cap: the cart is where the visitor can go on.
    return (
      <div ref={box} tabIndex={-1} className="booking-widget__body booking-widget__summary booking-widget__summary--error">
        <p className="booking-widget__error">{t('error')}</p>
        <p>{detail}</p>
        <p>{t('errorCode', { code: outcome.failure.code })}</p>
        <a className="button" href={CART_PATH}>
          {t('toCart')}
        </a>
      </div>
    )
  }
  return (
    <div ref={box} tabIndex={-1} className="booking-widget__body booking-widget__summary booking-widget__summary--error">
      <p className="booking-widget__error">{t('error')}</p>
      {detail ? <p>{detail}</p> : null}
      {/* SPEC §8: the two named failures show their numeric code too, as every other code does. */}
      {outcome.failure.kind === 'notEnoughSeats' || outcome.failure.kind === 'noReservation' ? (
        <p>{t('errorCode', { code: outcome.failure.code })}</p>
      ) : null}
      <p>{t('buyInShop')}</p>
      <a className="button" href={shopUrl}>
        {t('toWebshop')}
      </a>
    </div>
  )
}
