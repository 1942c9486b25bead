'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { routePath } from '@/i18n/routes'

import { LOGOUT_URL } from '../accountUrls'
import { OfflineEntry } from './OfflineEntry'
import { useUserDetails } from './useUserDetails'


/**
 * The account entry (SPEC §1, §6). Anonymous: a link to the login address the server names.
 * Logged in: first and last name with a dropdown 'My Profile' / 'Log out'. The page HTML is the
 * same for everyone, so who is logged in is asked once per page load (GET /api/user-details/);
 * a failure leaves the anonymous link and is only logged (SPEC §8).
 */
export function AccountLink({ loginUrl, shopOnline }: { loginUrl: string; shopOnline: boolean }) {
  const t = useTranslations('shell')
  const locale = useLocale()
  const user = useUserDetails()

  if (!shopOnline) return <OfflineEntry icon="account" label={t('account')} />

  if (!user?.is_logged_in) {
    return (
      <a href={user?.login_url ?? loginUrl} className="top-nav__link">
        <span className="icon icon--account" aria-hidden="true" />
        <span className="top-nav__text">{t('account')}</span>
      </a>
    )
  }

  const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
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
            <a href={user.logout_url ?? LOGOUT_URL}>{t('logout')}</a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
