'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react'

import type { EditorState } from '../domain/state'
import type { EditTree } from '../domain/tree'
import { type Answer, editorCall, editorUrl } from './api'
import { Alerts, type AlertMessage } from './Alerts.client'
import { ConflictDialog, LoginDialog } from './SessionDialogs.client'
import { EditModal, type ModalRequest } from './EditModal.client'
import { EditorContext, type EditorApi, endOfDocument, type Place, type WriteOutcome } from './editorContext'
import { editorTexts } from './texts'
import { Toolbar } from './Toolbar.client'
import { TypePicker } from './TypePicker.client'

import './editor.css'

/** SPEC §9: alerts hide after 4000 ms. */
export const ALERT_MS = 4000

type WriteRequest = {
  method: 'POST' | 'PATCH' | 'DELETE'
  path: string
  body?: unknown
  /** The save alert (SPEC §7: not for reorder). */
  alert: string | null
  /** Push the answer's backup on the undo stack. */
  backup: boolean
  /** On a conflict, offer to apply the change again on the newer version (not for undo: its backup belongs to the older one). */
  reapply?: boolean
}

/** A backup and the version its write produced: undo applies only while the draft is still that version. */
type Backup = { tree: EditTree; stamp: string }

type Pending = { request: WriteRequest; resolve: (outcome: WriteOutcome) => void }

/**
 * The edit layer (DESIGN §7), loaded on demand for editors only: it wraps the page, which the
 * server rendered from the editor's draft, and gives the module frames inside it their actions.
 * Every write goes through SPEC §7's page-editor calls with the draft's version; after a save the
 * server renders the page again (router.refresh), so what the editor sees is the page itself.
 * Undo is a stack of the backups the writes answer (SPEC §4).
 */
