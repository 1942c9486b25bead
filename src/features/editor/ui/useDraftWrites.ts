'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { FieldConflict } from '../domain/merge'
import type { EditorState } from '../domain/state'
import type { StoredModule } from '../domain/tree'
import { editorWrite, type WriteAnswer } from './api'
import type { AlertAction, AlertMessage } from './Alerts.client'
import type { WriteOutcome, WriteRequest } from './editorContext'
import type { EditorTexts } from './texts'
import { type Backup, updateBackups, useBackups } from './undoStore'

type Pending = { request: WriteRequest; resolve: (outcome: WriteOutcome) => void }

type FieldsPending = Pending & { conflicts: FieldConflict[]; current: StoredModule; stamp: string; type: string }

type Show = (kind: AlertMessage['kind'], text: string, action?: AlertAction) => void

/**
 * The edit layer's writes to the draft: each carries the version the editor saw (`stamp`), and an
 * answer that needs the editor (log-in again, a colleague's save, a field both changed) waits in a
 * dialog until it is decided. Successful writes push the backup they answer on the undo stack.
 */
export function useDraftWrites(state: EditorState, t: EditorTexts, show: Show, refresh: () => void) {
  const stamp = useRef(state.stamp)
  useEffect(() => {
    // A fresh render from the server carries the draft's newest version.
    stamp.current = state.stamp
  }, [state.stamp])
  const storeKey = `${state.doc}:${state.locale}`
  const backups = useBackups(storeKey)
  const setBackups = useCallback((update: (stack: Backup[]) => Backup[]) => updateBackups(storeKey, update), [storeKey])
  const [busy, setBusy] = useState(false)
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const [login, setLogin] = useState<Pending | null>(null)
  const [conflict, setConflict] = useState<(Pending & { message: string; stamp: string }) | null>(null)
  const [fieldsConflict, setFieldsConflict] = useState<FieldsPending | null>(null)

  const send = useCallback(
    async (request: WriteRequest): Promise<WriteOutcome> => {
      setBusy(true)
      let answer: WriteAnswer
      try {
        answer = await editorWrite(request, state.locale, { doc: state.doc, base: stamp.current })
      } finally {
        setBusy(false)
      }
      const { status, body } = answer
      if (status === 401) return new Promise((resolve) => setLogin({ request, resolve }))
      const { stamp: answered, conflicts, current } = body
      if (status === 409 && body.error === 'fields' && answered && conflicts && current) {
        return new Promise((resolve) =>
          setFieldsConflict({ request, resolve, conflicts, current, stamp: answered, type: current.blockType }),
        )
      }
      if (status === 409 && body.error === 'conflict' && typeof body.stamp === 'string') {
        const current = body.stamp
        // The backups describe versions before someone else's save: undoing them would undo that too.
        setBackups(() => [])
        if (request.reapply === false) {
          stamp.current = current
          show('error', body.message ?? t('error'))
          refresh()
          return { ok: false, message: body.message, handled: true }
        }
        return new Promise((resolve) => setConflict({ request, resolve, message: body.message ?? t('error'), stamp: current }))
      }
      if (status >= 200 && status < 300 && typeof body.stamp === 'string') {
        stamp.current = body.stamp
        const produced = body.stamp
        const { backup } = body
        // Merged onto a colleague's save: the older backups would undo theirs too; this one only mine.
        const merged = 'merged' in body && typeof body.merged === 'string' ? body.merged : null
        if (merged) setBackups(() => [])
        if (request.backup && backup) setBackups((stack) => [...stack, { tree: backup, stamp: produced }])
        setSavedAt(new Date())
        if (merged) show('saved', merged)
        else if (request.alert) show('saved', request.alert)
        refresh()
        return { ok: true, moduleId: typeof body.module_id === 'string' ? body.module_id : null }
      }
      if (status === 404 && body.error === 'gone' && 'place' in body && body.place) {
        // Deleted by a colleague while the modal was open: the modal keeps what was typed and offers to insert it again,
        // at a place in the draft's current version, which the insert is then based on (not on the page's
        // refresh, which may still be on its way when the editor presses it).
        if (typeof body.stamp === 'string') stamp.current = body.stamp
        refresh()
        return { ok: false, gone: { message: body.message ?? t('error'), place: body.place } }
      }
      if (status === 400 && body.fields) return { ok: false, fields: body.fields, message: body.message }
      const message = status === 0 ? t('network') : (body.message ?? t('error'))
      // Gone meanwhile (a colleague deleted it): the page shows the current state, as the message says.
      if (status === 404) refresh()
      if (!request.inModal) show('error', message)
      return { ok: false, message }
    },
    [refresh, setBackups, show, state.doc, state.locale, t],
  )

  const undo = useCallback(async () => {
    const last = backups[backups.length - 1]
    if (!last) return
    if (last.stamp !== stamp.current) {
      // Saved since by someone else (or elsewhere): the backup no longer fits the page.
      setBackups(() => [])
      show('error', t('undoGone'))
      return
    }
    const outcome = await send({ name: 'undo', body: { backup: last.tree }, alert: t('undoneAlert'), backup: false, reapply: false })
    if (!outcome.ok) return
    // The draft is now what the next backup's write produced: that backup applies to this version.
    const now = stamp.current
    setBackups((stack) => {
      const rest = stack.slice(0, -1)
      const top = rest[rest.length - 1]
      return top ? [...rest.slice(0, -1), { ...top, stamp: now }] : rest
    })
  }, [backups, send, setBackups, show, t])
  const currentStamp = useCallback(() => stamp.current, [])
  const adoptStamp = useCallback((next: string) => {
    stamp.current = next
  }, [])
  return {
    currentStamp,
    adoptStamp,
    backups,
    setBackups,
    busy,
    savedAt,
    login,
    setLogin,
    conflict,
    setConflict,
    fieldsConflict,
    setFieldsConflict,
    send,
    undo,
  }
}

export type DraftWrites = ReturnType<typeof useDraftWrites>
