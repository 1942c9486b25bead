'use client'

import { Serwist } from '@serwist/window'
import { usePathname } from 'next/navigation'
import { NextIntlClientProvider, useTranslations } from 'next-intl'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import offlineTexts from '@/i18n/messages/offline.json'
import type { Locale } from '@/i18n/locales'
import { formatIn } from '@/lib/time/format'

import { copyServedAt, KEEP_OFFLINE, OFFLINE_ANSWER } from '../domain/copyMark'

/**
 * The page's one registration and what it knows (a client navigation keeps them): whether a new
 * build waits, and the time of the device's copy the page or a call was last answered from.
 */
let registration: Serwist | null = null
let waiting = false
let copyTime: Date | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())
const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => void listeners.delete(onChange)
}

function setWaiting(value: boolean): void {
  waiting = value
  changed()
}

function setCopyTime(value: Date | null): void {
  copyTime = value
  changed()
}

/** The time of the page's copy when the worker answered the page from the device (Server-Timing), else null. */
function pageCopyTime(): Date | null {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return copyServedAt(entry?.serverTiming ?? [])
}

function register(): void {
  if (registration) return
  const sw = new Serwist('/sw.js', { scope: '/' })
  registration = sw
  setCopyTime(pageCopyTime())
  // A new build waits until it takes over (or is replaced): the notice lasts as long as it waits.
  sw.addEventListener('waiting', (event) => {
    const next = event.sw
    if (!next || next.state !== 'installed') return
    setWaiting(true)
    next.addEventListener('statechange', () => next.state !== 'installed' && setWaiting(false))
  })
  // Once a new build controls the page (this one or another tab let it), there is nothing to announce.
  navigator.serviceWorker.addEventListener('controllerchange', () => setWaiting(false))
  // The worker answered a programme call from the device: the page says as of when.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown; as_of?: unknown }>) => {
    if (event.data?.type === OFFLINE_ANSWER && typeof event.data.as_of === 'string') setCopyTime(new Date(event.data.as_of))
  })
  // Leaving the page after the visitor was told lets the new build take the next page.
  window.addEventListener('pagehide', () => {
    if (waiting) sw.messageSkipWaiting()
  })
  sw.register().catch((error: unknown) => console.log('service worker not registered', error))
}

/**
 * Lets the waiting build take over (Serwist's worker skips waiting on this message) and resolves
 * once it is active, or after three seconds (the browser may let the old one finish a request
 * first; the next page is then taken over when it is).
 */
async function takeNewVersion(): Promise<void> {
  const next = (await navigator.serviceWorker.getRegistration())?.waiting
  if (!next) return
  const active = new Promise<void>((resolve) => next.addEventListener('statechange', () => next.state === 'activated' && resolve()))
  registration?.messageSkipWaiting()
  await Promise.race([active, new Promise<void>((resolve) => window.setTimeout(resolve, 3000))])
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * What runs once a page has loaded (issue 27), loaded on demand by ServiceWorkerSetup: registers
 * the service worker at the root (SPEC §7) and asks it to keep the language's offline pages and
 * programme; tells the visitor when a new build waits ('New version available: reload') and lets it
 * take over on the next navigation after that (the web shop has no such prompt, so never
 * mid-checkout); says 'offline, as of {time}' while there is no connection or what the page shows
 * came from the device.
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
  const update = useSyncExternalStore(subscribe, () => waiting, () => false)
  const copy = useSyncExternalStore(subscribe, () => copyTime, () => null)
  const pathname = usePathname()
  const shown = useRef(pathname)

  useEffect(() => {
    register()
    // The worker that controls the page (now, or once it starts to) keeps the language's offline pages.
    void registration?.controlling.then(() => navigator.serviceWorker.controller?.postMessage({ type: KEEP_OFFLINE, locale }))
  }, [locale])

  // The next page within the site after the visitor was told is loaded whole on the new build; a
  // page reached online no longer shows the copy's time.
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (waiting) void takeNewVersion().then(() => window.location.reload())
    else if (navigator.onLine) setCopyTime(null)
  }, [pathname])

  return (
    <>
      {!online || copy ? (
        <p className="offline-notice" role="status">
          {t('offlineAsOf', { time: formatIn(copy ?? new Date(performance.timeOrigin), locale, 'dayAndTime') })}
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
