'use client'

import { useEffect } from 'react'

import type { Consent } from '../domain/consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Google Tag Manager, rendered only after consent to tracking (SPEC §1): before that no request
 * goes out. The data layer is filled from here, not by an inline script, so the page's
 * Content-Security-Policy needs no exception for it. The script is React's own async script
 * element, which React puts into the document's head once (decision 028).
 */
export function TagManager({ id, consent }: { id: string; consent: Consent | null }) {
  const valid = /^GTM-[A-Z0-9]+$/.test(id)
  useEffect(() => {
    if (!valid) return
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' }, { event: 'consent_update', consent })
  }, [valid, consent])
  if (!valid) return null
  return <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`} />
}
