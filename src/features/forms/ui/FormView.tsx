'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { call } from '@/api/client'

import {
  checkEntry,
  emailConfirmField,
  emailField,
  type EntryValue,
  type FormDefinition,
  type FormField,
  HONEYPOT,
  MULTI_VALUE_TYPES,
} from '../domain/entry'
import type { Locale } from '@/i18n/locales'
import { Uploads, FieldInput } from './FieldInput'
import { FormTexts } from './formTexts'

type Values = Record<string, EntryValue>

function initialValues(fields: FormField[]): Values {
  const values: Values = {}
  for (const field of fields) {
    const preset = field.default?.trim()
    if (field.field_type === 4) values[field.slug] = preset === 'true' || preset === '1'
    else if (MULTI_VALUE_TYPES.includes(field.field_type)) values[field.slug] = preset ? preset.split(',').map((entry) => entry.trim()) : []
    else values[field.slug] = preset ?? ''
  }
  return values
}

/**
 * A form of SPEC §3 as visitors fill it in: every field type, the client's e-mail repetition
 * (`email2`), files uploaded first (SPEC §7 temp files) and claimed by the entry. The rules are
 * checked before sending and again by the server; messages stand at the fields and are
 * announced, and the focus goes to the first. Nothing typed is lost on a refusal.
 */
export function FormView({ form, locale, texts }: { form: FormDefinition; locale: Locale; texts: FormTexts }) {
  const email = emailField(form)
  const fields = [...form.fields.filter((field) => field.visible), ...(email ? [emailConfirmField(locale)] : [])]
  const [values, setValues] = useState<Values>(() => initialValues(fields))
  const [uploads, setUploads] = useState<Uploads>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const idOf = (slug: string) => `form-${form.id}-${slug}`

  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const set = (slug: string, value: EntryValue) => setValues((current) => ({ ...current, [slug]: value }))

  const upload = async (field: FormField, file: File | undefined) => {
    if (!file) return
    setUploads((current) => ({ ...current, [field.slug]: { state: 'uploading' } }))
    const data = new FormData()
    data.set('file', file)
    try {
      const { status, body } = await call('tempFile', {
        path: { locale },
        body: data,
      })
      if (status === 201 && body.token) {
        set(field.slug, body.token)
        setUploads((current) => ({ ...current, [field.slug]: { state: 'done', name: body.name ?? file.name } }))
        setErrors(({ [field.slug]: _dropped, ...rest }) => rest)
      } else {
        set(field.slug, '')
        setUploads((current) => ({ ...current, [field.slug]: { state: 'failed' } }))
        setErrors((current) => ({ ...current, [field.slug]: body.message ?? texts.failed }))
      }
    } catch {
      setUploads((current) => ({ ...current, [field.slug]: { state: 'failed' } }))
      setErrors((current) => ({ ...current, [field.slug]: texts.failed }))
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const honeypot = (new FormData(event.currentTarget).get(HONEYPOT) as string | null) ?? ''
    const checked = checkEntry(form, values, locale)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    setSending(true)
    const sent = await call('formEntry', {
      path: { locale },
      body: { form: form.id, field_values: values, ...(honeypot ? { [HONEYPOT]: honeypot } : {}) },
      locale,
    })
    setSending(false)
    if (sent.status === 201) return setDone(sent.body.message || texts.sent)
    if (sent.status === 400 && sent.body.fields) return setErrors(sent.body.fields)
    setFailure(sent.status === 429 ? texts.tooMany : texts.failed)
  }

  if (done) {
    return (
      <p ref={doneRef} className="form-view__done" role="status" tabIndex={-1}>
        {done}
      </p>
    )
  }

  const errorList = Object.entries(errors)
  return (
    <form ref={formRef} className="form-view" onSubmit={submit} noValidate>
      {errorList.length > 0 && (
        <div className="form-view__summary" role="alert">
          <p>{texts.errorSummary}</p>
          <ul>
            {errorList.map(([slug, message]) => (
              <li key={slug}>
                <a href={`#${idOf(slug)}`}>{`${fields.find((field) => field.slug === slug)?.label ?? slug}: ${message}`}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {fields.map((field) => (
        <FieldInput
          key={field.slug}
          field={field}
          id={idOf(field.slug)}
          value={values[field.slug]}
          error={errors[field.slug]}
          upload={uploads[field.slug]}
          texts={texts}
          onChange={(value) => set(field.slug, value)}
          onFile={(file) => void upload(field, file)}
        />
      ))}
      <div className="form-view__honeypot" aria-hidden="true">
        <label htmlFor={idOf(HONEYPOT)}>{texts.honeypot}</label>
        <input id={idOf(HONEYPOT)} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {failure && (
        <p className="form-view__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={sending || Object.values(uploads).some((entry) => entry.state === 'uploading')}>
        {form.submit_text || texts.submit}
      </button>
    </form>
  )
}
