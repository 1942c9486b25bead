'use client'

import { Serwist } from '@serwist/window'
import { NextIntlClientProvider, useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

import offlineTexts from '@/i18n/messages/offline.json'
import type { Locale } from '@/i18n/locales'
import { formatIn } from '@/lib/time/format'

import { copyServedAt } from '../domain/copyMark'

/** The page's one registration (a client navigation keeps it), and whether a new build waits. */
let registration: Serwist | null = null
let takingOver = false
const waitingListeners = new Set<() => void>()
let waiting = false

function register(): void {
  if (registration) return
  const sw = new Serwist('/sw.js', { scope: '/' })
  registration = sw
  sw.addEventListener('waiting', () => setWaiting(true))
  // A page that loaded while another took the new build has nothing left to announce.
  sw.addEventListener('controlling', () => setWaiting(false))
  // After the visitor was told, the next navigation within the site takes the new build: the link
  // is followed as a whole page load once the new worker is active.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!waiting || !(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) return
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      event.stopPropagation()
      void takeNewVersion().then(() => window.location.replace(link.href))
    },
    { capture: true },
  )
  sw.register().catch((error: unknown) => console.log('service worker not registered', error))
}

function setWaiting(value: boolean): void {
  waiting = value
  waitingListeners.forEach((listener) => listener())
}

/**
 * Lets the waiting build take over (Serwist's worker skips waiting on this message) and resolves
 * once it is active, or after three seconds (the browser may let the old one finish a request
 * first; the page that follows is then taken over when it is).
 */
async function takeNewVersion(): Promise<void> {
  const next = (await navigator.serviceWorker.getRegistration())?.waiting
  if (!next || takingOver) return
  takingOver = true
  const active = new Promise<void>((resolve) => next.addEventListener('statechange', () => next.state === 'activated' && resolve()))
  registration?.messageSkipWaiting()
  await Promise.race([active, new Promise<void>((resolve) => window.setTimeout(resolve, 3000))])
}

function subscribeWaiting(onChange: () => void) {
  waitingListeners.add(onChange)
  return () => void waitingListeners.delete(onChange)
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** When the page on screen was made: its copy's time when the worker answered from the device, else when it loaded. */
function pageTime(): { time: Date; copy: boolean } {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const copy = copyServedAt(entry?.serverTiming ?? [])
  return copy ? { time: copy, copy: true } : { time: new Date(performance.timeOrigin), copy: false }
}

/**
 * What runs once a page has loaded (issue 27), loaded on demand by ServiceWorkerSetup: registers
 * the service worker at the root (SPEC §7), tells the visitor when a new build waits ('New version
 * available: reload') and lets it take over on the next navigation after that (the web shop has no
 * such prompt, so never mid-checkout), and says 'offline, as of {time}' while there is no connection
 * or the page came from the device.
 */
export default function OfflineRuntime({ locale }: { locale: Locale }) {
  return (
    <NextIntlClientProvider locale={locale} messages={{ offline: offlineTexts[locale] }}>
      <Runtime locale={locale} />
    </NextIntlClientProvider>
  )
}

function Runtime({ locale }: { locale: Locale }) {
  const t = useTranslations('offline')
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)
  const update = useSyncExternalStore(subscribeWaiting, () => waiting, () => false)
  const [page] = useState(pageTime)
  useEffect(register, [])

  return (
    <>
      {!online || page.copy ? (
        <p className="offline-notice" role="status">
          {t('offlineAsOf', { time: formatIn(page.time, locale, 'dayAndTime') })}
        </p>
      ) : null}
      {update ? (
        <div className="update-notice" role="status">
          <span>{t('updateReady')}</span>{' '}
          <button type="button" className="button" onClick={() => void takeNewVersion().then(() => window.location.reload())}>
            {t('updateReload')}
          </button>
        </div>
      ) : null}
    </>
  )
}
