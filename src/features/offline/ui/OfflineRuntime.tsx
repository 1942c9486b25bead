'use client'

import { Serwist } from '@serwist/window'
import { usePathname } from 'next/navigation'
import { NextIntlClientProvider, useTranslations } from 'next-intl'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import offlineTexts from '@/i18n/messages/offline.json'
import type { Locale } from '@/i18n/locales'
import { formatIn } from '@/lib/time/format'
import { whenIdle } from '@/lib/browser/whenIdle'

import { copyServedAt, KEEP_OFFLINE, OFFLINE_ANSWER } from '../domain/copyMark'

/**
 * The page's one registration and what it knows (a client navigation keeps them): whether a new
 * build is on its way ('waiting': installed, asked to take over) or has taken over while this page
 * still runs the old build's code ('ready'), and the time of the device's copy the page or a call
 * was last answered from.
 */
type Update = 'none' | 'waiting' | 'ready'
let registration: Serwist | null = null
let update: Update = 'none'
/** The visitor went on (a link, the reload button) while the new build was still on its way: load the page anew once it is there. */
let loadWhenReady = false
let copyTime: Date | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())
const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => void listeners.delete(onChange)
}

function setUpdate(value: Update): void {
  update = value
  changed()
  if (value === 'ready' && loadWhenReady) window.location.reload()
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

/**
 * A new build takes over the worker while the page is idle, right after it installed, and the
 * page itself is loaded anew only at the visitor's next step (a link, the reload button), once the
 * new worker controls it. Swapping workers while the page fetches is what failed: Chromium could
 * send a navigation or a call to the old worker as it retired it, and that request hung, or the
 * new worker never activated. The swap is invisible (the new worker keeps the old build's code),
 * so nothing changes under a visitor mid-checkout.
 */
function register(): void {
  if (registration) return
  const sw = new Serwist('/sw.js', { scope: '/' })
  registration = sw
  setCopyTime(pageCopyTime())
  // A page that had a worker before gets a new one only as an update (the first install claims an uncontrolled page).
  let controlled = navigator.serviceWorker.controller !== null
  sw.addEventListener('waiting', (event) => {
    const next = event.sw
    if (!next || next.state !== 'installed') return
    setUpdate('waiting')
    next.addEventListener('statechange', () => {
      if (next.state === 'redundant' && update === 'waiting') setUpdate('none')
    })
    whenIdle(() => sw.messageSkipWaiting())
  })
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled || update === 'waiting') setUpdate('ready')
    controlled = true
  })
  // The worker answered a programme call from the device: the page says as of when.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown; as_of?: unknown }>) => {
    if (event.data?.type === OFFLINE_ANSWER && typeof event.data.as_of === 'string') setCopyTime(new Date(event.data.as_of))
  })
  sw.register().catch((error: unknown) => console.log('service worker not registered', error))
}

/** The visitor's next step after the notice: the page is loaded anew on the new build, now or once it has taken over. */
function takeNewVersion(): void {
  if (update === 'ready') {
    window.location.reload()
    return
  }
  loadWhenReady = true
  registration?.messageSkipWaiting()
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
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
  const updating = useSyncExternalStore(
    subscribe,
    () => update !== 'none',
    () => false,
  )
  const copy = useSyncExternalStore(
    subscribe,
    () => copyTime,
    () => null,
  )
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
    if (update !== 'none') takeNewVersion()
    else if (navigator.onLine) setCopyTime(null)
  }, [pathname])

  return (
    <>
      {!online || copy ? (
        <p className="offline-notice" role="status">
          {t('offlineAsOf', { time: formatIn(copy ?? new Date(performance.timeOrigin), locale, 'dayAndTime') })}
        </p>
      ) : null}
      {updating ? (
        <div className="update-notice" role="status">
          <span>{t('updateReady')}</span>{' '}
          <button type="button" className="button" onClick={takeNewVersion}>
            {t('updateReload')}
          </button>
        </div>
      ) : null}
    </>
  )
}
