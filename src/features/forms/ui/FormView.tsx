'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { call } from '@/api/client'

import {
  checkEntry,
  emailConfirmField,
  emailField,
  type EntryValue,
  FILE_TYPE,
  type FormDefinition,
  type FormField,
  HONEYPOT,
  MULTI_VALUE_TYPES,
} from '../domain/entry'
import type { Locale } from '@/i18n/locales'

export type FormTexts = {
  submit: string
  required: string
  errorSummary: string
  sent: string
  failed: string
  tooMany: string
  uploading: string
  uploadedPrefix: string
  fileHelp: string
  honeypot: string
  choose: string
}

type Values = Record<string, EntryValue>
type Uploads = Record<string, { state: 'uploading' } | { state: 'done'; name: string } | { state: 'failed' }>

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
      const { status, body } = await call<'tempFile', { token: string; name: string; message: string }>('tempFile', {
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
    const sent = await call<'formEntry', { message: string | null; fields: Record<string, string> }>('formEntry', {
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

type FieldProps = {
  field: FormField
  id: string
  value: EntryValue | undefined
  error: string | undefined
  upload: Uploads[string] | undefined
  texts: FormTexts
  onChange: (value: EntryValue) => void
  onFile: (file: File | undefined) => void
}

function FieldInput({ field, id, value, error, upload, texts, onChange, onFile }: FieldProps) {
  const help = field.field_type === FILE_TYPE ? [field.help_text, texts.fileHelp].filter(Boolean).join(' ') : field.help_text
  const described =
    [help ? `${id}-help` : null, upload ? `${id}-upload` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
  }
  const label = (
    <>
      {field.label}
      {field.required && <span className="form-view__required"> ({texts.required})</span>}
    </>
  )
  const after = (
    <>
      {help && (
        <p id={`${id}-help`} className="form-view__help">
          {help}
        </p>
      )}
      {upload && (
        <p id={`${id}-upload`} className="form-view__help" role="status">
          {upload.state === 'uploading' ? texts.uploading : upload.state === 'done' ? `${texts.uploadedPrefix} ${upload.name}` : ''}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-view__error">
          {error}
        </p>
      )}
    </>
  )
  const text = typeof value === 'string' ? value : ''
  const list = Array.isArray(value) ? value : []

  if (field.field_type === 4) {
    return (
      <div
        className={
          error ? 'form-view__field form-view__field--check form-view__field--invalid' : 'form-view__field form-view__field--check'
        }
      >
        <input type="checkbox" {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
        {after}
      </div>
    )
  }
  if (field.field_type === 5 || field.field_type === 8) {
    const multi = field.field_type === 5
    return (
      <fieldset
        className={error ? 'form-view__field form-view__field--invalid' : 'form-view__field'}
        aria-describedby={described}
        id={id}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
      >
        <legend>{label}</legend>
        {field.choices.map((choice, index) => (
          <label key={choice.value} className="form-view__choice">
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={id}
              value={choice.value}
              id={index === 0 ? `${id}-first` : undefined}
              checked={multi ? list.includes(choice.value) : text === choice.value}
              onChange={(event) =>
                onChange(
                  multi ? (event.target.checked ? [...list, choice.value] : list.filter((entry) => entry !== choice.value)) : choice.value,
                )
              }
            />{' '}
            {choice.label}
          </label>
        ))}
        {after}
      </fieldset>
    )
  }
  const control = (() => {
    switch (field.field_type) {
      case 2:
        return (
          <textarea
            {...common}
            rows={6}
            placeholder={field.placeholder_text ?? undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      case 6:
        return (
          <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
            <option value="">{field.placeholder_text || texts.choose}</option>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )
      case 7:
        return (
          <select
            {...common}
            multiple
            value={list}
            onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
          >
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )
      case 9:
        return (
          <input
            type="file"
            {...common}
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        )
      default: {
        const type =
          field.field_type === 3 || field.field_type === 13
            ? 'email'
            : field.field_type === 10
              ? 'date'
              : field.field_type === 12
                ? 'tel'
                : 'text'
        return (
          <input
            type={type}
            {...common}
            inputMode={field.field_type === 11 ? 'decimal' : undefined}
            autoComplete={field.field_type === 3 ? 'email' : field.field_type === 12 ? 'tel' : undefined}
            placeholder={field.placeholder_text ?? undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    }
  })()
  return (
    <div className={error ? 'form-view__field form-view__field--invalid' : 'form-view__field'}>
      <label htmlFor={id}>{label}</label>
      {control}
      {after}
    </div>
  )
}
