'use client'

import { useEffect, useRef, useState } from 'react'

import type { EditorState } from '../domain/state'
import { editorCall } from './api'

/** A colleague on the document, and the module whose modal they have open (issue 45). */
export type Colleague = { name: string; module: string | null; dirty: boolean }

/** What this editor has open: a module's modal, with or without unsaved changes. */
export type OpenModule = { module: string | null; dirty: boolean }

/** How often the layer says it is open while nothing changes. */
const BEAT_MS = 10_000

/**
 * Beyond SPEC: who else has this document open and which module's modal (a heartbeat every 10 s
 * while editing, and at once when this editor opens or closes a modal or first changes it), and
 * the page's edit-mode class (SPEC §4) while the layer edits.
 */
export function usePresence(state: EditorState, open: OpenModule): Colleague[] {
  const [others, setOthers] = useState<Colleague[]>([])
  const opened = useRef(open)
  const beatNow = useRef<() => void>(() => undefined)
  useEffect(() => {
    if (!state.editing) return
    let stopped = false
    const beat = async () => {
      const answer = await editorCall('presence', { path: { locale: state.locale }, query: { doc: state.doc }, body: opened.current })
      const list = (answer.body.others ?? []).map(({ name, module, dirty }) => ({ name, module, dirty }))
      // A new array only when something changed: every render of the layer costs its dialogs' work.
      if (!stopped) setOthers((current) => (JSON.stringify(current) === JSON.stringify(list) ? current : list))
    }
    beatNow.current = () => void beat()
    void beat()
    const timer = window.setInterval(() => void beat(), BEAT_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [state.doc, state.editing, state.locale])

  useEffect(() => {
    if (opened.current.module === open.module && opened.current.dirty === open.dirty) return
    opened.current = open
    beatNow.current()
  }, [open])

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
