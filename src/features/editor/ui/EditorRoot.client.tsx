'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react'

import { type FieldConflict, moduleFields } from '../domain/merge'
import type { EditorState } from '../domain/state'
import type { EditTree, StoredModule } from '../domain/tree'
import { type Answer, editorCall, editorWrite } from './api'
import { type AlertAction, Alerts, type AlertMessage } from './Alerts.client'
import { CopyPicker, FieldConflictDialog, StartLanguageDialog } from './Choices.client'
import { DragLayer, type DragSource } from './DragLayer.client'
import { ConflictDialog, LoginDialog } from './SessionDialogs.client'
import { EditModal, type ModalRequest } from './EditModal.client'
import { EditorContext, type EditorApi, endOfDocument, type Place, type WriteOutcome, type WriteRequest } from './editorContext'
import { editorTexts } from './texts'
import { Toolbar } from './Toolbar.client'
import { TypePicker } from './TypePicker.client'
import { type Backup, updateBackups, useBackups } from './undoStore'

import './editor.css'
import type { Locale } from '@/i18n/locales'

/** SPEC §9: alerts hide after 4000 ms. */
export const ALERT_MS = 4000

type Pending = { request: WriteRequest; resolve: (outcome: WriteOutcome) => void }

type FieldsPending = Pending & { conflicts: FieldConflict[]; current: StoredModule; stamp: string; type: string }

/** Focuses a control of a module once the page shows it again (after a save the server renders it anew): its edit button, or its drag handle after a move. */
function focusInModule(id: string, control: '.edit-frame__edit' | '.edit-drag-handle' = '.edit-frame__edit') {
  let tries = 0
  const attempt = () => {
    const button = document.querySelector<HTMLButtonElement>(`.edit-frame[data-module-id="${CSS.escape(id)}"] ${control}`)
    if (button && !button.disabled) return button.focus()
    if (++tries < 100) window.setTimeout(attempt, 50)
  }
  attempt()
}

