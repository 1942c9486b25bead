'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { forgetAccount } from '@/lib/browser/deviceAccount'
import { forgetDeviceTickets } from '@/lib/browser/deviceTickets'
import { routePath } from '@/i18n/routes'

import { LOGOUT_URL } from '../accountUrls'
import type { UserDetails } from '../server/shell'

/**
 * A logged-in visitor's name with the dropdown 'My Profile' / 'Log out' (SPEC §1). Loaded only
 * once the visitor is known to be logged in (AccountLink), so anonymous pages never download or
 * start the dropdown and its positioning code.
 */
export function AccountMenu({ user }: { user: UserDetails }) {
  const t = useTranslations('shell.client')
  const locale = useLocale()
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
  const logout = `${user.logout_url ?? LOGOUT_URL}?locale=${locale === 'en' ? 'en' : 'de'}`
  // Logging out removes the tickets kept on this device (issue 27): the list at once, their QR codes
  // as far as the page lives (what is left goes with the next tickets kept).
  const onLogout = () => {
    forgetAccount()
    void forgetDeviceTickets().catch(() => undefined)
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="top-nav__link top-nav__user" aria-label={t('accountOf', { name })}>
        <span className="icon icon--account" aria-hidden="true" />
        <span className="top-nav__text top-nav__name">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={6}>
          <DropdownMenu.Item asChild>
            <Link href={routePath(locale === 'en' ? 'en' : 'de', 'user-profile')}>{t('myProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            {/* The page's language goes with the logout, which returns to the home page in it. */}
            <a href={logout} onClick={onLogout}>
              {t('logout')}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
