'use client'

import { useTranslations } from 'next-intl'
import type { CSSProperties, ReactNode } from 'react'

import { useConsent } from '@/features/consent/ui/useConsent'

export type ExternalKind = 'video' | 'audio' | 'viewer' | 'social' | 'form'

type Props = {
  /** The service's name as visitors know it ('YouTube', 'Spotify'). */
  provider: string
  kind: ExternalKind
  /** The post or page on the service, offered as a plain link while nothing is loaded. */
  originalUrl?: string | null
  /** A preview (the module's own image), shown behind the notice. */
  preview?: ReactNode
  /** The box the embed will fill, reserved before it loads so nothing below moves. */
  box: { aspectRatio: string } | { height: number }
  /** The embed itself; rendered only after consent to 'external media'. */
  children: ReactNode
}

/**
 * External media (SPEC §1 consent category 'external media'): nothing from another service loads
 * until the visitor consented. Until then the box shows what would load and from whom, with one
 * button that grants the category (and so loads every external embed on the page).
 */
export function ConsentGate({ provider, kind, originalUrl, preview, box, children }: Props) {
  const t = useTranslations('modules.consentGate')
  const { isGranted, grant } = useConsent()
  const style: CSSProperties = 'height' in box ? { minHeight: box.height } : { aspectRatio: box.aspectRatio }
  // Blocked, the box is at least the embed's size but grows with the notice (phones): the ratio
  // becomes a minimum (modules.css) instead of a fixed height that would clip the text and button.
  const blockedStyle = ('height' in box ? { minHeight: box.height } : { '--ratio': box.aspectRatio }) as CSSProperties
  if (isGranted('externalMedia')) {
    return (
      <div className="external" style={style}>
        {children}
      </div>
    )
  }
  return (
    <div className="external external--blocked" style={blockedStyle}>
      {preview ? (
        <div className="external__preview" aria-hidden="true">
          {preview}
        </div>
      ) : null}
      <div className="external__notice">
        <p className="external__title">{t('externalTitle', { provider })}</p>
        <p>{t('externalText', { provider, kind })}</p>
        <button type="button" className="button" onClick={() => grant('externalMedia')}>
          {t('externalAllow')}
        </button>
        <p className="external__small">
          {t('externalSettings')}
          {originalUrl ? (
            <>
              {' '}
              <a href={originalUrl} target="_blank" rel="noopener noreferrer">
                {t('externalOpen', { provider })}
              </a>
            </>
          ) : null}
        </p>
      </div>
    </div>
  )
}
