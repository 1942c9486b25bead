import type { FormTexts } from './formTexts'
import { dateBounds, type EntryValue, festivalToday, FILE_TYPE, type FormField } from '../domain/entry'

export type Uploads = Record<string, { state: 'uploading' } | { state: 'done'; name: string } | { state: 'failed' }>

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

export function FieldInput({ field, id, value, error, upload, texts, onChange, onFile }: FieldProps) {
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
  // Several choices are always boxes to tick (type 7 too): a list with several selected is hard to
  // use on a phone and by keyboard.
  if (field.field_type === 5 || field.field_type === 7 || field.field_type === 8) {
    const multi = field.field_type !== 8
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
            // The picker's bounds follow the field's range (the check names them too); today is the
            // browser's, so the page's stored HTML may name yesterday's.
            {...(field.field_type === 10 ? dateBounds(field, festivalToday()) : {})}
            suppressHydrationWarning={field.field_type === 10}
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
