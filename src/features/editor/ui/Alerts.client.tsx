'use client'

import { useEffect, useRef, useState } from 'react'

/** An alert's one action (undo after a delete); `focus`: the alert takes the focus the removed control had. */
export type AlertAction = { label: string; run: () => void; focus?: boolean }

export type AlertMessage = { kind: 'saved' | 'error'; text: string; id: number; action?: AlertAction }

/**
 * SPEC §4 alerts: the save alert and the error alert, hidden after 4000 ms (SPEC §9). The save
 * alert is a polite status; the error alert interrupts (role=alert). Both regions stay in the
 * page, so screen readers announce each new text. An alert with an action (issue 24: undo after a
 * delete) waits while the pointer or the focus is on it, so the action can be reached in time.
 */
export function Alerts({ alert, onDone, ms = 4000 }: { alert: AlertMessage | null; onDone: () => void; ms?: number }) {
  // Held per alert: a new alert starts its own time even where the pointer or focus rested on the last.
  const [heldId, setHeldId] = useState<number | null>(null)
  const held = alert !== null && heldId === alert.id
  useEffect(() => {
    if (!alert || held) return
    const timer = window.setTimeout(onDone, ms)
    return () => window.clearTimeout(timer)
  }, [alert, held, ms, onDone])
  const hold = alert?.action
    ? {
        onMouseEnter: () => setHeldId(alert.id),
        onMouseLeave: () => setHeldId(null),
        onFocus: () => setHeldId(alert.id),
        onBlur: () => setHeldId(null),
      }
    : {}
  const action = alert?.action
  const actionRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (action?.focus) actionRef.current?.focus()
  }, [action])
  return (
    <div className="edit-alerts">
      <div className={alert?.kind === 'saved' ? 'edit-alert edit-alert--saved' : 'edit-alert edit-alert--idle'} {...hold}>
        <span role="status" aria-live="polite">
          {alert?.kind === 'saved' ? alert.text : ''}
        </span>
        {alert?.kind === 'saved' && action && (
          <button
            ref={actionRef}
            type="button"
            className="edit-button edit-alert__action"
            onClick={() => {
              setHeldId(null)
              onDone()
              action.run()
            }}
          >
            {action.label}
          </button>
        )}
      </div>
      <div role="alert" className={alert?.kind === 'error' ? 'edit-alert edit-alert--error' : 'edit-alert edit-alert--idle'}>
        {alert?.kind === 'error' ? alert.text : ''}
      </div>
    </div>
  )
}
