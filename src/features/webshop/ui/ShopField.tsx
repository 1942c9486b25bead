'use client'

type FieldProps = {
  id: string
  label: string
  type: string
  name: string
  autoComplete: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

/** A labelled input whose error is announced with it and keeps what was typed. */
export function Field({ id, label, type, name, autoComplete, value, onChange, error, hint }: FieldProps) {
  return (
    <div className="shop-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="shop-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="shop-form__error">
          {error}
        </p>
      )}
    </div>
  )
}
