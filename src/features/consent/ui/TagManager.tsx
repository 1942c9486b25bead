'use client'

import Script from 'next/script'

import type { Consent } from '../domain/consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Google Tag Manager, rendered only after consent to tracking (SPEC §1): before that no request goes out. */
export function TagManager({ id, consent }: { id: string; consent: Consent | null }) {
  if (!/^GTM-[A-Z0-9]+$/.test(id)) return null
  const init = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'},{event:'consent_update',consent:${JSON.stringify(consent)}});`
  return (
    <>
      <Script id="gtm-init" strategy="afterInteractive">
        {init}
      </Script>
      <Script id="gtm" strategy="afterInteractive" src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`} />
    </>
  )
}
