'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { isEmail } from '../domain/email'
import { call, callUrl, cmsCall } from '@/api/client'

import { Field } from './ShopField'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

type Errors = Record<string, string | undefined>

/** A result that replaces the form the focus was in: it takes the focus, so it is read at once. */
function FocusedStatus({ children, role = 'status' }: { children: React.ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} tabIndex={-1} ref={(element) => element?.focus()} className="shop-form__result">
      {children}
    </p>
  )
}

/** Moves the focus to the first field with an error (or the form's message). */
export function focusFirst(id: string, errors: Errors, order: readonly string[]) {
  const first = order.find((name) => errors[name])
  if (first) window.requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus())
}

/** The web shop's error keys, and the password rule's own sentence, in the visitor's language. */
export function useErrorText() {
  const t = useTranslations('webshop')
  const account = useTranslations('account')
  return (key: string | undefined, message?: string): string | undefined => {
    if (!key) return undefined
    if (key.startsWith('password')) return message ?? account(key as 'passwordTooWeak', { min: 10, max: 256 })
    if (key === 'emailTaken' || key === 'wrongPassword') return t(key)
    return t(`errors.${key as 'required'}`)
  }
}

type NameEmail = { first_name: string; last_name: string; email: string }

/** The name and e-mail checks made before anything is sent (the server checks again). */
export function nameEmailErrors(values: NameEmail, text: ReturnType<typeof useErrorText>): Errors {
  return {
    first_name: values.first_name.trim() ? undefined : text('required'),
    last_name: values.last_name.trim() ? undefined : text('required'),
    email: !values.email.trim() ? text('required') : isEmail(values.email) ? undefined : text('invalidEmail'),
  }
}

/** The form's own error, then first name, last name and e-mail: the start of the register and settings forms. */
export function NameEmailFields({
  id,
  values,
  set,
  errors,
}: {
  id: string
  values: NameEmail
  set: (name: keyof NameEmail) => (value: string) => void
  errors: Errors
}) {
  const t = useTranslations('webshop')
  return (
    <>
      {errors.form ? (
        <p className="shop-form__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Field
        id={`${id}-first_name`}
        label={t('firstName')}
        type="text"
        name="first_name"
        autoComplete="given-name"
        value={values.first_name}
        onChange={set('first_name')}
        error={errors.first_name}
      />
      <Field
        id={`${id}-last_name`}
        label={t('lastName')}
        type="text"
        name="last_name"
        autoComplete="family-name"
        value={values.last_name}
        onChange={set('last_name')}
        error={errors.last_name}
      />
      <Field
        id={`${id}-email`}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
    </>
  )
}

/** Registration: name, e-mail, password (the launch-readiness rule), language; then 'check your mail'. */
export function RegisterForm() {
  const t = useTranslations('webshop')
  const errorText = useErrorText()
  const locale = useLocale()
  const id = useId()
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', password: '', preferred_locale: locale })
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  const order = ['first_name', 'last_name', 'email', 'password'] as const

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next: Errors = { ...nameEmailErrors(values, errorText), password: values.password ? undefined : errorText('required') }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return focusFirst(id, next, order)
    setBusy(true)
    const { status, body } = await call('register', {
      body: values,
      locale,
    })
    setBusy(false)
    if (status === 201) return setDone(t('registered', { email: values.email.trim() }))
    if (status === 400 && body.fields) {
      const fromServer = Object.fromEntries(
        Object.entries(body.fields).map(([field, key]) => [field, errorText(key, field === 'password' ? body.message : undefined)]),
      )
      setErrors(fromServer)
      return focusFirst(id, fromServer, order)
    }
    setErrors({ form: status === 429 ? ((body as { error?: string }).error ?? t('callFailed')) : t('callFailed') })
  }

  if (done) return <FocusedStatus>{done}</FocusedStatus>
  return (
    <form className="shop-form" method="post" action={callUrl('register')} noValidate onSubmit={submit} aria-busy={busy}>
      <NameEmailFields id={id} values={values} set={set} errors={errors} />
      <Field
        id={`${id}-password`}
        label={t('password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('passwordHint')}
      />
      <LocaleSelect id={`${id}-locale`} value={values.preferred_locale} onChange={set('preferred_locale')} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('registerSubmit')}
      </button>
    </form>
  )
}

/** The preferred language of an account's e-mails and pages. */
export function LocaleSelect({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations('webshop')
  return (
    <div className="shop-form__field">
      <label htmlFor={id}>{t('preferredLocale')}</label>
      <select id={id} name="preferred_locale" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="de" lang="de">
          Deutsch
        </option>
        <option value="en" lang="en">
          English
        </option>
      </select>
    </div>
  )
}

/** 'Forgot your password?': the same answer whether or not the address has an account. */
export function ForgotForm() {
  const t = useTranslations('webshop')
  const errorText = useErrorText()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = !email.trim() ? errorText('required') : isEmail(email) ? undefined : errorText('invalidEmail')
    setError(problem)
    if (problem) return document.getElementById(`${id}-email`)?.focus()
    setBusy(true)
    const { status } = await cmsCall('POST', '/customers/forgot-password', { email: email.trim() })
    setBusy(false)
    if ((status >= 200 && status < 300) || status === 400 || status === 404) return setDone(t('forgotSent', { email: email.trim() }))
    setError(t('callFailed'))
  }

  if (done) return <FocusedStatus>{done}</FocusedStatus>
  return (
    <form className="shop-form" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <Field
        id={`${id}-email`}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('forgotSubmit')}
      </button>
    </form>
  )
}

/** A new password from the e-mailed link; the rule's sentence at the field when it is too weak. */
export function ResetForm({ token, profileHref }: { token: string; profileHref: string }) {
  const t = useTranslations('webshop')
  const locale = useLocale()
  const errorText = useErrorText()
  const id = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form')
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!password) {
      setError(errorText('required'))
      return document.getElementById(`${id}-password`)?.focus()
    }
    setBusy(true)
    const { status: code, body } = await call('passwordReset', { body: { token, password }, locale })
    setBusy(false)
    if (code === 200) return setState('done')
    if (code === 400 && body.fields?.password) {
      setError(errorText(body.fields.password, body.message))
      return document.getElementById(`${id}-password`)?.focus()
    }
    if (code === 400) return setState('invalid')
    setError(t('callFailed'))
  }

  if (state === 'done')
    return (
      <FocusedStatus>
        {t('resetDone')} <a href={profileHref}>{t('myProfile')}</a>
      </FocusedStatus>
    )
  if (state === 'invalid')
    return (
      <FocusedStatus role="alert">
        {t('resetInvalid')} <a href={SHOP_PATHS.forgot}>{t('forgot')}</a>
      </FocusedStatus>
    )
  return (
    <form
      className="shop-form"
      method="post"
      action={callUrl('passwordReset', { query: { token } })}
      noValidate
      onSubmit={submit}
      aria-busy={busy}
    >
      <input type="hidden" name="token" value={token} />
      <Field
        id={`${id}-password`}
        label={t('newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={error}
        hint={t('passwordHint')}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('resetSubmit')}
      </button>
    </form>
  )
}
