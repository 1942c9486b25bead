import { callPath } from '@/api/sitePaths'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { type Locale, otherLocale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { LogoMark } from '@/features/shell/ui/LogoMark'

import { SHOP_PATHS } from '@/lib/routing/shopPaths'

/**
 * The web shop's own frame (SPEC §2): the festival's logo leading home, the cart, the profile for a
 * logged-in customer and the log-in for anyone else,
 * the language switch (a link through a call that sets the locale cookie: the shop's paths carry no language), and a footer with the legal
 * links (terms, imprint, privacy) a buyer must be able to reach before paying.
 */
export async function ShopChrome({
  locale,
  path,
  customer,
  children,
}: {
  locale: Locale
  path: string
  /** A customer is logged in. */
  customer: boolean
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const shell = await getTranslations({ locale, namespace: 'shell' })
  const site = await getTranslations({ locale, namespace: 'site' })
  const other: Locale = otherLocale(locale)
  return (
    <div className="shop">
      <header className="shop__header">
        <a href={routePath(locale, 'home')} className="logo shop__logo">
          <LogoMark siteName={site('name')} homeLabel={shell('home')} />
        </a>
        <nav aria-label={t('title')} className="shop__nav">
          <a href={SHOP_PATHS.cart}>{t('cart')}</a>
          {customer ? <a href={routePath(locale, 'user-profile')}>{t('myProfile')}</a> : <a href={SHOP_PATHS.login}>{t('login')}</a>}
          <a
            href={`${callPath('shopLanguage', {})}?${new URLSearchParams({ locale: other, back: path })}`}
            hrefLang={other}
            lang={other}
            className="shop__language"
          >
            <span className="language-switch__code">{other.toUpperCase()}</span> {shell('client.otherLanguage')}
          </a>
        </nav>
      </header>
      <main id="main-content" className="shop__main">
        {children}
      </main>
      <footer className="shop__footer">
        <nav aria-label={shell('legalNavigation')}>
          <ul>
            <li>
              <a href={routePath(locale, 'legals-agb')}>{shell('gtc')}</a>
            </li>
            <li>
              <a href={routePath(locale, 'legals-imprint')}>{shell('imprint')}</a>
            </li>
            <li>
              <a href={routePath(locale, 'legals-privacy')}>{shell('privacy')}</a>
            </li>
          </ul>
        </nav>
        <p>{shell('copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  )
}
