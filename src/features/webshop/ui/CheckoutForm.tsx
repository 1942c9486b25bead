'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { type Buyer, buyerErrors, type BuyerError, ORDER_CONFIRM_MINUTES, type PaymentMethod } from '@/features/booking/domain/order'
import { call } from '@/api/client'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

type Details = Record<Exclude<keyof Buyer, 'payment' | 'terms'>, string>
type Field = keyof Details
type Problem = 'cartChanged' | 'noReservation' | 'notEnoughSeats' | 'limitReached' | 'unpaidLimit' | 'callFailed'

const FIELDS: ReadonlyArray<{
  name: Field
  label: 'firstName' | 'lastName' | 'email' | 'street' | 'postalCode' | 'city' | 'country'
  autoComplete: string
  type?: string
}> = [
  { name: 'first_name', label: 'firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'email', autoComplete: 'email', type: 'email' },
  { name: 'street', label: 'street', autoComplete: 'street-address' },
  { name: 'postal_code', label: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'country', label: 'country', autoComplete: 'country-name' },
]

/**
 * `methods`: the ways of paying offered now (invoice only with the festival's account set);
 * `lapseMinutes`: how long before the start a box-office order must be paid (site settings);
 * `invoiceClosedDays`: set when invoice would be offered but the performance is too near (the
 * settings' days), so the buyer learns why it is missing;
 * `guest`: not logged in, so the order waits for the e-mail address (decision 031).
 */
type Props = {
  initial: Partial<Details>
  totalCents: number
  termsHref: string
  cartHref: string
  methods: readonly PaymentMethod[]
  lapseMinutes: number
  invoiceClosedDays: number | null
  guest: boolean
}

/** A refused checkout's problem, by the error the call answered. */
const PROBLEMS: Readonly<Record<string, Problem>> = {
  cart_changed: 'cartChanged',
  no_reservation: 'noReservation',
  not_enough_seats: 'notEnoughSeats',
  limit_reached: 'limitReached',
  unpaid_limit: 'unpaidLimit',
}

/**
 * The buyer's details, the way to pay and the terms, then one button that orders. Errors are
 * shown at their field and in a summary that takes the focus; everything typed stays. Submitting
 * twice confirms one order (the server answers the same one).
 */
export function CheckoutForm({ initial, totalCents, termsHref, cartHref, methods, lapseMinutes, invoiceClosedDays, guest }: Props) {
  const t = useTranslations('webshop')
  const locale = useLocale()
  const id = useId()
  const [details, setDetails] = useState<Details>({
    first_name: '',
    last_name: '',
    email: '',
    street: '',
    postal_code: '',
    city: '',
    country: t('countryDefault'),
    ...initial,
  })
  const [payment, setPayment] = useState<PaymentMethod>(methods.includes('invoice') ? 'invoice' : (methods[0] ?? 'box_office'))
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<keyof Buyer, BuyerError>>>({})
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)
  const summary = useRef<HTMLDivElement>(null)

  function showErrors(next: Partial<Record<keyof Buyer, BuyerError>>) {
    setErrors(next)
    // The first field with an error takes the focus, so a keyboard or screen-reader user lands on it.
    const first = [...FIELDS.map((field) => field.name), 'payment', 'terms'].find((name) => next[name as keyof Buyer])
    if (first) window.requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus())
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const buyer = { ...details, payment, terms }
    const found = buyerErrors(buyer)
    setProblem(null)
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    setBusy(true)
    const { status, body } = await call('checkout', { body: { buyer, expected_total_cents: totalCents, locale }, locale })
    if (status === 200 && typeof body.order_url === 'string' && body.order_url.startsWith(`${SHOP_PATHS.orders}/`)) {
      window.location.assign(body.order_url)
      return
    }
    setBusy(false)
    if (status === 400 && body.fields) return showErrors(body.fields)
    setProblem((body.error ? PROBLEMS[body.error] : undefined) ?? 'callFailed')
    window.requestAnimationFrame(() => summary.current?.focus())
  }

  const errorOf = (name: keyof Buyer) => (errors[name] ? t(`errors.${errors[name]}`) : null)

  return (
    <form className="shop-form checkout" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <div ref={summary} tabIndex={-1} className="checkout__problems">
        {problem ? (
          <div role="alert" className="shop-form__error">
            <p>{t(problem)}</p>
            {problem !== 'callFailed' && problem !== 'unpaidLimit' ? (
              <p>
                <a href={cartHref}>{t('toCart')}</a>
              </p>
            ) : null}
          </div>
        ) : Object.keys(errors).length > 0 ? (
          <p role="alert" className="shop-form__error">
            {t('errorSummary')}
          </p>
        ) : null}
      </div>
      <fieldset className="shop-form__group">
        <legend>{t('buyer')}</legend>
        {FIELDS.map((field) => {
          const error = errorOf(field.name)
          const inputId = `${id}-${field.name}`
          return (
            <div key={field.name} className="shop-form__field">
              <label htmlFor={inputId}>{t(field.label)}</label>
              <input
                id={inputId}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required
                value={details[field.name]}
                onChange={(event) => setDetails((current) => ({ ...current, [field.name]: event.target.value }))}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
              {error ? (
                <p id={`${inputId}-error`} className="shop-form__error">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </fieldset>
      <fieldset className="shop-form__group" aria-describedby={errors.payment ? `${id}-payment-error` : undefined}>
        <legend>{t('payment')}</legend>
        {methods.map((method, index) => (
          <div key={method} className="shop-form__choice">
            <input
              id={index === 0 ? `${id}-payment` : `${id}-payment-${method}`}
              type="radio"
              name="payment"
              value={method}
              checked={payment === method}
              onChange={() => setPayment(method)}
              aria-describedby={`${id}-payment-${method}-hint`}
            />
            <label htmlFor={index === 0 ? `${id}-payment` : `${id}-payment-${method}`}>
              {method === 'invoice' ? t('paymentInvoice') : t('paymentBoxOffice')}
            </label>
            <p id={`${id}-payment-${method}-hint`} className="shop-form__hint">
              {method === 'invoice' ? t('paymentInvoiceHint') : t('paymentBoxOfficeHint', { minutes: lapseMinutes })}
            </p>
          </div>
        ))}
        {invoiceClosedDays !== null ? <p className="shop-form__hint">{t('paymentInvoiceClosed', { days: invoiceClosedDays })}</p> : null}
        {errors.payment ? (
          <p id={`${id}-payment-error`} className="shop-form__error">
            {errorOf('payment')}
          </p>
        ) : null}
      </fieldset>
      <div className="shop-form__choice">
        <input
          id={`${id}-terms`}
          type="checkbox"
          name="terms"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          aria-invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
        />
        <label htmlFor={`${id}-terms`}>
          {t.rich('terms', {
            link: (chunks) => (
              <a href={termsHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </label>
        {errors.terms ? (
          <p id={`${id}-terms-error`} className="shop-form__error">
            {errorOf('terms')}
          </p>
        ) : null}
      </div>
      {guest ? <p className="shop-form__hint">{t('guestConfirmHint', { minutes: ORDER_CONFIRM_MINUTES })}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('placing') : t('placeOrder')}
      </button>
    </form>
  )
}
