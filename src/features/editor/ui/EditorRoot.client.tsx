'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react'

import type { EditorState } from '../domain/state'
import type { StoredModule } from '../domain/tree'
import { editorCall } from './api'
import { focusSoon } from './focus'
import { type AlertAction, Alerts, type AlertMessage } from './Alerts.client'
import { CopyPicker, StartLanguageDialog } from './Choices.client'
import { DragLayer, type DragSource } from './DragLayer.client'
import { EditModal, type ModalRequest } from './EditModal.client'
import { EditorContext, type EditorApi, endOfDocument, type Place } from './editorContext'
import { editorTexts } from './texts'
import { Toolbar } from './Toolbar.client'
import { TypePicker } from './TypePicker.client'
import { useDraftWrites } from './useDraftWrites'
import { ConfirmDialog } from './EditorDialog.client'
import { namesIn, usePresence } from './usePresence'
import { WriteDialogs } from './WriteDialogs.client'

import './editor.css'
import type { Locale } from '@/i18n/locales'

/** SPEC §9: alerts hide after 4000 ms. */
export const ALERT_MS = 4000

/** Focuses a control of a module once the page shows it again (after a save the server renders it anew): its edit button, or its drag handle after a move. */
function focusInModule(id: string, control: '.edit-frame__edit' | '.edit-drag-handle' = '.edit-frame__edit') {
  focusSoon(() => document.querySelector<HTMLElement>(`.edit-frame[data-module-id="${CSS.escape(id)}"] ${control}`))
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
  const [alert, setAlert] = useState<AlertMessage | null>(null)
  const [modal, setModal] = useState<ModalRequest | null>(null)
  const [picker, setPicker] = useState<Place | null>(null)
  const [copyAt, setCopyAt] = useState<Place | null>(null)
  const [starting, setStarting] = useState<Locale | null>(null)
  const focusAfterModal = useRef<string | null>(null)
  const [modalDirty, setModalDirty] = useState(false)
  /** The open modal's changed fields, shown on this editor's page as they are typed (issue 45). */
  const [preview, setPreview] = useState<Record<string, unknown> | null>(null)
  /** A delete or move of a module a colleague has open, waiting for the editor's yes (issue 45). */
  const [busyWith, setBusyWith] = useState<{ names: string; kind: 'delete' | 'move'; run: () => void } | null>(null)

  const show = useCallback(
    (kind: AlertMessage['kind'], text: string, action?: AlertAction) => setAlert({ kind, text, id: Date.now(), action }),
    [],
  )
  const hideAlert = useCallback(() => setAlert(null), [])
  const refresh = useCallback(() => startRefresh(() => router.refresh()), [router])
  // The live preview's renders (issue 45) are not a save's: the layer's buttons stay usable (and focused) meanwhile.
  const [, startPreview] = useTransition()
  const refreshPreview = useCallback(() => startPreview(() => router.refresh()), [router])
  const writes = useDraftWrites(state, t, show, refresh)
  const { currentStamp, adoptStamp, backups, busy, savedAt, send, undo } = writes
  const open = useMemo(
    () => ({
      module: modal?.mode === 'edit' ? modal.id : null,
      dirty: modal !== null && modalDirty,
      preview: modal?.mode === 'edit' ? preview : null,
    }),
    [modal, modalDirty, preview],
  )
  const colleagues = usePresence(state, open, refreshPreview)
  const others = useMemo(() => [...new Set(colleagues.map((colleague) => colleague.name))], [colleagues])
  const unsaved = useMemo(
    () => [...new Set(colleagues.filter((colleague) => colleague.dirty).map((colleague) => colleague.name))],
    [colleagues],
  )
  const openBy = useCallback(
    (id: string) => [...new Set(colleagues.filter((colleague) => colleague.module === id).map((colleague) => colleague.name))],
    [colleagues],
  )
  /** Runs a delete or move at once, or first asks when a colleague has the module open. */
  const unlessOpen = useCallback(
    (id: string, kind: 'delete' | 'move', run: () => void) => {
      const names = openBy(id)
      if (names.length === 0) return run()
      setBusyWith({ names: namesIn(state.locale, names), kind, run })
    },
    [openBy, state.locale],
  )

  const undoRef = useRef(undo)
  useEffect(() => {
    undoRef.current = undo
  }, [undo])

  const perform = useCallback(
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
        const produced = currentStamp()
        const bringBack = () => {
          if (currentStamp() !== produced) return show('error', t('undoGone'))
          // Issue 45: the focus goes to the module brought back, not to the top of the page.
          void undoRef.current().then(() => focusInModule(id))
        }
        show('saved', t('deleted', { label: state.forms[type]?.label[state.locale] ?? type }), {
          label: t('undo'),
          run: bringBack,
          focus: hadFocus,
        })
      } else {
        // A move names places that a colleague's save may have shifted: never sent again blindly.
        await send({
          name: 'patchModule',
          path,
          body: { action },
          alert: action === 'duplicate' ? t('saved') : null,
          backup: true,
          reapply: action === 'duplicate',
        })
      }
    },
    [currentStamp, send, show, state.forms, state.locale, state.modules, t],
  )
  const act = useCallback(
    async (id: string, action: 'up' | 'down' | 'duplicate' | 'delete') => {
      if (action === 'duplicate') return perform(id, action)
      unlessOpen(id, action === 'delete' ? 'delete' : 'move', () => void perform(id, action))
    },
    [perform, unlessOpen],
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
        alert: t('saved'),
        backup: true,
      })
      if (outcome.ok && outcome.moduleId) focusInModule(outcome.moduleId)
    },
    [send, t],
  )

  /** Issue 24: starts the language `target` (missing, or empty here) from a copy of the other one or empty. */
  const startLanguage = useCallback(
    async (target: Locale, copy: boolean, title: string): Promise<string | null> => {
      const answer = await editorCall('translation', {
        path: { locale: target },
        query: { doc: state.doc, base: currentStamp() },
        body: { copy, title },
      })
      if (answer.status === 200) {
        if (target === state.locale) {
          setStarting(null)
          if (typeof answer.body.stamp === 'string') adoptStamp(answer.body.stamp)
          refresh()
          return null
        }
        const path = typeof answer.body.path === 'string' ? answer.body.path : state.links[target]
        if (!path) return t('titleNeeded')
        router.push(`${path}?edit`)
        return null
      }
      if (answer.status === 409 && typeof answer.body.stamp === 'string') adoptStamp(answer.body.stamp)
      return answer.status === 0 ? t('network') : (answer.body.message ?? t('error'))
    },
    [adoptStamp, currentStamp, refresh, router, state.doc, state.links, state.locale, t],
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
      openBy,
    }),
    [state, t, busy, refreshing, act, openBy],
  )

  return (
    <EditorContext.Provider value={api}>
      {state.toolbarShown && (
        <Toolbar
          others={others}
          unsaved={unsaved}
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
      <DragLayer t={t} onMove={(source, target) => unlessOpen(source.id, 'move', () => void move(source, target))}>
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
          onDirtyChange={setModalDirty}
          onPreview={setPreview}
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
      {busyWith && (
        <ConfirmDialog
          title={t('openElsewhereTitle')}
          text={
            busyWith.kind === 'delete'
              ? t('openElsewhereDelete', { names: busyWith.names })
              : t('openElsewhereMove', { names: busyWith.names })
          }
          confirm={busyWith.kind === 'delete' ? t('deleteAnyway') : t('moveAnyway')}
          cancel={t('cancel')}
          onConfirm={() => {
            const { run } = busyWith
            setBusyWith(null)
            run()
          }}
          onCancel={() => setBusyWith(null)}
        />
      )}
      <WriteDialogs writes={writes} refresh={refresh} onDiscard={() => setModal(null)} />
    </EditorContext.Provider>
  )
}
