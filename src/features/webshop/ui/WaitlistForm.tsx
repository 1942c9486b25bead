'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { call, callUrl } from '@/api/client'

import { isEmail } from '../domain/email'
import { QuantityInput } from './QuantityInput'
import { Field } from './ShopField'

export type WaitlistGroup = { id: number; name: string; prices: { saleTypeId: number; label: string }[] }

/**
 * The form to join a sold-out performance's waiting list: an e-mail address and the tickets wanted
 * from one seat group (the shop's quantity fields). It posts without JavaScript too; with it, the
 * answer is said here and nothing typed is lost.
 */
export function WaitlistForm({ jetId, groups, max }: { jetId: string; groups: readonly WaitlistGroup[]; max: number }) {
  const t = useTranslations('webshop')
  const locale = useLocale()
  const id = useId()
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields: Record<string, string> = {}
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value
    })
    const invalidEmail = !email.trim() ? t('errors.required') : isEmail(email) ? undefined : t('errors.invalidEmail')
    setEmailError(invalidEmail)
    setProblem(null)
    if (invalidEmail) return document.getElementById(`${id}-email`)?.focus()
    setBusy(true)
    const { status, body } = await call('waitingList', { body: fields, locale })
    setBusy(false)
    if (status === 200 && 'message' in body && typeof body.message === 'string') return setDone(body.message)
    setProblem('error' in body && typeof body.error === 'string' ? body.error : t('callFailed'))
  }

  if (done)
    return (
      <p role="status" tabIndex={-1} ref={(element) => element?.focus()} className="shop-form__result">
        {done}
      </p>
    )
  return (
    <form
      className="shop-form shop-event__form"
      method="post"
      action={callUrl('waitingList')}
      noValidate
      onSubmit={submit}
      aria-busy={busy}
    >
      <input type="hidden" name="event" value={jetId} />
      <input type="hidden" name="locale" value={locale} />
      {problem ? (
        <p className="shop-form__error" role="alert" tabIndex={-1} ref={(element) => element?.focus()}>
          {problem}
        </p>
      ) : null}
      <Field
        id={`${id}-email`}
        label={t('waitlist.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={emailError}
        hint={t('waitlist.emailHint')}
      />
      {groups.map((group) => (
        <fieldset key={group.id}>
          <legend>{t('waitlist.chooseTickets', { group: group.name })}</legend>
          <ul className="shop-event__prices">
            {group.prices.map((price) => {
              const field = `q-${group.id}-${price.saleTypeId}`
              return (
                <li key={field} className="shop-event__price">
                  <label htmlFor={`${id}-${field}`}>
                    <span className="shop-event__kind">{price.label}</span>
                  </label>
                  <QuantityInput id={`${id}-${field}`} name={field} max={max} />
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
      <p className="shop-form__hint">{t('waitlist.chooseHint', { max })}</p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('waitlist.submit')}
      </button>
    </form>
  )
}
