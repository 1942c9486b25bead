'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

/**
 * A cart or account entry while the shop is offline (SPEC §6): marked offline, with the tooltip
 * 'Webshop offline' on hover and keyboard focus, and no link to a shop that cannot answer.
 */
export function OfflineEntry({ icon, label }: { icon: 'cart' | 'account'; label: string }) {
  const t = useTranslations('shell.client')
  const tooltip = useId()
  return (
    <span className="top-nav__link is-offline" tabIndex={0} aria-describedby={tooltip}>
      <span className={`icon icon--${icon}`} aria-hidden="true" />
      <span className="top-nav__text">{label}</span>
      <span role="tooltip" id={tooltip} className="tooltip">
        {t('webshopOffline')}
      </span>
    </span>
  )
}
