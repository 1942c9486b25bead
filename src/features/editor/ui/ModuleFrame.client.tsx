'use client'

import type { ReactNode } from 'react'

import { useOptionalEditor } from './editorContext'

export type FrameProps = {
  id: string | null
  type: string | null
  section: string | null
  column: number | null
  index: number
  count: number
  /** In a version preview: how this module differs from the current draft. */
  diff?: 'changed' | 'only-here' | null
  children?: ReactNode
}

/**
 * The outline of one module in edit mode, with its actions as buttons (the keyboard way; SPEC §2
 * drag is not needed for any of them): edit, move up and down, duplicate, delete, and insert a
 * new module after it. An empty list (a new column) shows where a module can be added.
 */
export function ModuleFrame({ id, type, section, column, index, count, diff = null, children }: FrameProps) {
  const editor = useOptionalEditor()
  if (!editor) return <>{children}</>
  const { state, t, busy, openEdit, addAt, act } = editor

  if (diff !== undefined && diff !== null) {
    return (
      <div className={`edit-frame edit-frame--${diff}`} data-module-id={id ?? undefined}>
        <p className="edit-frame__diff">{diff === 'changed' ? t.versionChanged : t.versionOnly}</p>
        {children}
      </div>
    )
  }
  if (!state.editing) return <>{children}</>

  if (!id || !type) {
    return (
      <div className="edit-slot">
        <p className="edit-slot__text">{t.emptySlot}</p>
        <button type="button" className="edit-button" disabled={busy} onClick={() => addAt({ section, column, index: 0 })}>
          {t.addInto}
        </button>
      </div>
    )
  }

  const label = state.forms[type]?.label[state.locale] ?? type
  const name = t.module(label, index + 1)
  const changed = state.changedSinceOther.includes(id)
  const otherName = t.languageAdjective[state.other.locale]
  return (
    <div className="edit-frame" data-module-id={id} data-module-type={type}>
      <div className="edit-frame__bar" role="group" aria-label={name}>
        <span className="edit-frame__label" aria-hidden="true">
          {label}
        </span>
        {changed && <span className="edit-frame__badge">{t.changedSince(otherName)}</span>}
        <button type="button" className="edit-button" disabled={busy} onClick={() => openEdit(id)}>
          {t.edit}
        </button>
        <button type="button" className="edit-button" disabled={busy || index === 0} onClick={() => void act(id, 'up')}>
          {t.moveUp}
        </button>
        <button type="button" className="edit-button" disabled={busy || index === count - 1} onClick={() => void act(id, 'down')}>
          {t.moveDown}
        </button>
        <button type="button" className="edit-button" disabled={busy} onClick={() => void act(id, 'duplicate')}>
          {t.duplicate}
        </button>
        <button type="button" className="edit-button edit-button--danger" disabled={busy} onClick={() => void act(id, 'delete')}>
          {t.remove}
        </button>
        <button type="button" className="edit-button" disabled={busy} onClick={() => addAt({ section, column, index: index + 1 })}>
          {t.addHere}
        </button>
      </div>
      {children}
    </div>
  )
}
