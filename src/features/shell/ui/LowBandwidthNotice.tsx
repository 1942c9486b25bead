'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { isLowBandwidth } from '@/lib/browser/capabilities'

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string }

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection
}

function subscribe(onChange: () => void): () => void {
  const target = connection()
  target?.addEventListener('change', onChange)
  return () => target?.removeEventListener('change', onChange)
}

/** SPEC §2: a slow connection is told why pages are not loaded ahead (prefetch is skipped then). */
export function LowBandwidthNotice() {
  const t = useTranslations('notices')
  const slow = useSyncExternalStore(
    subscribe,
    () => isLowBandwidth(navigator),
    () => false,
  )
  const [closed, setClosed] = useState(false)
  if (!slow || closed) return null
  return (
    <div className="notice" role="status">
      <p>{t('lowBandwidth')}</p>
      <button type="button" className="notice__close" aria-label={t('close')} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
