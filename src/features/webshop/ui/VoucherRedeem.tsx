'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { call } from '@/api/client'
import { formatCents } from '@/features/booking/domain/money'
import { lastValidDay } from '@/features/booking/domain/voucher'
import { isLocale } from '@/i18n/locales'
import { formatDay } from '@/lib/time/format'

/** A voucher the buyer redeemed at checkout: what it pays of the total, as the server said. */
export type AppliedVoucher = { code: string; cents: number; balanceCents: number; expiresAt: string }

type Props = {
  id: string
  totalCents: number
  applied: AppliedVoucher | null
  onChange: (voucher: AppliedVoucher | null) => void
}

/**
 * A gift voucher's code at checkout (issue 46): the server says what is left on it and what it pays
 * of the total; the order is placed with that amount, and what is still owed is shown. Enter in
 * the field redeems the code rather than placing the order.
 */
export function VoucherRedeem({ id, totalCents, applied, onChange }: Props) {
  const t = useTranslations('webshop')
  const language = useLocale()
  const locale = isLocale(language) ? language : 'de'
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inputId = `${id}-voucher`

  async function redeem() {
    if (busy || code.trim() === '') return
    setBusy(true)
    setError(null)
    const { status, body } = await call('voucherCheck', { body: { code, total_cents: totalCents, locale }, locale })
    setBusy(false)
    if (status === 200 && body.code && typeof body.covers_cents === 'number' && body.balance_cents !== undefined && body.expires_at) {
      onChange({ code: body.code, cents: body.covers_cents, balanceCents: body.balance_cents, expiresAt: body.expires_at })
      return
    }
    setError(typeof body.message === 'string' ? body.message : t('callFailed'))
    window.requestAnimationFrame(() => document.getElementById(inputId)?.focus())
  }

  if (applied) {
    return (
      <div className="shop-form__group checkout__voucher" role="status">
        <p>
          {t('vouchers.covers', {
            code: applied.code,
            covers: formatCents(applied.cents, locale),
            left: formatCents(applied.balanceCents - applied.cents, locale),
            until: formatDay(lastValidDay(new Date(applied.expiresAt)), locale),
          })}
        </p>
        <button type="button" className="button" onClick={() => onChange(null)}>
          {t('vouchers.removeVoucher')}
        </button>
      </div>
    )
  }
  return (
    <div className="shop-form__field checkout__voucher">
      <label htmlFor={inputId}>{t('vouchers.codeLabel')}</label>
      <p id={`${inputId}-hint`} className="shop-form__hint">
        {t('vouchers.codeHint')}
      </p>
      <div className="checkout__voucher-row">
        <input
          id={inputId}
          name="voucher_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            void redeem()
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
        />
        <button type="button" className="button" onClick={() => void redeem()} disabled={busy}>
          {busy ? t('vouchers.applying') : t('vouchers.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="shop-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
