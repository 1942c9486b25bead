'use client'

import { type FormEvent, useState } from 'react'

import { formatDateTime } from '@/lib/time/format'

import type { FormField } from '@/cms/blocks/formSchema'
import { excerptOf, isEmptyValue, richTextPlain } from '../domain/history'
import type { FieldConflict } from '../domain/merge'
import type { StoredModule } from '../domain/tree'
import { DialogActions, EditorDialog } from './EditorDialog.client'
import { type Place, useEditor } from './editorContext'
import { type EditorTexts, startTitle } from './texts'
import { type Locale, otherLocale } from '@/i18n/locales'
import { prop } from '@/lib/types/guards'

/** A stored value as an editor reads it (the conflict dialog's two columns). */
export function displayValue(field: FormField | undefined, value: unknown, t: EditorTexts, locale: Locale): string {
  if (isEmptyValue(value)) return t('empty')
  if (typeof value === 'boolean') return value ? t('yes') : t('no')
  if (typeof value === 'number')
    return field?.kind === 'upload' ? t('mediaItem', { id: value }) : field?.kind === 'relationship' ? `#${value}` : String(value)
  if (typeof value === 'string') {
    if (field?.kind === 'select') return field.options.find((option) => option.value === value)?.label[locale] ?? value
    if (field?.kind === 'date') return formatDateTime(new Date(value), locale)
    return value
  }
  if (Array.isArray(value)) {
    // Rows and child modules by their words (and their count); chosen options and documents one by one.
    const words = value
      .map((entry) =>
        typeof entry === 'object' && entry !== null && !('relationTo' in entry)
          ? excerptOf(entry as StoredModule, 40)
          : displayValue(field, entry, t, locale),
      )
      .filter(Boolean)
    return `${t('entries', { count: value.length })}: ${words.join(' · ')}`
  }
  if (typeof value === 'object' && value !== null && 'relationTo' in value) {
    const relationTo = String(value.relationTo)
    const id = prop(value, 'value')
    return `${t.collections[relationTo] ?? relationTo} #${String(prop(id, 'id') ?? id)}`
  }
  // Rich text by its words; anything else as the data it is, never as "empty".
  return richTextPlain(value) || JSON.stringify(value)
}

/**
 * Issue 24: someone else changed the same field of the module the editor saved. Both values stand
 * side by side and the editor chooses, field by field; nothing is dropped without their choice.
 */
