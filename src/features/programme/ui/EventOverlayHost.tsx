'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { closeEventOverlay, isOverlayOpen } from '@/lib/browser/eventOverlay'
import { useLocationSearch } from '@/lib/browser/useLocationSearch'

import type { EventStyle } from './EventEntry'

const EventOverlay = dynamic(() => import('./EventOverlay').then((module) => module.EventOverlay), { ssr: false })

/**
 * Watches the address for `overlay=true` (SPEC §2) and then loads and shows the event overlay; the
 * overlay's code is fetched only then. A new path has its own address, so the overlay closes when
 * the path changes.
 */
export function EventOverlayHost({ locale, style, listPath }: { locale: Locale; style: EventStyle; listPath: string }) {
  const [search] = useLocationSearch()
  const open = isOverlayOpen(search)
  const [wanted, setWanted] = useState(false)
  // Once opened it stays mounted, so it can close with its animation and open again at once.
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return <EventOverlay locale={locale} style={style} listPath={listPath} open={open} onClose={closeEventOverlay} />
}
