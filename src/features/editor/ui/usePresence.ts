'use client'

import { useEffect, useState } from 'react'

import type { EditorState } from '../domain/state'
import { editorCall } from './api'

/**
 * Beyond SPEC: who else has this document open (a heartbeat every 20 s while editing), and the
 * page's edit-mode class (SPEC §4) while the layer edits.
 */
export function usePresence(state: EditorState): string[] {
  const [others, setOthers] = useState<string[]>([])
  useEffect(() => {
    if (!state.editing) return
    let stopped = false
    const beat = async () => {
      const answer = await editorCall('presence', { path: { locale: state.locale }, query: { doc: state.doc } })
      const list = answer.body.others ?? []
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

  return others
}
