import { getTranslations } from 'next-intl/server'

import { formatCents } from '@/features/booking/domain/money'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { shownLine, visitorCart } from '../server/cart'
import { CartView } from './CartView'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

/** /webshop/cart: the basket with its countdown, or a pointer to the programme when it is empty. */
export async function CartScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const cart = await visitorCart(locale)
  const programme = routePath(locale, 'events')
  return (
    <>
      <h1 id="cart-title" tabIndex={-1}>
        {t('cart')}
      </h1>
      {!cart || cart.lines.length === 0 ? (
        <>
          <p>{t('cartEmpty')}</p>
          <p>
            <a className="button" href={programme}>
              {t('toProgramme')}
            </a>
          </p>
        </>
      ) : (
        <CartView
          lines={cart.lines.map((line) => shownLine(line, locale))}
          total={formatCents(cart.totalCents, locale)}
          serverNow={new Date().getTime()}
          checkoutHref={SHOP_PATHS.checkout}
          programmeHref={programme}
        />
      )}
    </>
  )
}
