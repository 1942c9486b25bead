import { createContext, useContext } from 'react'

import type { EditorState } from '../domain/state'
import type { AlertAction, AlertMessage } from './Alerts.client'
import type { EditorTexts } from './texts'
import type { WriteCall } from './api'

export type Place = { section: string | null; column: number | null; index: number }

export type FieldErrors = Record<string, string>

/**
 * The outcome of a write: saved, refused with errors at fields or a message, or `handled` by the
 * layer (a conflict the editor dropped, a login they cancelled: nothing more to say).
 */
export type WriteOutcome =
  { ok: true; moduleId: string | null } | { ok: false; fields?: FieldErrors; message?: string; handled?: boolean; gone?: Gone }

/** A module a colleague deleted while it was edited (issue 45): who did (in `message`) and where it goes back in. */
export type Gone = { message: string; place: Place }

export type EditorApi = {
  state: EditorState
  t: EditorTexts
  busy: boolean
  /** Opens the edit modal of a module of this language. */
  openEdit: (id: string) => void
  /** Asks for a module type (or one to copy from the other language), then opens the modal of a new module at this place. */
  addAt: (place: Place) => void
  /** Move, duplicate or delete (no save alert for moves, SPEC §7). */
  act: (id: string, action: 'up' | 'down' | 'duplicate' | 'delete') => Promise<void>
  /** The colleagues who have this module's modal open now (issue 45). */
  openBy: (id: string) => string[]
}

/** One write of the edit layer (SPEC §7 page-editor calls). */
export type WriteRequest = WriteCall & {
  /** The save alert (SPEC §7: not for reorder). */
  alert: string | null
  /** Push the answer's backup on the undo stack. */
  backup: boolean
  /**
   * On a conflict, offer to apply the change again on the newer version (not for undo: its backup
   * belongs to the older one; not for moves: their places may have shifted).
   */
  reapply?: boolean
  /** Sent from the edit modal: a failure is shown inside the modal, not as an alert (issue 24). */
  inModal?: boolean
}

export type Send = (request: WriteRequest) => Promise<WriteOutcome>
export type Show = (kind: AlertMessage['kind'], text: string, action?: AlertAction) => void

export const EditorContext = createContext<EditorApi | null>(null)

export function useEditor(): EditorApi {
  const api = useContext(EditorContext)
  if (!api) throw new Error('useEditor outside the edit layer')
  return api
}

/** The edit layer when it is mounted (module frames render nothing of their own without it). */
export function useOptionalEditor(): EditorApi | null {
  return useContext(EditorContext)
}

/** The end of the document's own list (the server clamps the index): a page's modules, or a container's first column. */
export function endOfDocument(doc: string): Place {
  return doc.startsWith('containers:') ? { section: null, column: 0, index: 10_000 } : { section: null, column: null, index: 10_000 }
}
