'use client'

import { useTranslations } from 'next-intl'
import { useHydrated } from '@/lib/browser/useHydrated'
import { LOGIN_URL } from '../accountUrls'
import { useUserDetails } from './useUserDetails'

/** The visitor's own account on the dashboard screens, read from GET /api/user-details/. */
export function AccountSummary() {
  const t = useTranslations('screens')
  const details = useUserDetails()
  const running = useHydrated()

  if (!details) return running ? <p className="account-summary">{t('accountLoading')}</p> : null
  if (!details.is_logged_in) {
    return (
      <p className="account-summary">
        {t('accountLoggedOut')} <a href={details.login_url ?? LOGIN_URL}>{t('login')}</a>
      </p>
    )
  }
  return (
    <dl className="account-summary">
      <dt>{t('accountName')}</dt>
      <dd>{[details.first_name, details.last_name].filter(Boolean).join(' ')}</dd>
      <dt>{t('accountEmail')}</dt>
      <dd>{details.email}</dd>
    </dl>
  )
}
