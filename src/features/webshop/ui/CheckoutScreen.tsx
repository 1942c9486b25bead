import { getTranslations } from 'next-intl/server'

import { formatCents } from '@/features/booking/domain/money'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { cartEntries } from '../domain/cartLines'
import { shownLine, visitorCart, visitorCustomer } from '../server/cart'
import { CheckoutForm } from './CheckoutForm'
import { CheckoutHold } from './CheckoutHold'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'
import { invoiceOpenFor, offeredMethods } from '@/features/booking/payment'
import { firstStartOf } from '@/features/booking/domain/order'
import { invoiceAccount } from '@/features/booking/server/bank'
import { saleSettings } from '@/features/booking/server/saleSettings'
import { getPayloadClient } from '@/cms/client'
import { ticketingProvider } from '@/features/booking/providers/registry'

/**
 * /webshop/checkout: what is being bought, then the buyer's details, payment and terms. An empty
 * or expired basket sends the buyer back to the cart, where it is renewed.
 */
export async function CheckoutScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const payload = await getPayloadClient()
  const [cart, customer, bank, settings] = await Promise.all([
    visitorCart(locale),
    visitorCustomer(),
    invoiceAccount(payload),
    saleSettings(payload),
  ])
  const live = cart?.lines.filter((line) => line.live) ?? []
  if (!cart || live.length === 0 || cart.lines.length !== live.length) {
    return (
      <>
        <h1>{t('checkout')}</h1>
        <p>{cart && cart.lines.length > 0 ? t('expiredTitle') : t('cartEmpty')}</p>
        <p>
          <a className="button" href={cart && cart.lines.length > 0 ? SHOP_PATHS.cart : routePath(locale, 'events')}>
            {cart && cart.lines.length > 0 ? t('toCart') : t('toProgramme')}
          </a>
        </p>
      </>
    )
  }
  const invoiceOpen = invoiceOpenFor(firstStartOf(live), new Date(), settings.invoiceCloseDays)
  // The seats stay held until the earliest line's clock runs out.
  const until = new Date(Math.min(...live.map((line) => line.expiresAt.getTime()))).toISOString()
  return (
    <>
      <h1>{t('checkout')}</h1>
      <CheckoutHold until={until} serverNow={new Date().getTime()} cartHref={SHOP_PATHS.cart} />
      <section aria-labelledby="checkout-summary" className="checkout__summary">
        <h2 id="checkout-summary">{t('summary')}</h2>
        <ul className="cart__lines cart__lines--compact">
          {cartEntries(live.map((line) => shownLine(line, locale))).map((entry) =>
            entry.kind === 'line' ? (
              <li key={entry.line.id} className="cart-line">
                <p className="cart-line__title">{entry.line.title}</p>
                <p>
                  {entry.line.when}
                  {entry.line.where ? ` · ${entry.line.where}` : ''}
                </p>
                <p>
                  {entry.line.quantity} × {entry.line.seatGroup}, {entry.line.priceName} ({entry.line.unitPrice}): {entry.line.lineTotal}
                </p>
              </li>
            ) : (
              <li key={entry.key} className="cart-line">
                <p className="cart-line__title">{t('subscriptions.cartTitle', { name: entry.name })}</p>
                <p>
                  {t('subscriptions.cartPerformances', { count: entry.lines.length })}, {entry.seatGroups.join(', ')}:{' '}
                  {formatCents(entry.totalCents, locale)}
                </p>
                <ul className="cart-line__performances">
                  {entry.lines.map((line) => (
                    <li key={line.id}>
                      {line.title}: {line.when}
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
        <p className="cart__total">
          <span>{t('total')}</span> <strong>{formatCents(cart.totalCents, locale)}</strong>
        </p>
      </section>
      <CheckoutForm
        initial={customer ? { first_name: customer.first_name, last_name: customer.last_name, email: customer.email } : {}}
        totalCents={cart.totalCents}
        termsHref={routePath(locale, 'legals-agb')}
        cartHref={SHOP_PATHS.cart}
        methods={offeredMethods(bank, invoiceOpen)}
        lapseMinutes={settings.boxOfficeLapseMinutes}
        invoiceClosedDays={bank && !invoiceOpen ? settings.invoiceCloseDays : null}
        guest={!customer}
        creditCents={customer ? (await ticketingProvider(payload).creditBalance(customer.id)).balanceCents : 0}
      />
    </>
  )
}
