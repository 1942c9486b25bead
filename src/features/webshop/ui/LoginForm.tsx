'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { isEmail } from '@/features/webshop/domain/email'

/**
 * A customer logs in with e-mail and password (Payload auth of the customers collection, which
 * sets the session cookie). Errors are shown in the visitor's language and keep what was typed.
 */
export function LoginForm({ home }: { home: string }) {
  const t = useTranslations('webshop')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const id = useId()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = {
      email: email.trim() === '' ? t('required') : isEmail(email) ? undefined : t('invalidEmail'),
      password: password === '' ? t('required') : undefined,
    }
    setErrors(next)
    if (next.email || next.password) return
    setBusy(true)
    try {
      const response = await fetch('/cms-api/customers/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      })
      if (response.ok) {
        window.location.assign(home)
        return
      }
      setErrors({ form: response.status === 401 || response.status === 400 ? t('loginFailed') : t('loginUnavailable') })
    } catch {
      setErrors({ form: t('loginUnavailable') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="shop-form" noValidate onSubmit={submit}>
      {errors.form && (
        <p className="shop-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Field id={`${id}-email`} label={t('email')} type="email" name="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <Field id={`${id}-password`} label={t('password')} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      <button type="submit" className="button" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  )
}

type FieldProps = { id: string; label: string; type: string; name: string; autoComplete: string; value: string; onChange: (value: string) => void; error?: string }

/** A labelled input whose error is announced with it and keeps what was typed. */
function Field({ id, label, type, name, autoComplete, value, onChange, error }: FieldProps) {
  return (
    <div className="shop-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} name={name} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="shop-form__error">
          {error}
        </p>
      )}
    </div>
  )
}
