'use client'

import { callUrl, cmsCall } from '@/api/client'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { isEmail } from '../domain/email'

import { Field } from './ShopField'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

/**
 * A customer logs in with e-mail and password (Payload auth of the customers collection, which
 * sets the session cookie). Before hydration or without JavaScript the browser posts the form to
 * POST /api/user-login/, which answers with a redirect. Errors are shown in the visitor's language and keep what was typed.
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
      const { status } = await cmsCall('POST', '/customers/login', { email: email.trim(), password })
      if (status >= 200 && status < 300) {
        window.location.assign(home)
        return
      }
      setErrors({ form: status === 401 || status === 400 ? t('loginFailed') : status === 403 ? t('notVerified') : t('loginUnavailable') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="shop-form" method="post" action={callUrl('login')} noValidate onSubmit={submit}>
      {errors.form && (
        <p className="shop-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Field
        id={`${id}-email`}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <Field
        id={`${id}-password`}
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('submit')}
      </button>
      <p>
        <a href={SHOP_PATHS.forgot}>{t('forgot')}</a>
      </p>
      <p>
        {t('noAccount')} <a href={SHOP_PATHS.register}>{t('register')}</a>
      </p>
    </form>
  )
}
