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
      <div className="shop-form__field">
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <input id={`${id}-email`} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? `${id}-email-error` : undefined} />
        {errors.email && (
          <p id={`${id}-email-error`} className="shop-form__error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="shop-form__field">
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input id={`${id}-password`} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={Boolean(errors.password)} aria-describedby={errors.password ? `${id}-password-error` : undefined} />
        {errors.password && (
          <p id={`${id}-password-error`} className="shop-form__error">
            {errors.password}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  )
}
