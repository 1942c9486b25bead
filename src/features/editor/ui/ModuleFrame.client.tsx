'use client'

import type { ReactNode } from 'react'

import { diffWords } from 'diff'

import type { FieldChange } from '../domain/history'
import type { FrameDiff } from '../domain/state'
import { DragHandle, DropGap } from './DragLayer.client'
import { useOptionalEditor } from './editorContext'
import { namesIn } from './usePresence'

export type FrameProps = {
  id: string | null
  type: string | null
  section: string | null
  column: number | null
  index: number
  count: number
  diff?: FrameDiff | null
  children?: ReactNode
}

/**
 * The outline of one module in edit mode, with its actions as buttons: a drag handle (issue 24;
 * the arrow buttons are the other keyboard way), edit, move up and down, duplicate, delete, and
 * insert a new module after it. Gaps before it (and after the last) take a dragged module. An
 * empty list (a new column) shows where a module can be added.
 */
export function ModuleFrame({ id, type, section, column, index, count, diff = null, children }: FrameProps) {
  const editor = useOptionalEditor()
  if (!editor) return <>{children}</>
  const { state, t, busy, openEdit, addAt, act, openBy } = editor

  if (diff !== undefined && diff !== null) {
    return (
      <div className={`edit-frame edit-frame--${diff.kind}`} data-module-id={id ?? undefined}>
        <p className="edit-frame__diff">
          {state.version?.compare
            ? diff.kind === 'changed'
              ? t('versionChangedOlder')
              : t('versionOnlyOlder')
            : diff.kind === 'changed'
              ? t('versionChanged')
              : t('versionOnly')}
        </p>
        {diff.kind === 'changed' && diff.fields.length > 0 && <FieldsCompared type={type} fields={diff.fields} />}
        {diff.kind === 'changed' && diff.fields.length === 0 && (
          <div className="edit-frame__compare">
            <div>
              <p className="edit-frame__compare-label">{t('before')}</p>
              <p className="edit-frame__compare-text">{diff.before || t('empty')}</p>
            </div>
            <div>
              <p className="edit-frame__compare-label">{t('after')}</p>
              <p className="edit-frame__compare-text">{diff.after || t('empty')}</p>
            </div>
          </div>
        )}
        {children}
      </div>
    )
  }
  if (!state.editing) return <>{children}</>

  const listName = section === null && column === null ? t('listPage') : t('listColumn', { column: (column ?? 0) + 1 })
  const gap = (at: number) => (
    <DropGap t={t} target={{ section, column, index: at, where: t('place', { position: at + 1, list: listName }) }} />
  )

  if (!id || !type) {
    return (
      <div className="edit-slot">
        {gap(0)}
        <p className="edit-slot__text">{t('emptySlot')}</p>
        <button type="button" className="edit-button" disabled={busy} onClick={() => addAt({ section, column, index: 0 })}>
          {t('addInto')}
        </button>
      </div>
    )
  }

  const label = state.forms[type]?.label[state.locale] ?? type
  const name = t('module', { label, index: index + 1 })
  const editedBy = openBy(id)
  return (
    <>
      {gap(index)}
      <div
        className={editedBy.length > 0 ? 'edit-frame edit-frame--open-elsewhere' : 'edit-frame'}
        data-module-id={id}
        data-module-type={type}
      >
        {editedBy.length > 0 && <p className="edit-frame__presence">{t('openElsewhere', { names: namesIn(state.locale, editedBy) })}</p>}
        <div className="edit-frame__bar" role="group" aria-label={name}>
          <DragHandle source={{ id, type, label: name, section, column, index }} label={t('dragHandle', { label: name })} disabled={busy} />
          <span className="edit-frame__label" aria-hidden="true">
            {label}
          </span>
          <button type="button" className="edit-button edit-frame__edit" disabled={busy} onClick={() => openEdit(id)}>
            {t('edit')}
          </button>
          <button type="button" className="edit-button" disabled={busy || index === 0} onClick={() => void act(id, 'up')}>
            {t('moveUp')}
          </button>
          <button type="button" className="edit-button" disabled={busy || index === count - 1} onClick={() => void act(id, 'down')}>
            {t('moveDown')}
          </button>
          <button type="button" className="edit-button" disabled={busy} onClick={() => void act(id, 'duplicate')}>
            {t('duplicate')}
          </button>
          <button type="button" className="edit-button edit-button--danger" disabled={busy} onClick={() => void act(id, 'delete')}>
            {t('remove')}
          </button>
          <button type="button" className="edit-button" disabled={busy} onClick={() => addAt({ section, column, index: index + 1 })}>
            {t('addHere')}
          </button>
        </div>
        {children}
      </div>
      {index === count - 1 && gap(count)}
    </>
  )
}

/**
 * Issue 45, as Wagtail's compare view: per changed field, its label and its old and new words side
 * by side, the words taken out marked in the old and those put in marked in the new.
 */
function FieldsCompared({ type, fields }: { type: string | null; fields: readonly FieldChange[] }) {
  const editor = useOptionalEditor()
  if (!editor) return null
  const { state, t } = editor
  const form = type ? state.forms[type] : undefined
  return (
    <dl className="edit-frame__fields">
      {fields.map((field) => {
        const parts = diffWords(field.before, field.after)
        return (
          <div key={field.field} className="edit-frame__field">
            <dt>{form?.fields.find((entry) => entry.name === field.field)?.label[state.locale] ?? field.field}</dt>
            <dd className="edit-frame__compare">
              <div>
                <p className="edit-frame__compare-label">{t('before')}</p>
                <p className="edit-frame__compare-text">
                  {field.before === ''
                    ? t('empty')
                    : parts.map((part, index) => (part.added ? null : part.removed ? <del key={index}>{part.value}</del> : part.value))}
                </p>
              </div>
              <div>
                <p className="edit-frame__compare-label">{t('after')}</p>
                <p className="edit-frame__compare-text">
                  {field.after === ''
                    ? t('empty')
                    : parts.map((part, index) => (part.removed ? null : part.added ? <ins key={index}>{part.value}</ins> : part.value))}
                </p>
              </div>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
