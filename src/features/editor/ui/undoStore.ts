import { useSyncExternalStore } from 'react'

import type { EditTree } from '../domain/tree'
import { prop } from '@/lib/types/guards'

/** A backup and the version its write produced: undo applies only while the draft is still that version (decision 019). */
export type Backup = { tree: EditTree; stamp: string }

/** At most this many backups are kept per document and language (the oldest go first). */
const MAX_BACKUPS = 30
const PREFIX = 'festival-editor-undo:'

function isBackup(value: unknown): value is Backup {
  const kind = prop(prop(value, 'tree'), 'kind')
  return typeof prop(value, 'stamp') === 'string' && (kind === 'page' || kind === 'container')
}

/**
 * The undo stack of one document in one language, kept in the tab's session storage (issue 24):
 * a reload within the editing session keeps it; a new tab or the end of the session does not.
 * Every entry still carries its version, so an undo never lands on someone else's later save.
 */
function loadBackups(key: string): Backup[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(PREFIX + key) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isBackup) : []
  } catch {
    return []
  }
}

function saveBackups(key: string, backups: Backup[]): void {
  let kept = backups.slice(-MAX_BACKUPS)
  while (true) {
    try {
      if (kept.length === 0) window.sessionStorage.removeItem(PREFIX + key)
      else window.sessionStorage.setItem(PREFIX + key, JSON.stringify(kept))
      return
    } catch {
      // Storage full: keep fewer, the newest last; with none left, the stack lives in memory only.
      if (kept.length === 0) return
      kept = kept.slice(1)
    }
  }
}

// The stacks as the layer reads them: one cached array per key (a stable snapshot), and who listens.
const cache = new Map<string, Backup[]>()
const listeners = new Set<() => void>()
const NONE: Backup[] = []

function readBackups(key: string): Backup[] {
  let stack = cache.get(key)
  if (!stack) {
    stack = loadBackups(key)
    cache.set(key, stack)
  }
  return stack
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The undo stack of a document and language (empty on the server and in the first render). */
export function useBackups(key: string): Backup[] {
  return useSyncExternalStore(
    subscribe,
    () => readBackups(key),
    () => NONE,
  )
}

/** Changes the stack: stored for a reload, and every reader renders again. */
export function updateBackups(key: string, update: (stack: Backup[]) => Backup[]): void {
  const next = update(readBackups(key))
  saveBackups(key, next)
  cache.set(key, next)
  for (const listener of listeners) listener()
}
