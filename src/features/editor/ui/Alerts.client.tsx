'use client'

import { useEffect } from 'react'

export type AlertMessage = { kind: 'saved' | 'error'; text: string; id: number }

/**
 * SPEC §4 alerts: the save alert and the error alert, hidden after 4000 ms (SPEC §9). The save
 * alert is a polite status; the error alert interrupts (role=alert). Both regions stay in the
 * page, so screen readers announce each new text.
 */
export function Alerts({ alert, onDone, ms = 4000 }: { alert: AlertMessage | null; onDone: () => void; ms?: number }) {
  useEffect(() => {
    if (!alert) return
    const timer = window.setTimeout(onDone, ms)
    return () => window.clearTimeout(timer)
  }, [alert, ms, onDone])
  return (
    <div className="edit-alerts">
      <div role="status" aria-live="polite" className={alert?.kind === 'saved' ? 'edit-alert edit-alert--saved' : 'edit-alert edit-alert--idle'}>
        {alert?.kind === 'saved' ? alert.text : ''}
      </div>
      <div role="alert" className={alert?.kind === 'error' ? 'edit-alert edit-alert--error' : 'edit-alert edit-alert--idle'}>
        {alert?.kind === 'error' ? alert.text : ''}
      </div>
    </div>
  )
}
