'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { closeEventOverlay, OVERLAY_PARAM } from '@/lib/browser/eventOverlay'

import type { EventStyle } from './EventEntry'

const EventOverlay = lazy(() => import('./EventOverlay').then((module) => ({ default: module.EventOverlayWithTexts })))

/**
 * Watches the address for `overlay=true` (SPEC §2) and then loads and shows the event overlay; the
 * overlay's code is fetched only then. A new path has its own address, so the overlay closes when
 * the path changes.
 */
export function EventOverlayHost({ locale, style, listPath }: { locale: Locale; style: EventStyle; listPath: string }) {
  // Next's own search parameters follow its navigations and the history API alike; the layout
  // renders this inside a Suspense boundary, so static pages stay static.
  const open = useSearchParams().get(OVERLAY_PARAM) === 'true'
  const [wanted, setWanted] = useState(false)
  // Once opened it stays mounted, so it can close with its animation and open again at once.
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <EventOverlay locale={locale} style={style} listPath={listPath} open={open} onClose={closeEventOverlay} />
    </Suspense>
  )
}
