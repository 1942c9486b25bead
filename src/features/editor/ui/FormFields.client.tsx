'use client'

import { type BlockForm, emptyModule, type FormField } from '@/cms/blocks/formSchema'
import { DocumentField } from './DocumentField.client'
import { useEditor } from './editorContext'
import { childPath, fieldId } from './fieldId'
import { MediaField } from './MediaField.client'
import { RichTextField } from './RichTextField.client'
import { FieldFrame, aria, text, localDateTime } from './FieldFrame.client'

type Values = Record<string, unknown>

type Props = { fields: FormField[]; values: Values; onChange: (values: Values) => void; path: string; errors: Record<string, string> }

/** A list of form fields over one record of values (a module, a row of a list, a child module). */
export function FormFields({ fields, values, onChange, path, errors }: Props) {
  return (
    <>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(value) => onChange({ ...values, [field.name]: value })}
          path={childPath(path, field.name)}
          errors={errors}
        />
      ))}
    </>
  )
}

export type FieldProps = {
  field: FormField
  value: unknown
  onChange: (value: unknown) => void
  path: string
  errors: Record<string, string>
}

function FieldInput({ field, value, onChange, path, errors }: FieldProps) {
  const { state, t } = useEditor()
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'code': {
      const current = text(value)
      // No maxlength attribute: the editor may paste a longer text and sees the rule's message.
      const max = field.kind !== 'code' ? field.maxLength : null
      const over = max ? current.length - max : 0
      const counter = max
        ? {
            text: over > 0 ? t('charactersOver', { count: current.length, max, over }) : t('characters', { count: current.length, max }),
            over: over > 0,
          }
        : undefined
      return (
        <FieldFrame field={field} path={path} errors={errors} counter={counter}>
          {(ids) =>
            field.kind === 'text' ? (
              <input type="text" {...aria(ids)} value={current} onChange={(event) => onChange(event.target.value)} />
            ) : (
              <textarea
                {...aria(ids)}
                className={field.kind === 'code' ? 'edit-field__code' : undefined}
                rows={field.kind === 'code' ? 8 : 4}
                value={current}
                onChange={(event) => onChange(event.target.value)}
              />
            )
          }
        </FieldFrame>
      )
    }
    case 'number':
      return (
        <FieldFrame field={field} path={path} errors={errors}>
          {(ids) => (
            <input
              type="number"
              {...aria(ids)}
              min={field.min ?? undefined}
              max={field.max ?? undefined}
              value={typeof value === 'number' ? value : ''}
              onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            />
          )}
        </FieldFrame>
      )
    case 'checkbox': {
      const id = fieldId(path)
      return (
        <div className="edit-field edit-field--checkbox">
          <input type="checkbox" id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id}>{field.label[state.locale]}</label>
        </div>
      )
    }
    case 'date':
      return (
        <FieldFrame field={field} path={path} errors={errors}>
          {(ids) => (
            <input
              type="datetime-local"
              {...aria(ids)}
              value={localDateTime(value)}
              onChange={(event) => onChange(event.target.value ? new Date(event.target.value).toISOString() : null)}
            />
          )}
        </FieldFrame>
      )
    case 'select':
      if (field.hasMany) {
        const chosen = Array.isArray(value) ? (value as string[]) : []
        return (
          <fieldset className="edit-field edit-field--group" aria-describedby={errors[path] ? `${fieldId(path)}-error` : undefined}>
            <legend className="edit-field__label">{field.label[state.locale]}</legend>
            {field.options.map((option) => (
              <label key={option.value} className="edit-field--checkbox">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.value)}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((entry) => entry !== option.value))
                  }
                />
                {option.label[state.locale]}
              </label>
            ))}
            {errors[path] && (
              <p id={`${fieldId(path)}-error`} className="edit-field__error">
                {errors[path]}
              </p>
            )}
          </fieldset>
        )
      }
      return (
        <FieldFrame field={field} path={path} errors={errors}>
          {(ids) => (
            <select
              {...aria(ids)}
              value={text(value)}
              onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
            >
              {!field.required && <option value="">{t('none')}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label[state.locale]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )
    case 'upload':
      return <MediaField field={field} value={typeof value === 'number' ? value : null} onChange={onChange} path={path} errors={errors} />
    case 'relationship':
      return <DocumentField field={field} value={value} onChange={onChange} path={path} errors={errors} />
    case 'richText':
      return <RichTextField field={field} value={value} onChange={onChange} path={path} errors={errors} />
    case 'array':
      return (
        <RowsField field={field} rows={Array.isArray(value) ? (value as Values[]) : []} onChange={onChange} path={path} errors={errors} />
      )
    case 'blocks':
      return (
        <RowsField field={field} rows={Array.isArray(value) ? (value as Values[]) : []} onChange={onChange} path={path} errors={errors} />
      )
  }
}

type RowsProps = {
  field: Extract<FormField, { kind: 'array' | 'blocks' }>
  rows: Values[]
  onChange: (rows: Values[]) => void
  path: string
  errors: Record<string, string>
}

/** The rows of a list field (array rows, or child modules of a list module): add, remove, move, each with its own fields. */
function RowsField({ field, rows, onChange, path, errors }: RowsProps) {
  const { state, t } = useEditor()
  const rowLabel = (row: Values): string => {
    if (field.kind === 'array') return field.rowLabel[state.locale]
    return field.blocks.find((block) => block.type === row.blockType)?.label[state.locale] ?? String(row.blockType)
  }
  const formOf = (row: Values): FormField[] =>
    field.kind === 'array' ? field.fields : (field.blocks.find((block) => block.type === row.blockType)?.fields ?? [])
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return
    const next = [...rows]
    const [row] = next.splice(from, 1)
    next.splice(to, 0, row as Values)
    onChange(next)
  }
  const add = (block?: BlockForm) => onChange([...rows, block ? emptyModule(block) : {}])
  const error = errors[path]
  return (
    <fieldset
      className={error ? 'edit-rows edit-field--invalid' : 'edit-rows'}
      aria-describedby={error ? `${fieldId(path)}-error` : undefined}
    >
      <legend className="edit-field__label">
        {field.label[state.locale]}
        {(field.required || (field.minRows ?? 0) > 0) && <span className="edit-field__required"> ({t('required')})</span>}
      </legend>
      {error && (
        <p id={`${fieldId(path)}-error`} className="edit-field__error">
          {error}
        </p>
      )}
      <ol className="edit-rows__list">
        {rows.map((row, index) => {
          const label = t('row', { label: rowLabel(row), index: index + 1 })
          return (
            <li key={typeof row.id === 'string' ? row.id : index} className="edit-rows__row">
              <fieldset className="edit-rows__fields">
                <legend>{label}</legend>
                <FormFields
                  fields={formOf(row)}
                  values={row}
                  onChange={(updated) => onChange(rows.map((entry, at) => (at === index ? updated : entry)))}
                  path={childPath(path, index)}
                  errors={errors}
                />
              </fieldset>
              <div className="edit-rows__actions">
                <button
                  type="button"
                  className="edit-button"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`${label}: ${t('moveUp')}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="edit-button"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`${label}: ${t('moveDown')}`}
                >
                  ↓
                </button>
                <button type="button" className="edit-button" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                  {t('removeRow', { label: rowLabel(row), index: index + 1 })}
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      {(field.maxRows === null || rows.length < field.maxRows) && (
        <div className="edit-rows__add">
          {field.kind === 'array' ? (
            <button type="button" className="edit-button" onClick={() => add()}>
              {t('addRow', { label: field.rowLabel[state.locale] })}
            </button>
          ) : (
            field.blocks.map((block) => (
              <button key={block.type} type="button" className="edit-button" onClick={() => add(block)}>
                {t('addRow', { label: block.label[state.locale] })}
              </button>
            ))
          )}
        </div>
      )}
    </fieldset>
  )
}
