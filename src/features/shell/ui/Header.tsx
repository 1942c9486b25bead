import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { type Locale, otherLocale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { AccountLink } from './AccountLink'
import { BurgerMenu } from './BurgerMenu'
import { CartLink } from './CartLink'
import { DesktopMenu } from './DesktopMenu'
import { HeaderFrame } from './HeaderFrame'
import { LanguageSwitch } from './LanguageSwitch'
import type { FooterLink as NavLink, NavItem } from '../server/shell'
import { OpeningHoursToday } from './OpeningHoursToday'
import { SearchToggle } from './SearchToggle'
import { LogoMark } from './LogoMark'

type Props = {
  locale: Locale
  /** The same page in each language (SPEC §3 siblings). */
  siblings: Record<Locale, string>
  landing: boolean
  menu: NavItem[]
  secondary: NavLink[]
  theme: string
  logoLink: string
  cartHref: string
  loginUrl: string
  shopOnline: boolean
}

/**
 * The header (SPEC §2): top bar with today's opening hours, language switch, favourites, cart,
 * account and search; the logo; the desktop menu and the burger menu (hidden on landing pages).
 */
export async function Header(props: Props) {
  const { locale, siblings, landing } = props
  const t = await getTranslations('shell')
  const siteName = (await getTranslations('site'))('name')
  const other: Locale = otherLocale(locale)
  const logoHref = !props.logoLink || props.logoLink === '/' ? routePath(locale, 'home') : props.logoLink

  return (
    <HeaderFrame theme={props.theme}>
      <div className="topbar">
        <div className="topbar__inner">
          <OpeningHoursToday />
          <nav aria-label={t('serviceNavigation')}>
            <ul className="top-nav">
              <li>
                <LanguageSwitch href={siblings[other]} locale={other} />
              </li>
              <li>
                <Link href={routePath(locale, 'favourites')} className="top-nav__link">
                  <span className="icon icon--heart" aria-hidden="true" />
                  <span className="top-nav__text">{t('favourites')}</span>
                </Link>
              </li>
              <li>
                <CartLink href={props.cartHref} shopOnline={props.shopOnline} />
              </li>
              <li>
                <AccountLink loginUrl={props.loginUrl} shopOnline={props.shopOnline} />
              </li>
              <li>
                <SearchToggle />
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="mainbar">
        <Link href={logoHref} className="logo">
          <LogoMark siteName={siteName} homeLabel={t('home')} />
        </Link>
        {!landing && <DesktopMenu menu={props.menu} />}
        {!landing && <BurgerMenu menu={props.menu} secondary={props.secondary} />}
      </div>
    </HeaderFrame>
  )
}
