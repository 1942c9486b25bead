'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { isLowBandwidth } from '@/lib/browser/capabilities'
import type { Locale } from '@/i18n/locales'
import { readCookie, writeCookie } from '@/lib/browser/cookies'
import { FORGET_DEVICE_COOKIE } from '@/lib/http/cookieNames'

const OfflineRuntime = lazy(() => import('./OfflineRuntime'))

/**
 * The service worker's host on every public page (issue 27): nothing until the page has loaded and
 * the browser is idle, so the first visit's blocking time is untouched; then the runtime that
 * registers the worker, announces new builds and the offline state. Where the browser has service
 * workers, and not on 2g or with save-data (SPEC §9: no prefetching then; the precache is one).
 * Only a production build has a worker (`next dev` answers /sw.js with 404: nothing registers).
 */
export function ServiceWorkerSetup({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState(false)
  // After a log-out (whichever way it went), what the device kept of the account goes first.
  useEffect(() => {
    if (!readCookie(FORGET_DEVICE_COOKIE)) return
    void Promise.all([import('@/lib/browser/deviceTickets'), import('@/lib/browser/deviceAccount')])
      .then(([{ forgetDeviceTickets }, { forgetAccount }]) => {
        forgetAccount()
        return forgetDeviceTickets()
      })
      .then(() => writeCookie(FORGET_DEVICE_COOKIE, '', 0))
      .catch(() => undefined)
  }, [])
  useEffect(() => {
    if (!('serviceWorker' in navigator) || isLowBandwidth(navigator)) return
    let idle = 0
    const start = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
          : window.setTimeout(() => setReady(true), 1)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle)
    }
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <OfflineRuntime locale={locale} />
    </Suspense>
  ) : null
}
