'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { emptyModule } from '../domain/formSchema'
import type { StoredModule } from '../domain/tree'
import { EditorDialog } from './EditorDialog.client'
import type { Send } from './EditorRoot.client'
import { type FieldErrors, type Place, useEditor } from './editorContext'
import { fieldId } from './fieldId'
import { FormFields } from './FormFields.client'

export type ModalRequest = { mode: 'create'; type: string; at: Place; values: Record<string, unknown> | null } | { mode: 'edit'; id: string; type: string; values: StoredModule }

/**
 * The edit modal: the module's form, derived from its block config (DESIGN §7), filled with the
 * draft's values. Saving sends the whole module; Payload's validation answers errors at the
 * fields in the page's language, which stand at each field and in a summary, with the focus on
 * the first. Nothing typed is lost on a refusal.
 */
export function EditModal({ request, send, onClose }: { request: ModalRequest; send: Send; onClose: () => void }) {
  const { state, t } = useEditor()
  const form = state.forms[request.type]
  const [values, setValues] = useState<Record<string, unknown>>(() => {
    if (request.mode === 'edit') return { ...request.values }
    return request.values ?? (form ? emptyModule(form) : {})
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [summary, setSummary] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (Object.keys(errors).length === 0 && !summary) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('.edit-form__summary')
    first?.focus()
  }, [errors, summary])

  if (!form) return null
  const label = form.label[state.locale]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const { id: _id, blockType: _type, ...fields } = values
    const outcome =
      request.mode === 'edit'
        ? await send({ method: 'POST', path: `${request.type.toLowerCase()}/${request.id}/`, body: { module: fields }, alert: t.saved, backup: true })
        : await send({ method: 'POST', path: `${request.type.toLowerCase()}/`, body: { module: fields, at: request.at }, alert: t.saved, backup: true })
    setSaving(false)
    if (outcome.ok) return onClose()
    setErrors(outcome.fields ?? {})
    setSummary(outcome.fields && Object.keys(outcome.fields).length > 0 ? null : (outcome.message ?? null))
  }

  const errorList = Object.entries(errors)
  return (
    <EditorDialog title={request.mode === 'edit' ? t.editTitle(label) : t.newTitle(label)} closeLabel={t.close} onClose={onClose} wide>
      <form ref={formRef} className="edit-form" onSubmit={submit} noValidate>
        {(errorList.length > 0 || summary) && (
          <div className="edit-form__summary" role="alert" tabIndex={-1}>
            <p>{summary ?? t.errorSummary}</p>
            {errorList.length > 0 && (
              <ul>
                {errorList.map(([path, message]) => (
                  <li key={path}>
                    <a href={`#${fieldId(path)}`}>{message}</a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <FormFields fields={form.fields} values={values} onChange={setValues} path="" errors={errors} />
        <div className="edit-form__actions">
          <button type="submit" className="edit-button edit-button--primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
          <button type="button" className="edit-button" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </EditorDialog>
  )
}
