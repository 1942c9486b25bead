'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { emptyModule } from '@/cms/blocks/formSchema'
import type { FormField } from '@/cms/blocks/formSchema'
import type { Locale } from '@/i18n/locales'
import { moduleText } from '../domain/history'
import { changedFields, moduleFields } from '../domain/merge'
import type { StoredModule } from '../domain/tree'
import { ConfirmDialog, EditorDialog } from './EditorDialog.client'
import { type FieldErrors, type Gone, type Place, type Send, useEditor } from './editorContext'
import { fieldId } from './fieldId'
import { FormFields } from './FormFields.client'

/** How long typing pauses before the page shows it (issue 45's live preview). */
const PREVIEW_DELAY_MS = 300

export type ModalRequest =
  | { mode: 'create'; type: string; at: Place; values: Record<string, unknown> | null }
  | { mode: 'edit'; id: string; type: string; values: StoredModule }

/**
 * The edit modal: the module's form, derived from its block config (DESIGN §7), filled with the
 * draft's values. Saving an existing module sends what the form opened with too, so the server
 * writes only the fields the editor changed (issue 24: a colleague's change to another field
 * survives). Payload's validation answers errors at the fields in the page's language, which stand
 * at each field and in a summary, with the focus on the first; any other failure stands inside the
 * modal too, announced. Nothing typed is lost: closing with changes asks first, and so does leaving
 * the page; a module a colleague deleted meanwhile is said so, naming them, and the modal offers to
 * insert it again at its place with what was typed, or to copy the text (issue 45).
 */
type Props = {
  request: ModalRequest
  send: Send
  onClose: () => void
  onSaved: (moduleId: string | null) => void
  /** Whether the form holds unsaved changes, as it changes (colleagues see it, issue 45). */
  onDirtyChange?: (dirty: boolean) => void
  /** The fields changed so far, a moment after each change, for the live preview on the page (issue 45); null when none. */
  onPreview?: (fields: Record<string, unknown> | null) => void
  /** Once the modal has gone: where the focus goes (the module's edit button). */
  onClosed?: () => void
}

