'use client'

import { useEffect } from 'react'

import { isLowBandwidth } from './capabilities'
import { whenIdle } from './whenIdle'

/**
 * Code a page loads on first use, kept for offline use on a device that keeps the festival (its
 * service worker controls the page): `load` runs when the browser is idle, so the worker's cache
 * holds the chunk and the part opens without a connection. A first visit gets it once the worker
 * has taken over, after the page's load. Never on 2g or with save-data (SPEC §9), like the
 * programme the worker keeps. A failed load is left for first use to try again.
 * `load` must be stable (a module-level function).
 */
export function useKeptOffline(load: () => Promise<unknown>): void {
  useEffect(() => {
    const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined
    if (!workers || isLowBandwidth(navigator)) return
    const keep = () => whenIdle(() => void load().catch(() => undefined))
    if (workers.controller) return keep()
    workers.addEventListener('controllerchange', keep, { once: true })
    return () => workers.removeEventListener('controllerchange', keep)
  }, [load])
}
