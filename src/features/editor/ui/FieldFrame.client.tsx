'use client'

import type { ReactNode } from 'react'
import { type FormField } from '@/cms/blocks/formSchema'
import { useEditor } from './editorContext'
import { fieldId } from './fieldId'

/** A field's label, help text and error around its input; the input is described by both. */
export function FieldFrame({
  field,
  path,
  errors,
  children,
  counter,
}: {
  field: FormField
  path: string
  errors: Record<string, string>
  children: (ids: InputIds) => ReactNode
  /** The characters used against the limit; `over` marks it (colour, weight and words) when past it. */
  counter?: { text: string; over: boolean }
}) {
  const { state, t } = useEditor()
  const id = fieldId(path)
  const error = errors[path]
  const described =
    [field.help ? `${id}-help` : null, counter ? `${id}-counter` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={error ? 'edit-field edit-field--invalid' : 'edit-field'}>
      <label className="edit-field__label" htmlFor={id}>
        {field.label[state.locale]}
        {field.required && <span className="edit-field__required"> ({t('required')})</span>}
      </label>
      {children({ id, describedBy: described, invalid: Boolean(error), required: field.required })}
      {field.help && (
        <p id={`${id}-help`} className="edit-field__help">
          {field.help[state.locale]}
        </p>
      )}
      {counter && (
        <p id={`${id}-counter`} className={counter.over ? 'edit-field__counter edit-field__counter--over' : 'edit-field__counter'}>
          {counter.text}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="edit-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

export type InputIds = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean }

export function aria(ids: InputIds) {
  return {
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid ? true : undefined,
    'aria-required': ids.required ? true : undefined,
  }
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** An ISO date as the value of a datetime-local input in the browser's time, and back. */
export function localDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