/**
 * The edit layer (DESIGN §7), loaded on demand for editors only: it wraps the page, which the
 * server rendered from the editor's draft, and gives the module frames inside it their actions.
 * Every write goes through SPEC §7's page-editor calls with the draft's version; after a save the
 * server renders the page again (router.refresh), so what the editor sees is the page itself.
 * Undo is a stack of the backups the writes answer (SPEC §4), kept for the document in the tab's
 * session storage so a reload keeps it (issue 24), and still applied only to the version it fits.
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
  const storeKey = `${state.doc}:${state.locale}`
  const backups = useBackups(storeKey)
  const setBackups = useCallback((update: (stack: Backup[]) => Backup[]) => updateBackups(storeKey, update), [storeKey])
  const [alert, setAlert] = useState<AlertMessage | null>(null)
  const [busy, setBusy] = useState(false)
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const [modal, setModal] = useState<ModalRequest | null>(null)
  const [picker, setPicker] = useState<Place | null>(null)
  const [copyAt, setCopyAt] = useState<Place | null>(null)
  const [starting, setStarting] = useState<Locale | null>(null)
  const [login, setLogin] = useState<Pending | null>(null)
  const [conflict, setConflict] = useState<(Pending & { message: string; stamp: string }) | null>(null)
  const [fieldsConflict, setFieldsConflict] = useState<FieldsPending | null>(null)
  const focusAfterModal = useRef<string | null>(null)

  const show = useCallback(
    (kind: AlertMessage['kind'], text: string, action?: AlertAction) => setAlert({ kind, text, id: Date.now(), action }),
    [],
  )
  const hideAlert = useCallback(() => setAlert(null), [])
  const currentStamp = useCallback(() => stamp.current, [])
  const refresh = useCallback(() => startRefresh(() => router.refresh()), [router])

  const send = useCallback(
    async (request: WriteRequest): Promise<WriteOutcome> => {
      setBusy(true)
      let answer: Answer
      try {
        answer = await editorWrite(request, state.locale, { doc: state.doc, base: stamp.current })
      } finally {
        setBusy(false)
      }
      const { status, body } = answer
      if (status === 401) return new Promise((resolve) => setLogin({ request, resolve }))
      if (status === 409 && body.error === 'fields' && typeof body.stamp === 'string' && Array.isArray(body.conflicts) && body.current) {
        const current = body.current as StoredModule
        return new Promise((resolve) =>
          setFieldsConflict({
            request,
            resolve,
            conflicts: body.conflicts as FieldConflict[],
            current,
            stamp: body.stamp as string,
            type: current.blockType,
          }),
        )
      }
      if (status === 409 && body.error === 'conflict' && typeof body.stamp === 'string') {
        const current = body.stamp
        // The backups describe versions before someone else's save: undoing them would undo that too.
        setBackups(() => [])
        if (request.reapply === false) {
          stamp.current = current
          show('error', body.message ?? t.error)
          refresh()
          return { ok: false, message: body.message, handled: true }
        }
        return new Promise((resolve) => setConflict({ request, resolve, message: body.message ?? t.error, stamp: current }))
      }
      if (status >= 200 && status < 300 && typeof body.stamp === 'string') {
        stamp.current = body.stamp
        const produced = body.stamp
        if (request.backup && body.backup) setBackups((stack) => [...stack, { tree: body.backup as EditTree, stamp: produced }])
        setSavedAt(new Date())
        if (request.alert) show('saved', request.alert)
        refresh()
        return { ok: true, moduleId: typeof body.module_id === 'string' ? body.module_id : null }
      }
      if (status === 400 && body.fields) return { ok: false, fields: body.fields, message: body.message }
      const message = status === 0 ? t.network : (body.message ?? t.error)
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
      show('error', t.undoGone)
      return
    }
    const outcome = await send({ name: 'undo', body: { backup: last.tree }, alert: t.undoneAlert, backup: false, reapply: false })
    if (!outcome.ok) return
    // The draft is now what the next backup's write produced: that backup applies to this version.
    const now = stamp.current
    setBackups((stack) => {
      const rest = stack.slice(0, -1)
      const top = rest[rest.length - 1]
      return top ? [...rest.slice(0, -1), { ...top, stamp: now }] : rest
    })
  }, [backups, send, setBackups, show, t.undoGone, t.undoneAlert])
  const undoRef = useRef(undo)
  useEffect(() => {
    undoRef.current = undo
  }, [undo])

  const act = useCallback(
    async (id: string, action: 'up' | 'down' | 'duplicate' | 'delete') => {
      const type = state.modules[id]?.blockType
      if (!type) return
      const path = { module: type.toLowerCase(), id }
      if (action === 'delete') {
        // The delete button goes with its module: the focus moves to the alert's undo then.
        const hadFocus = document.activeElement?.closest(`[data-module-id="${CSS.escape(id)}"]`) !== null
        const outcome = await send({ name: 'deleteModule', path, alert: null, backup: true })
        if (!outcome.ok) return
        // Issue 24: a delete is one click, and its alert offers to bring the module back: that
        // delete only, so only while the draft is still the version the delete produced.
        const produced = stamp.current
        const bringBack = () => {
          if (stamp.current === produced) void undoRef.current()
          else show('error', t.undoGone)
        }
        show('saved', t.deleted(state.forms[type]?.label[state.locale] ?? type), { label: t.undo, run: bringBack, focus: hadFocus })
      } else {
        // A move names places that a colleague's save may have shifted: never sent again blindly.
        await send({
          name: 'patchModule',
          path,
          body: { action },
          alert: action === 'duplicate' ? t.saved : null,
          backup: true,
          reapply: action === 'duplicate',
        })
      }
    },
    [send, show, state.forms, state.locale, state.modules, t],
  )

  const move = useCallback(
    async (source: DragSource, target: Place) => {
      const type = state.modules[source.id]?.blockType
      if (!type) return
      // SPEC §7: no save alert for a reorder; the announcement and the page itself say it moved.
      const outcome = await send({
        name: 'patchModule',
        path: { module: type.toLowerCase(), id: source.id },
        body: { action: 'move', to: target },
        alert: null,
        backup: true,
        reapply: false,
      })
      // The module is rendered anew in its new list: its handle gets the focus back.
      if (outcome.ok) focusInModule(source.id, '.edit-drag-handle')
    },
    [send, state.modules],
  )

  const copyModule = useCallback(
    async (module: StoredModule, place: Place) => {
      setCopyAt(null)
      const { id: _id, blockType, ...fields } = module
      const outcome = await send({
        name: 'createModule',
        path: { module: blockType.toLowerCase() },
        body: { module: fields, at: place },
        alert: t.saved,
        backup: true,
      })
      if (outcome.ok && outcome.moduleId) focusInModule(outcome.moduleId)
    },
    [send, t.saved],
  )

  /** Issue 24: starts the language `target` (missing, or empty here) from a copy of the other one or empty. */
  const startLanguage = useCallback(
    async (target: Locale, copy: boolean, title: string): Promise<string | null> => {
      const answer = await editorCall('translation', {
        path: { locale: target },
        query: { doc: state.doc, base: stamp.current },
        body: { copy, title },
      })
      if (answer.status === 200) {
        if (target === state.locale) {
          setStarting(null)
          if (typeof answer.body.stamp === 'string') stamp.current = answer.body.stamp
          refresh()
          return null
        }
        const path = typeof answer.body.path === 'string' ? answer.body.path : state.links[target]
        if (!path) return t.titleNeeded
        router.push(`${path}?edit`)
        return null
      }
      if (answer.status === 409 && typeof answer.body.stamp === 'string') stamp.current = answer.body.stamp
      return answer.status === 0 ? t.network : (answer.body.message ?? t.error)
    },
    [refresh, router, state.doc, state.links, state.locale, t],
  )

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
      const answer = await editorCall('presence', { path: { locale: state.locale }, query: { doc: state.doc } })
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
          onCopy={() => setCopyAt(endOfDocument(state.doc))}
          onStartLanguage={setStarting}
          send={send}
          show={show}
          stamp={currentStamp}
        />
      )}
      <DragLayer t={t} onMove={(source, target) => void move(source, target)}>
        <div className={state.editing ? 'edit-layer edit-layer--editing' : 'edit-layer'}>{children}</div>
      </DragLayer>
      <Alerts alert={alert} onDone={hideAlert} ms={ALERT_MS} />
      {picker && (
        <TypePicker
          place={picker}
          onClose={() => setPicker(null)}
          onPick={(type) => {
            setModal({ mode: 'create', type, at: picker, values: null })
            setPicker(null)
          }}
          onCopy={() => {
            setCopyAt(picker)
            setPicker(null)
          }}
        />
      )}
      {copyAt && <CopyPicker place={copyAt} onPick={(module, place) => void copyModule(module, place)} onClose={() => setCopyAt(null)} />}
      {starting && (
        <StartLanguageDialog
          to={starting}
          page={state.doc.startsWith('pages:') && !state.links[starting]}
          defaultTitle={state.title}
          onStart={(copy, title) => startLanguage(starting, copy, title)}
          onClose={() => setStarting(null)}
        />
      )}
      {modal && (
        <EditModal
          key={modal.mode === 'edit' ? modal.id : 'create'}
          request={modal}
          send={send}
          onClose={() => {
            focusAfterModal.current = modal.mode === 'edit' ? modal.id : null
            setModal(null)
          }}
          onSaved={(moduleId) => {
            focusAfterModal.current = moduleId
            setModal(null)
          }}
          onClosed={() => {
            const id = focusAfterModal.current
            focusAfterModal.current = null
            if (id) focusInModule(id)
          }}
        />
      )}
      {login && (
        <LoginDialog
          onDone={async (loggedIn) => {
            const pending = login
            setLogin(null)
            pending.resolve(loggedIn ? await send(pending.request) : { ok: false, handled: true })
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
            refresh()
            pending.resolve(await send(pending.request))
          }}
          onDiscard={() => {
            const pending = conflict
            setConflict(null)
            stamp.current = pending.stamp
            // Issue 24: the modal never stays open on values older than the draft.
            setModal(null)
            refresh()
            pending.resolve({ ok: false, handled: true })
          }}
          onClose={() => {
            // Only the question closes: the form keeps what was typed, and saving it again merges it onto the current draft.
            const pending = conflict
            setConflict(null)
            stamp.current = pending.stamp
            refresh()
            pending.resolve({ ok: false, handled: true })
          }}
        />
      )}
      {fieldsConflict && (
        <FieldConflictDialog
          type={fieldsConflict.type}
          conflicts={fieldsConflict.conflicts}
          onCancel={() => {
            const pending = fieldsConflict
            setFieldsConflict(null)
            stamp.current = pending.stamp
            pending.resolve({ ok: false, handled: true })
          }}
          onChoose={async (keepMine) => {
            const pending = fieldsConflict
            setFieldsConflict(null)
            stamp.current = pending.stamp
            const body = pending.request.body as { module: Record<string, unknown>; original: Record<string, unknown> }
            const theirs = moduleFields(pending.current)
            const resolved = { ...body.module }
            for (const entry of pending.conflicts) resolved[entry.field] = keepMine.has(entry.field) ? entry.mine : entry.theirs
            // Onto the module as it is now: the fields chosen and the editor's other changes are all that differ from it.
            pending.resolve(
              await send({
                ...pending.request,
                body: {
                  module: resolved,
                  original: {
                    ...body.original,
                    ...Object.fromEntries(pending.conflicts.map((entry) => [entry.field, theirs[entry.field]])),
                  },
                },
              }),
            )
          }}
        />
      )}
    </EditorContext.Provider>
  )
}
