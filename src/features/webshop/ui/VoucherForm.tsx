'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { buyerErrors, ORDER_CONFIRM_MINUTES, type PaymentMethod } from '@/features/booking/domain/order'
import { formatCents } from '@/features/booking/domain/money'
import { VOUCHER_MAX_QUANTITY, voucherAmountError, type VoucherAmountError, type VoucherOffer } from '@/features/booking/domain/voucher'
import { call } from '@/api/client'
import { isLocale } from '@/i18n/locales'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

import { BuyerFields, type BuyerDetails, useBuyerForm } from './BuyerFields'

type Props = {
  offer: VoucherOffer
  initial: Partial<BuyerDetails>
  methods: readonly PaymentMethod[]
  termsHref: string
  /** Days an order of vouchers has to be paid (at the box office too). */
  payDays: number
  guest: boolean
}

const FREE = 'free'

/**
 * Gift vouchers of one amount (a fixed one, or a free one in whole euros within the limits), how
 * many, then the buyer's details, payment and terms like the checkout's. Errors are shown at
 * their field and in a summary; everything typed stays.
 */
export function VoucherForm({ offer, initial, methods, termsHref, payDays, guest }: Props) {
  const t = useTranslations('webshop')
  const language = useLocale()
  const locale = isLocale(language) ? language : 'de'
  const id = useId()
  const form = useBuyerForm(id, initial, methods)
  const [choice, setChoice] = useState<string>(offer.amounts[0] !== undefined ? String(offer.amounts[0]) : FREE)
  const [free, setFree] = useState('')
  const [quantity, setQuantity] = useState('1')
  const [amountError, setAmountError] = useState<VoucherAmountError | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const summary = useRef<HTMLDivElement>(null)

  const amountCents = choice === FREE ? Math.round(Number(free.replace(',', '.')) * 100) : Number(choice)
  const count = Math.min(VOUCHER_MAX_QUANTITY, Math.max(1, Math.trunc(Number(quantity)) || 1))
  const euros = (cents: number) => formatCents(cents, locale)

  function showAmountError(error: VoucherAmountError) {
    setAmountError(error)
    window.requestAnimationFrame(() => document.getElementById(choice === FREE ? `${id}-free` : `${id}-amount`)?.focus())
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setProblem(null)
    const buyer = form.buyer()
    const amount = Number.isFinite(amountCents) ? voucherAmountError(amountCents, offer) : 'voucherAmount'
    const found = buyerErrors(buyer)
    setAmountError(amount)
    if (amount) return showAmountError(amount)
    if (Object.keys(found).length > 0) return form.showErrors(found)
    form.showErrors({})
    setBusy(true)
    const { status, body } = await call('buyVouchers', { body: { amount_cents: amountCents, quantity: count, buyer, locale }, locale })
    if (status === 200 && typeof body.order_url === 'string' && body.order_url.startsWith(`${SHOP_PATHS.orders}/`)) {
      window.location.assign(body.order_url)
      return
    }
    setBusy(false)
    if (status === 400 && body.fields) {
      const { amount: refused, ...rest } = body.fields as Record<string, string>
      if (refused === 'voucherAmount' || refused === 'voucherAmountRange') return showAmountError(refused)
      return form.showErrors(rest)
    }
    setProblem(status === 429 && typeof body.message === 'string' ? body.message : t('callFailed'))
    window.requestAnimationFrame(() => summary.current?.focus())
  }

  const amountErrorId = `${id}-amount-error`
  return (
    <form className="shop-form vouchers" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <div ref={summary} tabIndex={-1} className="checkout__problems">
        {problem ? (
          <p role="alert" className="shop-form__error">
            {problem}
          </p>
        ) : amountError || Object.keys(form.errors).length > 0 ? (
          <p role="alert" className="shop-form__error">
            {t('errorSummary')}
          </p>
        ) : null}
      </div>
      <fieldset className="shop-form__group" aria-describedby={amountError ? amountErrorId : undefined}>
        <legend>{t('vouchers.amountLegend')}</legend>
        {offer.amounts.map((cents, index) => (
          <div key={cents} className="shop-form__choice">
            <input
              id={index === 0 ? `${id}-amount` : `${id}-amount-${cents}`}
              type="radio"
              name="amount"
              value={cents}
              checked={choice === String(cents)}
              onChange={() => setChoice(String(cents))}
            />
            <label htmlFor={index === 0 ? `${id}-amount` : `${id}-amount-${cents}`}>{euros(cents)}</label>
          </div>
        ))}
        {offer.free ? (
          <>
            <div className="shop-form__choice">
              <input
                id={offer.amounts.length === 0 ? `${id}-amount` : `${id}-amount-free`}
                type="radio"
                name="amount"
                value={FREE}
                checked={choice === FREE}
                onChange={() => setChoice(FREE)}
              />
              <label htmlFor={offer.amounts.length === 0 ? `${id}-amount` : `${id}-amount-free`}>{t('vouchers.freeAmount')}</label>
            </div>
            <div className="shop-form__field">
              <label htmlFor={`${id}-free`}>
                {t('vouchers.freeAmountLabel', { min: offer.free.minCents / 100, max: offer.free.maxCents / 100 })}
              </label>
              <input
                id={`${id}-free`}
                name="free_amount"
                type="number"
                inputMode="numeric"
                min={offer.free.minCents / 100}
                max={offer.free.maxCents / 100}
                step={1}
                value={free}
                onChange={(event) => {
                  setFree(event.target.value)
                  setChoice(FREE)
                }}
                aria-invalid={choice === FREE && Boolean(amountError)}
                aria-describedby={choice === FREE && amountError ? amountErrorId : undefined}
              />
            </div>
          </>
        ) : null}
        {amountError ? (
          <p id={amountErrorId} className="shop-form__error">
            {t(`errors.${amountError}`)}
          </p>
        ) : null}
      </fieldset>
      <div className="shop-form__field">
        <label htmlFor={`${id}-quantity`}>{t('vouchers.quantity')}</label>
        <input
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={VOUCHER_MAX_QUANTITY}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          className="shop-event__quantity"
        />
      </div>
      <p className="cart__total" aria-live="polite">
        {amountCents > 0 && !voucherAmountError(amountCents, offer) ? t('vouchers.total', { total: euros(amountCents * count) }) : null}
      </p>
      <BuyerFields
        form={form}
        methods={methods}
        termsHref={termsHref}
        boxOfficeHint={t('vouchers.payAtBoxOffice', { days: payDays })}
        invoiceHint={t('vouchers.payByInvoice', { days: payDays })}
      />
      <p className="shop-form__hint">{guest ? t('vouchers.paidFirstGuest') : t('vouchers.paidFirst')}</p>
      {guest ? <p className="shop-form__hint">{t('guestConfirmHint', { minutes: ORDER_CONFIRM_MINUTES })}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('vouchers.buying') : t('vouchers.buy')}
      </button>
    </form>
  )
}
