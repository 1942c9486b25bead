'use client'

import { useTranslations } from 'next-intl'

import { useConsent } from './useConsent'

/** SPEC §2: the footer's 'Cookie settings' reopens the consent banner. */
export function CookieSettingsButton() {
  const t = useTranslations('consent')
  const { openSettings } = useConsent()
  return (
    <button type="button" className="link-button" onClick={openSettings}>
      {t('settings')}
    </button>
  )
}
