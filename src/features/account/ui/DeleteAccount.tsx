'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { call } from '@/api/client'
import { formatCents } from '@/features/booking/domain/money'
import { useErrorText } from '@/features/webshop/ui/AccountForms'
import { Field } from '@/features/webshop/ui/ShopField'
import { isLocale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { forgetAccount } from '@/lib/browser/deviceAccount'

type Errors = { password?: string; confirm?: string; form?: string }

/**
 * 'Delete account' (issue 46, DSGVO Art. 17): says what goes and what stays, asks for the current
 * password and an explicit yes, and then deletes. Nothing is sent before both are given; the
 * server checks both again.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: (ordersKept: number) => void }) {
  const t = useTranslations('account')
  const shop = useTranslations('webshop')
  const locale = useLocale()
  const id = useId()
  const text = useErrorText()
  const [password, setPassword] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const next: Errors = {
      password: password ? undefined : text('required'),
      confirm: confirmed ? undefined : t('deleteConfirmMissing'),
    }
    setErrors(next)
    if (next.password) return document.getElementById(`${id}-password`)?.focus()
    if (next.confirm) return document.getElementById(`${id}-confirm`)?.focus()
    setBusy(true)
    const { status, body, data } = await call('deleteAccount', { body: { password, confirm: true }, locale })
    setBusy(false)
    if (status === 200 && data) {
      forgetAccount()
      return onDeleted(data.orders_kept)
    }
    if (status === 400 && body.fields?.password) {
      setErrors({ password: text(body.fields.password) })
      return document.getElementById(`${id}-password`)?.focus()
    }
    if (status === 409 && body.error === 'credit_left') {
      const credit = Number((body as { credit_cents?: unknown }).credit_cents) || 0
      return setErrors({ form: shop('credit.deleteBlocked', { amount: formatCents(credit, isLocale(locale) ? locale : 'de') }) })
    }
    setErrors({ form: status === 429 ? shop('tooMany') : shop('callFailed') })
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="account__delete">
      <h2 id={`${id}-heading`}>{t('deleteHeading')}</h2>
      <p>{t('deleteIntro')}</p>
      <p>{t('deleteOrders')}</p>
      <p>{t('deleteTickets')}</p>
      <form className="shop-form" method="post" noValidate onSubmit={submit} aria-busy={busy}>
        <Field
          id={`${id}-password`}
          label={t('deletePassword')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="shop-form__choice">
          <input
            id={`${id}-confirm`}
            type="checkbox"
            name="confirm"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
            aria-invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
          />
          <label htmlFor={`${id}-confirm`}>{t('deleteConfirm')}</label>
          {errors.confirm ? (
            <p id={`${id}-confirm-error`} className="shop-form__error">
              {errors.confirm}
            </p>
          ) : null}
        </div>
        {/* aria-disabled, not disabled: a disabled button loses the focus it has while the call runs. */}
        <button type="submit" className="button button--danger" aria-disabled={busy}>
          {busy ? t('deleteBusy') : t('deleteButton')}
        </button>
        {errors.form ? <p role="alert">{errors.form}</p> : null}
      </form>
    </section>
  )
}

/** What stays on the screen once the account is gone; it takes the focus, so a screen reader hears it at once. */
export function AccountDeleted({ email, ordersKept }: { email: string; ordersKept: number }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div className="account">
      <div className="account__notice" role="status" tabIndex={-1} ref={ref}>
        <p>{t('deleted', { email })}</p>
        {ordersKept > 0 ? <p>{t('deletedOrders', { count: ordersKept })}</p> : null}
        <p>
          <a href={routePath(isLocale(locale) ? locale : 'de', 'home')}>{t('toHome')}</a>
        </p>
      </div>
    </div>
  )
}
