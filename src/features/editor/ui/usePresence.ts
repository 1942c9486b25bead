'use client'

import { useEffect, useRef, useState } from 'react'

import type { EditorState } from '../domain/state'
import { editorCall } from './api'

/** A colleague on the document, and the module whose modal they have open (issue 45). */
export type Colleague = { name: string; module: string | null; dirty: boolean }

/** What this editor has open: a module's modal, with or without unsaved changes, and those changes for their own live preview. */
export type OpenModule = { module: string | null; dirty: boolean; preview: Record<string, unknown> | null }

/** How often the layer says it is open while nothing changes. */
const BEAT_MS = 10_000

/**
 * Beyond SPEC: who else has this document open and which module's modal (a heartbeat every 10 s
 * while editing, and at once when this editor opens, changes or closes a modal), and the page's
 * edit-mode class (SPEC §4) while the layer edits. The modal's changes travel with it for the live
 * preview (issue 45): once the server has them, `onPreviewSaid` renders the page again with them.
 */
export function usePresence(state: EditorState, open: OpenModule, onPreviewSaid: () => void): Colleague[] {
  const [others, setOthers] = useState<Colleague[]>([])
  const opened = useRef(open)
  const beatNow = useRef<() => Promise<boolean>>(() => Promise.resolve(false))
  // One call after the other: a later preview never overtaken by an earlier one.
  const queue = useRef<Promise<boolean>>(Promise.resolve(false))
  useEffect(() => {
    if (!state.editing) return
    let stopped = false
    const beat = async (): Promise<boolean> => {
      const answer = await editorCall('presence', { path: { locale: state.locale }, query: { doc: state.doc }, body: opened.current })
      const list = (answer.body.others ?? []).map(({ name, module, dirty }) => ({ name, module, dirty }))
      // A new array only when something changed: every render of the layer costs its dialogs' work.
      if (!stopped) setOthers((current) => (JSON.stringify(current) === JSON.stringify(list) ? current : list))
      return answer.status === 200
    }
    beatNow.current = () => (queue.current = queue.current.then(beat, beat))
    void beatNow.current()
    const timer = window.setInterval(() => void beat(), BEAT_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [state.doc, state.editing, state.locale])

  useEffect(() => {
    const before = opened.current
    const previewChanged = JSON.stringify(before.preview) !== JSON.stringify(open.preview)
    if (before.module === open.module && before.dirty === open.dirty && !previewChanged) return
    opened.current = open
    // Rendered again only once the server has the preview: a session that ended meanwhile (401)
    // would render the visitor's page, and the layer with its modal and pending save would go.
    void beatNow.current().then((said) => {
      if (said && previewChanged) onPreviewSaid()
    })
  }, [open, onPreviewSaid])

  // SPEC §4: the edit-mode class.
  useEffect(() => {
    if (!state.editing) return
    document.documentElement.classList.add('edit-mode')
    return () => document.documentElement.classList.remove('edit-mode')
  }, [state.editing])

  return others
}

/** Names in the editor's language: "Ada und Rosa", "Ada, Rosa and Max". */
export function namesIn(locale: string, names: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format([...new Set(names)])
}