export function EditModal({ request, send, onClose, onSaved, onDirtyChange, onPreview, onClosed }: Props) {
  const { state, t } = useEditor()
  const form = state.forms[request.type]
  const [initial] = useState<Record<string, unknown>>(() => {
    if (request.mode === 'edit') return { ...request.values }
    return request.values ?? (form ? emptyModule(form) : {})
  })
  const [values, setValues] = useState<Record<string, unknown>>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [summary, setSummary] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [gone, setGone] = useState<Gone | null>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const dirty = changedFields(initial, values).length > 0

  useEffect(() => {
    if (Object.keys(errors).length === 0 && !summary && !gone) return
    const first =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('.edit-form__gone') ??
      formRef.current?.querySelector<HTMLElement>('.edit-form__summary')
    first?.focus()
  }, [errors, summary, gone])

  useEffect(() => {
    onDirtyChange?.(dirty)
  }, [dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange])
  // The page follows what is typed a moment later (each render of it is a server render); closing puts it back.
  useEffect(() => {
    if (!onPreview) return
    const changed = changedFields(initial, values)
    const timer = window.setTimeout(
      () => onPreview(changed.length > 0 ? Object.fromEntries(changed.map((name) => [name, values[name]])) : null),
      PREVIEW_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [initial, values, onPreview])
  useEffect(() => () => onPreview?.(null), [onPreview])

  // Leaving or reloading the page with unsaved changes asks the browser's own question.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  if (!form) return null
  const label = form.label[state.locale]

  const requestClose = () => {
    // While saving, the modal stays: its outcome (an error at a field, a failure) is shown here.
    if (saving) return
    if (dirty) setConfirming(true)
    else onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    const fields = moduleFields(values)
    const outcome = gone
      ? // Deleted meanwhile: the module comes back at its place as a new one, with what was typed.
        await send({
          name: 'createModule',
          path: { module: request.type.toLowerCase() },
          body: { module: fields, at: gone.place },
          alert: t('goneInserted'),
          backup: true,
          inModal: true,
        })
      : request.mode === 'edit'
        ? await send({
            name: 'updateModule',
            path: { module: request.type.toLowerCase(), id: request.id },
            body: { module: fields, original: moduleFields(initial) },
            alert: t('saved'),
            backup: true,
            inModal: true,
          })
        : await send({
            name: 'createModule',
            path: { module: request.type.toLowerCase() },
            body: { module: fields, at: request.at },
            alert: t('saved'),
            backup: true,
            inModal: true,
          })
    setSaving(false)
    if (outcome.ok) return onSaved(outcome.moduleId ?? (request.mode === 'edit' && !gone ? request.id : null))
    // Handled elsewhere (a conflict the editor dropped, a login that was cancelled): nothing to add here.
    if (outcome.handled) return
    if (outcome.gone) {
      setErrors({})
      setSummary(null)
      return setGone(outcome.gone)
    }
    setErrors(outcome.fields ?? {})
    setSummary(outcome.fields && Object.keys(outcome.fields).length > 0 ? null : (outcome.message ?? t('error')))
  }

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(moduleText(values, textFieldNames(form.fields)))
      setCopied(t('goneCopied'))
    } catch {
      setCopied(t('goneCopyFailed'))
    }
  }

  const errorList = Object.entries(errors)
  return (
    <>
      <EditorDialog
        title={request.mode === 'edit' ? t('editTitle', { label }) : t('newTitle', { label })}
        closeLabel={t('close')}
        onClose={requestClose}
        wide
        onClosed={onClosed}
      >
        <form ref={formRef} className="edit-form" onSubmit={submit} noValidate>
          {gone && (
            <div className="edit-form__gone" role="alert" tabIndex={-1}>
              <p>{gone.message}</p>
              <button type="button" className="edit-button" onClick={copyText}>
                {t('goneCopy')}
              </button>
              {copied && <p role="status">{copied}</p>}
            </div>
          )}
          <div
            className={errorList.length > 0 || summary ? 'edit-form__summary' : 'edit-form__summary edit-form__summary--idle'}
            role="alert"
            tabIndex={-1}
          >
            {(errorList.length > 0 || summary) && (
              <>
                <p>{summary ?? t('errorSummary')}</p>
                {errorList.length > 0 && (
                  <ul>
                    {errorList.map(([path, message]) => (
                      <li key={path}>
                        {/* Issue 45: the summary names each field, not only what is wrong with it. */}
                        <a href={`#${fieldId(path)}`}>{`${fieldLabelAt(form.fields, path, state.locale) ?? path}: ${message}`}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
          <FormFields fields={form.fields} values={values} onChange={setValues} path="" errors={errors} />
          <div className="edit-form__actions">
            <button type="submit" className="edit-button edit-button--primary" disabled={saving}>
              {saving ? t('saving') : gone ? t('goneInsert') : t('save')}
            </button>
            <button type="button" className="edit-button" onClick={requestClose} disabled={saving}>
              {t('cancel')}
            </button>
          </div>
        </form>
      </EditorDialog>
      {confirming && (
        <ConfirmDialog
          title={t('discardTitle')}
          text={t('discardText')}
          confirm={t('discardConfirm')}
          cancel={t('keepEditing')}
          onConfirm={onClose}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  )
}

/** The names of a form's text fields (rows' included): what an editor types, for copying it. */
function textFieldNames(fields: readonly FormField[]): string[] {
  return fields.flatMap((field) => {
    if (field.kind === 'array') return textFieldNames(field.fields)
    return field.kind === 'text' || field.kind === 'textarea' || field.kind === 'richText' ? [field.name] : []
  })
}

/** The label of the field at an error's path (`content`, `items.2.question`), with the row it stands in; null when none. */
function fieldLabelAt(fields: readonly FormField[], path: string, locale: Locale): string | null {
  const [name, ...rest] = path.split('.')
  const field = fields.find((entry) => entry.name === name)
  if (!field) return null
  const own = field.label[locale]
  const [row, ...inner] = rest
  if (field.kind !== 'array' || row === undefined || !/^\d+$/.test(row)) return own
  const innerLabel = inner.length > 0 ? fieldLabelAt(field.fields, inner.join('.'), locale) : null
  const rowLabel = `${field.rowLabel[locale]} ${Number(row) + 1}`
  return innerLabel ? `${own}, ${rowLabel}: ${innerLabel}` : `${own}, ${rowLabel}`
}
