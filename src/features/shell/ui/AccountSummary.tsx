'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { UserDetails } from '../server/shell'


/** The visitor's own account on the dashboard screens, read from GET /api/user-details/. */
export function AccountSummary() {
  const t = useTranslations('screens')
  const locale = useLocale()
  const [details, setDetails] = useState<UserDetails | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/user-details/', { credentials: 'same-origin', headers: { 'Accept-Language': locale }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<UserDetails>) : null))
      .then(setDetails)
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale])

  if (!details) return <p className="account-summary">{t('accountLoading')}</p>
  if (!details.is_logged_in) {
    return (
      <p className="account-summary">
        {t('accountLoggedOut')} <a href={details.login_url ?? '/webshop/account/login'}>{t('login')}</a>
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
