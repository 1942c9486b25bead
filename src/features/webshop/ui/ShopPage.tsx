import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { loadChrome } from '@/features/shell/server/chrome'
import { routePath } from '@/i18n/routes'

import { shopLocale } from '../server/locale'
import { LoginForm } from './LoginForm'

type Props = { params: Promise<{ path?: string[] }> }

export async function shopMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await shopLocale(), namespace: 'webshop' })
  return { title: t('title') }
}

/**
 * The web-shop screens in their own layout (SPEC §2), on every shop root (/webshop, /testshop,
 * ...). The account login lives here now; the cart, checkout and order screens come with the
 * ticket-booking issue.
 */
export async function ShopPage({ params }: Props) {
  const { path = [] } = await params
  const locale = await shopLocale()
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const { settings } = await loadChrome(locale)
  const screen = path.join('/')
  return (
    <div className="shop">
      <header className="shop__header">
        <a href={routePath(locale, 'home')} className="shop__back">
          ← {t('backToSite')}
        </a>
        <p className="shop__brand">{t('title')}</p>
      </header>
      <main id="main-content" className="shop__main">
        {!settings.is_shop_online ? (
          <>
            <h1>{t('title')}</h1>
            <p role="status">{t('shopOffline')}</p>
          </>
        ) : screen === 'account/login' ? (
          <>
            <h1>{t('login')}</h1>
            <LoginForm home={routePath(locale, 'home')} />
          </>
        ) : (
          <>
            <h1>{screen === 'cart' ? t('cart') : t('title')}</h1>
            <p>{t('intro')}</p>
          </>
        )}
      </main>
    </div>
  )
}
