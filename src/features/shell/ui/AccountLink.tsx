'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import { OfflineEntry } from './OfflineEntry'
import { useUserDetails } from './useUserDetails'

const AccountMenu = dynamic(() => import('./AccountMenu').then((module) => module.AccountMenu), {
  ssr: false,
  // The moment the menu's code arrives: the entry keeps its place and icon.
  loading: () => (
    <span className="top-nav__link" aria-hidden="true">
      <span className="icon icon--account" />
    </span>
  ),
})

/**
 * The account entry (SPEC §1, §6). Anonymous: a link to the login address the server names.
 * Logged in: first and last name with a dropdown 'My Profile' / 'Log out' (AccountMenu, loaded
 * only then). The page HTML is the same for everyone, so who is logged in is asked once per page
 * load (GET /api/user-details/); a failure leaves the anonymous link and is only logged (SPEC §8).
 */
export function AccountLink({ loginUrl, shopOnline }: { loginUrl: string; shopOnline: boolean }) {
  const t = useTranslations('shell.client')
  const user = useUserDetails()

  if (!shopOnline) return <OfflineEntry icon="account" label={t('account')} />
  if (user?.is_logged_in) return <AccountMenu user={user} />
  return (
    <a href={user?.login_url ?? loginUrl} className="top-nav__link">
      <span className="icon icon--account" aria-hidden="true" />
      <span className="top-nav__text">{t('account')}</span>
    </a>
  )
}
