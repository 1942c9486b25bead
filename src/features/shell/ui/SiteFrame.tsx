import type { ReactNode } from 'react'

import { LOCALES, type Locale } from '@/i18n/locales'
import { ROUTES, routePath } from '@/i18n/routes'

import { loadChrome } from '../server/chrome'
import { LOGIN_URL } from '../accountUrls'
import { Breadcrumb } from './Breadcrumb'
import type { Crumb } from '../domain/breadcrumb'
import { BreakingNews } from './BreakingNews'
import { Footer } from './Footer'
import { Header } from './Header'
import { StickyBar } from './StickyBar'
import type { StickyLink } from '../domain/sticky'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

type Props = {
  locale: Locale
  /** The same page in each language; defaults to the home pages. */
  siblings?: Partial<Record<Locale, string>>
  /** Breadcrumb steps after Home; none on the home page. */
  trail?: Crumb[]
  landing?: boolean
  stickyLinks?: StickyLink[]
  /** SPEC §2 layouts: default, error (no breadcrumb, no sticky bar), dashboard (the account area). */
  layout?: 'default' | 'error' | 'dashboard'
  children: ReactNode
}

/**
 * The frame of every public page: breaking news, header, breadcrumb, main content, sticky bar,
 * footer. Rendered by each page (not a layout) because the language switch needs the page's own
 * sibling URLs (SPEC §2: it goes to the same page in the other language).
 */
export async function SiteFrame({ locale, siblings = {}, trail, landing = false, stickyLinks = [], layout = 'default', children }: Props) {
  const { navigation, settings, design, alert, footer } = await loadChrome(locale)
  const fullSiblings: Record<Locale, string> = {
    de: siblings.de ?? routePath('de', 'home'),
    en: siblings.en ?? routePath('en', 'home'),
  }
  return (
    <div className={`site site--${layout}${landing ? ' site--landing' : ''}`}>
      {alert && !landing && <BreakingNews alert={alert} />}
      <Header
        locale={locale}
        siblings={fullSiblings}
        landing={landing}
        menu={navigation.menu}
        secondary={navigation.secondary}
        theme={design.header_theme ?? 'cc01'}
        logoLink={design.header_logo_link ?? '/'}
        cartHref={design.header_basket_link ?? SHOP_PATHS.cart}
        loginUrl={LOGIN_URL}
        shopOnline={settings.is_shop_online}
      />
      <main id="main-content" tabIndex={-1} className={`page page--${layout}`}>
        {trail && trail.length > 0 && <Breadcrumb locale={locale} trail={trail} />}
        {children}
      </main>
      {layout !== 'error' && (
        <StickyBar
          ticketsHref={routePath(locale, 'events', {}, { overlay: 'true' })}
          programmePaths={LOCALES.map((each) => ROUTES.events[each])}
          showTicketButton={design.sticky_overlay_button !== false}
          links={stickyLinks}
        />
      )}
      <Footer
        locale={locale}
        links={navigation.footer}
        content={footer}
        html={{ top: settings.html_footer_top, bottom: settings.html_footer_bottom, logos: settings.html_footer_logos }}
      />
    </div>
  )
}
