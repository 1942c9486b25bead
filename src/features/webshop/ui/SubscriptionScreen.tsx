import { randomBytes } from 'node:crypto'

import { getTranslations } from 'next-intl/server'

import { callPath } from '@/api/sitePaths'
import { getPayloadClient } from '@/cms/client'
import { formatCents } from '@/features/booking/domain/money'
import { ticketWhen } from '@/features/booking/domain/when'
import type { SubscriptionOffer } from '@/features/booking/provider'
import { ticketingProvider } from '@/features/booking/providers/registry'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { shopSubscriptionPath } from '@/lib/routing/shopPaths'

import { CartOutcome } from './CartOutcome'

/** The series sold as subscriptions (one, or all), live. */
export async function subscriptionOffers(locale: Locale, seriesId?: number): Promise<SubscriptionOffer[]> {
  const payload = await getPayloadClient()
  return ticketingProvider(payload).subscriptionOffers(locale, seriesId === undefined ? {} : { seriesId })
}

/**
 * /webshop/series/{id} (issue 46; SPEC §2 maps the provider's series pages to ours): a series sold
 * as a subscription, its performances ahead with what each has left, and a form that puts one seat
 * at each into the cart, all together, with or without JavaScript.
 */
export async function SubscriptionScreen({ locale, offer, result }: { locale: Locale; offer: SubscriptionOffer; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const headingId = 'shop-subscription-title'
  const count = offer.performances.length
  return (
    <article className="shop-subscription" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('subscriptions.pageTitle', { name: offer.name })}</h1>
      <p>{t('subscriptions.pageIntro', { count, name: offer.name })}</p>
      <p className="shop-subscription__price">
        <span>{t('subscriptions.price')}</span> <strong>{formatCents(offer.priceCents, locale)}</strong>{' '}
        {offer.regularCents > offer.priceCents ? (
          <span className="shop-form__hint">{t('subscriptions.regular', { regular: formatCents(offer.regularCents, locale) })}</span>
        ) : null}
      </p>
      <CartOutcome locale={locale} result={result} />
      <h2>{t('subscriptions.performances')}</h2>
      <ol className="shop-subscription__performances">
        {offer.performances.map((performance) => (
          <li key={performance.eventId} className="shop-subscription__performance">
            <strong>{performance.title}</strong>
            <span>{ticketWhen(performance.dateStart, locale)}</span>
            {performance.venue ? <span>{performance.venue}</span> : null}
            <span>{t('subscriptions.seatGroup', { name: performance.seatGroup })}</span>
            <span className={performance.left > 0 ? 'shop-subscription__left' : 'shop-subscription__left shop-subscription__left--none'}>
              {performance.left > 0 ? t('subscriptions.seatsLeft', { count: performance.left }) : t('subscriptions.soldOut')}
            </span>
          </li>
        ))}
      </ol>
      {offer.available ? (
        <form action={callPath('subscriptionForm', {})} method="post" className="shop-form shop-subscription__form">
          <input type="hidden" name="series" value={offer.seriesId} />
          {/* One key per form shown: pressing the button twice holds the subscription once. */}
          <input type="hidden" name="key" value={randomBytes(16).toString('hex')} />
          <p className="shop-form__hint">{t('subscriptions.holdHint')}</p>
          <button type="submit" className="button button--primary">
            {t('subscriptions.add')}
          </button>
        </form>
      ) : (
        <p role="status">{t('subscriptions.notAvailable')}</p>
      )}
      <p>
        <a href={routePath(locale, 'series-slug-id', { parts: [offer.seriesId] })}>{t('subscriptions.toSeries')}</a>
      </p>
    </article>
  )
}

/** /webshop/series: every series sold as a subscription, with its count and price. */
export async function SubscriptionsScreen({ locale, offers }: { locale: Locale; offers: readonly SubscriptionOffer[] }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  return (
    <>
      <h1>{t('subscriptions.title')}</h1>
      <p>{t('subscriptions.intro')}</p>
      {offers.length === 0 ? (
        <p role="status">{t('subscriptions.none')}</p>
      ) : (
        <ul className="shop__links">
          {offers.map((offer) => (
            <li key={offer.seriesId}>
              <a href={shopSubscriptionPath(offer.seriesId)}>{t('subscriptions.toPage', { name: offer.name })}</a>{' '}
              <span className="shop-form__hint">
                {t('subscriptions.details', { count: offer.performances.length, price: formatCents(offer.priceCents, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