export function FieldConflictDialog({
  type,
  conflicts,
  onChoose,
  onCancel,
}: {
  type: string
  conflicts: FieldConflict[]
  onChoose: (keepMine: Set<string>) => void
  onCancel: () => void
}) {
  const { state, t } = useEditor()
  const form = state.forms[type]
  const [mine, setMine] = useState<Set<string>>(() => new Set(conflicts.map((conflict) => conflict.field)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChoose(mine)
  }
  return (
    <EditorDialog title={t('fieldConflictTitle')} closeLabel={t('close')} onClose={onCancel} wide>
      <form className="edit-form" onSubmit={submit}>
        {conflicts.map((conflict) => {
          const field = form?.fields.find((entry) => entry.name === conflict.field)
          const name = field?.label[state.locale] ?? conflict.field
          const pick = (keep: boolean) =>
            setMine((current) => {
              const next = new Set(current)
              if (keep) next.add(conflict.field)
              else next.delete(conflict.field)
              return next
            })
          return (
            <fieldset key={conflict.field} className="edit-conflict">
              <legend className="edit-field__label">{name}</legend>
              <div className="edit-conflict__sides">
                <label className="edit-conflict__side">
                  <span className="edit-conflict__choice">
                    <input type="radio" name={`keep-${conflict.field}`} checked={mine.has(conflict.field)} onChange={() => pick(true)} />{' '}
                    {t('mine')}
                  </span>
                  <span className="edit-conflict__value">{displayValue(field, conflict.mine, t, state.locale)}</span>
                </label>
                <label className="edit-conflict__side">
                  <span className="edit-conflict__choice">
                    <input type="radio" name={`keep-${conflict.field}`} checked={!mine.has(conflict.field)} onChange={() => pick(false)} />{' '}
                    {t('theirs')}
                  </span>
                  <span className="edit-conflict__value">{displayValue(field, conflict.theirs, t, state.locale)}</span>
                </label>
              </div>
            </fieldset>
          )
        })}
        <DialogActions primary={{ label: t('keepChoice') }} secondary={{ label: t('cancel'), onClick: onCancel }} />
      </form>
    </EditorDialog>
  )
}

/**
 * Issue 24: a module from the other language, inserted where the editor chose. Each candidate shows
 * its type and a few words; those changed since this language was last edited are marked.
 */
export function CopyPicker({
  place,
  onPick,
  onClose,
}: {
  place: Place
  onPick: (module: StoredModule, place: Place) => void
  onClose: () => void
}) {
  const { state, t } = useEditor()
  const other = state.other.locale
  const inColumn = place.section !== null || place.column !== null
  const candidates = state.other.modules.filter((module) => !(inColumn && module.blockType === 'section'))
  return (
    <EditorDialog
      title={t('copyTitle', { lang: t(`languages.${other}`) })}
      closeLabel={t('close')}
      onClose={onClose}
      description={t('copyIntro')}
      wide
    >
      {candidates.length === 0 ? (
        <p>{t('nothingToCopy')}</p>
      ) : (
        <ul className="edit-copy">
          {candidates.map((module, index) => {
            const label = state.forms[module.blockType]?.label[state.locale] ?? module.blockType
            const words = excerptOf(module, 160)
            const changed = module.id ? state.otherChanged.includes(module.id) : false
            return (
              <li key={module.id ?? index} className="edit-copy__item">
                <div className="edit-copy__text" lang={other}>
                  <strong lang={state.locale}>{label}</strong>
                  {changed && (
                    <span className="edit-frame__badge" lang={state.locale}>
                      {t('copyChanged')}
                    </span>
                  )}
                  <span className="edit-copy__excerpt">{words || t('empty')}</span>
                </div>
                <button
                  type="button"
                  className="edit-button"
                  onClick={() => onPick(module, place)}
                  aria-label={`${t('copyInsert')}: ${label}${words ? `, ${words}` : ''}`}
                >
                  {t('copyInsert')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </EditorDialog>
  )
}

/**
 * Issue 24: the language a page does not have yet starts here, as a draft: from a copy of the
 * other language's modules, or empty; the page needs a title in the new language for its address.
 */
export function StartLanguageDialog({
  to,
  defaultTitle,
  page,
  onStart,
  onClose,
}: {
  to: Locale
  defaultTitle: string
  page: boolean
  onStart: (copy: boolean, title: string) => Promise<string | null>
  onClose: () => void
}) {
  const { t } = useEditor()
  const from = otherLocale(to)
  const [copy, setCopy] = useState(true)
  const [title, setTitle] = useState(defaultTitle)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(await onStart(copy, title))
    setBusy(false)
  }
  return (
    <EditorDialog
      title={startTitle(t, t(`languageAdjectiveE.${to}`))}
      closeLabel={t('close')}
      onClose={onClose}
      description={t('startIntro', { lang: t(`languageAdjectiveE.${to}`) })}
    >
      <form className="edit-form" onSubmit={submit} noValidate>
        <div className={error ? 'edit-form__summary' : 'edit-form__summary edit-form__summary--idle'} role="alert">
          {error && <p>{error}</p>}
        </div>
        {page && (
          <label className="edit-field">
            <span className="edit-field__label">
              {t('title')} ({t(`languages.${to}`)})
            </span>
            <input
              type="text"
              lang={to}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              aria-describedby="start-title-help"
              aria-invalid={error ? true : undefined}
            />
            <span id="start-title-help" className="edit-field__help">
              {t('titleHelp')}
            </span>
          </label>
        )}
        <fieldset className="edit-field edit-field--group">
          <label className="edit-field--checkbox">
            <input type="radio" name="start" checked={copy} onChange={() => setCopy(true)} />{' '}
            {t('startCopy', { lang: t(`languageAdjectiveEn.${from}`) })}
          </label>
          <label className="edit-field--checkbox">
            <input type="radio" name="start" checked={!copy} onChange={() => setCopy(false)} /> {t('startEmpty')}
          </label>
        </fieldset>
        <DialogActions primary={{ label: t('startButton'), disabled: busy }} secondary={{ label: t('cancel'), onClick: onClose }} />
      </form>
    </EditorDialog>
  )
}
