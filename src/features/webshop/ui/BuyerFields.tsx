'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { type Buyer, type BuyerErrors, type PaymentMethod } from '@/features/booking/domain/order'

export type BuyerDetails = Record<Exclude<keyof Buyer, 'payment' | 'terms'>, string>
type Field = keyof BuyerDetails

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
 * The buyer's details, the way to pay and the terms as state, shared by every form that orders
 * (tickets at checkout, gift vouchers). `showErrors` moves the focus to the first field with an
 * error, so a keyboard or screen-reader user lands on it.
 */
export function useBuyerForm(id: string, initial: Partial<BuyerDetails>, methods: readonly PaymentMethod[]) {
  const t = useTranslations('webshop')
  const [details, setDetails] = useState<BuyerDetails>({
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
  const [errors, setErrors] = useState<BuyerErrors>({})

  function showErrors(next: BuyerErrors) {
    setErrors(next)
    const first = [...FIELDS.map((field) => field.name), 'payment', 'terms'].find((name) => next[name as keyof Buyer])
    if (first) window.requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus())
  }

  return {
    id,
    details,
    setDetails,
    payment,
    setPayment,
    terms,
    setTerms,
    errors,
    showErrors,
    buyer: () => ({ ...details, payment, terms }),
  }
}

export type BuyerForm = ReturnType<typeof useBuyerForm>

/**
 * `methods`: the ways of paying offered now; `lapseMinutes`: how long before the start a box-office
 * order must be paid; `invoiceClosedDays`: set when invoice would be offered but the performance is
 * too near, so the buyer learns why it is missing.
 */
type Props = {
  form: BuyerForm
  methods: readonly PaymentMethod[]
  termsHref: string
  /** The hints under the ways to pay (tickets: before the performance; vouchers: within the invoice's days). */
  boxOfficeHint: string
  invoiceHint?: string
  invoiceClosedDays?: number | null
}

/** The buyer's fields, the way to pay and the terms' box, each with its error where it belongs. */
export function BuyerFields({ form, methods, termsHref, boxOfficeHint, invoiceHint, invoiceClosedDays = null }: Props) {
  const t = useTranslations('webshop')
  const { id, details, setDetails, payment, setPayment, terms, setTerms, errors } = form
  const errorOf = (name: keyof Buyer) => (errors[name] ? t(`errors.${errors[name]}`) : null)
  return (
    <>
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
              {method === 'invoice' ? (invoiceHint ?? t('paymentInvoiceHint')) : boxOfficeHint}
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
    </>
  )
}
