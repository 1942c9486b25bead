'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { countdownStage, formatRemaining } from '../domain/countdown'

/**
 * The time left on the reservation. The clock is shown every second but is not a live region:
 * screen readers hear it only when the visitor reads it, and the live region below speaks at
 * five minutes, under two minutes and at the end (SPEC §4: 15 minutes).
 */
export function Countdown({ until, serverNow, onExpired }: { until: string; serverNow: number; onExpired: () => void }) {
  const t = useTranslations('webshop')
  const end = new Date(until).getTime()
  // The server's clock first (the same text in the HTML and at hydration), then the browser's.
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const remaining = end - now
  const stage = countdownStage(remaining)
  useEffect(() => {
    if (stage === 'expired') onExpired()
  }, [stage, onExpired])
  const announcement =
    stage === 'fiveMinutes'
      ? t('heldFiveMinutes')
      : stage === 'twoMinutes'
        ? t('heldTwoMinutes')
        : stage === 'expired'
          ? t('expiredTitle')
          : ''
  return (
    <div className="countdown">
      <p role="timer" aria-atomic="true" className={stage === 'twoMinutes' ? 'countdown__time countdown__time--urgent' : 'countdown__time'}>
        {t('heldFor', { time: formatRemaining(remaining) })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