export function EditorRoot({ state, children }: { state: EditorState; children: ReactNode }) {
  const t = editorTexts(state.locale)
  const router = useRouter()
  const [refreshing, startRefresh] = useTransition()
  const stamp = useRef(state.stamp)
  useEffect(() => {
    // A fresh render from the server carries the draft's newest version.
    stamp.current = state.stamp
  }, [state.stamp])
  const [backups, setBackups] = useState<Backup[]>([])
  const [alert, setAlert] = useState<AlertMessage | null>(null)
  const [busy, setBusy] = useState(false)
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const [modal, setModal] = useState<ModalRequest | null>(null)
  const [picker, setPicker] = useState<Place | null>(null)
  const [login, setLogin] = useState<Pending | null>(null)
  const [conflict, setConflict] = useState<(Pending & { message: string; stamp: string }) | null>(null)

  const show = useCallback((kind: AlertMessage['kind'], text: string) => setAlert({ kind, text, id: Date.now() }), [])
  const hideAlert = useCallback(() => setAlert(null), [])
  const currentStamp = useCallback(() => stamp.current, [])

  const send = useCallback(
    async (request: WriteRequest): Promise<WriteOutcome> => {
      setBusy(true)
      let answer: Answer
      try {
        const query: Record<string, string> = { doc: state.doc, base: stamp.current }
        answer = await editorCall(request.method, editorUrl(state.locale, request.path, query), request.body)
      } finally {
        setBusy(false)
      }
      const { status, body } = answer
      if (status === 401) return new Promise((resolve) => setLogin({ request, resolve }))
      if (status === 409 && body.error === 'conflict' && typeof body.stamp === 'string') {
        const current = body.stamp
        // The backups describe versions before someone else's save: undoing them would undo that too.
        setBackups([])
        if (request.reapply === false) {
          stamp.current = current
          show('error', body.message ?? t.error)
          startRefresh(() => router.refresh())
          return { ok: false, message: body.message }
        }
        return new Promise((resolve) => setConflict({ request, resolve, message: body.message ?? t.error, stamp: current }))
      }
      if (status >= 200 && status < 300 && typeof body.stamp === 'string') {
        stamp.current = body.stamp
        const produced = body.stamp
        if (request.backup && body.backup) setBackups((stack) => [...stack, { tree: body.backup as EditTree, stamp: produced }])
        setSavedAt(new Date())
        if (request.alert) show('saved', request.alert)
        startRefresh(() => router.refresh())
        return { ok: true, moduleId: typeof body.module_id === 'string' ? body.module_id : null }
      }
      if (status === 400 && body.fields) return { ok: false, fields: body.fields, message: body.message }
      show('error', status === 0 ? t.network : (body.message ?? t.error))
      return { ok: false, message: body.message }
    },
    [router, show, state.doc, state.locale, t],
  )

  const act = useCallback(
    async (id: string, action: 'up' | 'down' | 'duplicate' | 'delete') => {
      const type = state.modules[id]?.blockType
      if (!type) return
      const path = `${type.toLowerCase()}/${id}/`
      if (action === 'delete') await send({ method: 'DELETE', path, alert: t.saved, backup: true })
      else await send({ method: 'PATCH', path, body: { action }, alert: action === 'duplicate' ? t.saved : null, backup: true })
    },
    [send, state.modules, t.saved],
  )

  const undo = useCallback(async () => {
    const last = backups[backups.length - 1]
    if (!last) return
    if (last.stamp !== stamp.current) {
      // Saved since by someone else (or elsewhere): the backup no longer fits the page.
      setBackups([])
      show('error', t.undoGone)
      return
    }
    const outcome = await send({ method: 'POST', path: 'undo/', body: { backup: last.tree }, alert: t.undoneAlert, backup: false, reapply: false })
    if (!outcome.ok) return
    // The draft is now what the next backup's write produced: that backup applies to this version.
    const now = stamp.current
    setBackups((stack) => {
      const rest = stack.slice(0, -1)
      const top = rest[rest.length - 1]
      return top ? [...rest.slice(0, -1), { ...top, stamp: now }] : rest
    })
  }, [backups, send, show, t.undoGone, t.undoneAlert])

  const api: EditorApi = useMemo(
    () => ({
      state,
      t,
      busy: busy || refreshing,
      openEdit: (id: string) => {
        const values = state.modules[id]
        if (values) setModal({ mode: 'edit', id, type: values.blockType, values })
      },
      addAt: (place: Place) => setPicker(place),
      act,
    }),
    [state, t, busy, refreshing, act],
  )

  // Beyond SPEC: the editor sees who else has this document open.
  const [others, setOthers] = useState<string[]>([])
  useEffect(() => {
    if (!state.editing) return
    let stopped = false
    const beat = async () => {
      const answer = await editorCall('POST', editorUrl(state.locale, 'presence/', { doc: state.doc }))
      const list = (answer.body.others as { name: string }[] | undefined) ?? []
      const names = [...new Set(list.map((other) => other.name))]
      // A new array only when someone came or went: every render of the layer costs its dialogs' work.
      if (!stopped) setOthers((current) => (current.join('\n') === names.join('\n') ? current : names))
    }
    void beat()
    const timer = window.setInterval(() => void beat(), 20_000)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [state.doc, state.editing, state.locale])

  // SPEC §4: the edit-mode class.
  useEffect(() => {
    if (!state.editing) return
    document.documentElement.classList.add('edit-mode')
    return () => document.documentElement.classList.remove('edit-mode')
  }, [state.editing])

  return (
    <EditorContext.Provider value={api}>
      {state.toolbarShown && (
        <Toolbar
          others={others}
          savedAt={savedAt}
          canUndo={backups.length > 0}
          onUndo={undo}
          onAdd={(type) => setModal({ mode: 'create', type, at: endOfDocument(state.doc), values: null })}
          send={send}
          show={show}
          stamp={currentStamp}
        />
      )}
      <div className={state.editing ? 'edit-layer edit-layer--editing' : 'edit-layer'}>{children}</div>
      <Alerts alert={alert} onDone={hideAlert} />
      {picker && (
        <TypePicker
          place={picker}
          onClose={() => setPicker(null)}
          onPick={(type) => {
            setModal({ mode: 'create', type, at: picker, values: null })
            setPicker(null)
          }}
        />
      )}
      {modal && <EditModal request={modal} send={send} onClose={() => setModal(null)} />}
      {login && (
        <LoginDialog
          onDone={async (loggedIn) => {
            const pending = login
            setLogin(null)
            pending.resolve(loggedIn ? await send(pending.request) : { ok: false })
          }}
        />
      )}
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          onReapply={async () => {
            const pending = conflict
            setConflict(null)
            stamp.current = pending.stamp
            startRefresh(() => router.refresh())
            pending.resolve(await send(pending.request))
          }}
          onDiscard={() => {
            const pending = conflict
            setConflict(null)
            stamp.current = pending.stamp
            startRefresh(() => router.refresh())
            pending.resolve({ ok: false })
          }}
        />
      )}
    </EditorContext.Provider>
  )
}

export type Send = (request: WriteRequest) => Promise<WriteOutcome>
export type Show = (kind: AlertMessage['kind'], text: string) => void
