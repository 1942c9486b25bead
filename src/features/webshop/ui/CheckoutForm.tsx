'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { buyerErrors, ORDER_CONFIRM_MINUTES, type PaymentMethod } from '@/features/booking/domain/order'
import { call } from '@/api/client'
import { formatCents } from '@/features/booking/domain/money'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

import { BuyerFields, type BuyerDetails, useBuyerForm } from './BuyerFields'
import { type AppliedVoucher, VoucherRedeem } from './VoucherRedeem'

type Problem =
  'cartChanged' | 'noReservation' | 'notEnoughSeats' | 'limitReached' | 'unpaidLimit' | 'voucherChanged' | 'creditChanged' | 'callFailed'

/**
 * `methods`: the ways of paying offered now (invoice only with the festival's account set);
 * `lapseMinutes`: how long before the start a box-office order must be paid (site settings);
 * `invoiceClosedDays`: set when invoice would be offered but the performance is too near (the
 * settings' days), so the buyer learns why it is missing;
 * `guest`: not logged in, so the order waits for the e-mail address (decision 031).
 */
type Props = {
  initial: Partial<BuyerDetails>
  totalCents: number
  termsHref: string
  cartHref: string
  methods: readonly PaymentMethod[]
  lapseMinutes: number
  invoiceClosedDays: number | null
  guest: boolean
  /** The logged-in customer's account credit (issue 46); 0 for a guest. */
  creditCents: number
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
export function CheckoutForm({
  initial,
  totalCents,
  termsHref,
  cartHref,
  methods,
  lapseMinutes,
  invoiceClosedDays,
  guest,
  creditCents,
}: Props) {
  const t = useTranslations('webshop')
  const locale = useLocale()
  const id = useId()
  const form = useBuyerForm(id, initial, methods)
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null)
  const [useCredit, setUseCredit] = useState(false)
  const [voucherMessage, setVoucherMessage] = useState<string | null>(null)
  const router = useRouter()
  // What the credit pays: what the voucher leaves, up to the balance.
  const creditUse = useCredit ? Math.min(creditCents, totalCents - (voucher?.cents ?? 0)) : 0
  const owed = totalCents - (voucher?.cents ?? 0) - creditUse
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)
  const summary = useRef<HTMLDivElement>(null)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const buyer = form.buyer()
    const found = buyerErrors(buyer)
    setProblem(null)
    if (Object.keys(found).length > 0) return form.showErrors(found)
    form.showErrors({})
    setBusy(true)
    const paidOtherwise = {
      ...(voucher ? { voucher_code: voucher.code, voucher_cents: voucher.cents } : {}),
      ...(creditUse > 0 ? { credit_cents: creditUse } : {}),
    }
    const { status, body } = await call('checkout', { body: { buyer, expected_total_cents: totalCents, locale, ...paidOtherwise }, locale })
    if (status === 200 && typeof body.order_url === 'string' && body.order_url.startsWith(`${SHOP_PATHS.orders}/`)) {
      window.location.assign(body.order_url)
      return
    }
    setBusy(false)
    if (status === 400 && body.fields) return form.showErrors(body.fields)
    // A voucher that no longer pays what was shown (spent elsewhere meanwhile, expired), or too many codes tried:
    // the server's words say which; the buyer redeems it again.
    const voucherRefused =
      voucher !== null &&
      (body.error === 'unknown_voucher' || body.error === 'too_many_voucher_attempts' || Boolean(body.error?.startsWith('voucher_')))
    if (voucherRefused && body.error !== 'too_many_voucher_attempts') setVoucher(null)
    setVoucherMessage(voucherRefused && typeof body.message === 'string' ? body.message : null)
    // The credit changed meanwhile (spent in another tab, refunded): the page reads the balance anew.
    if (body.error === 'credit_changed') {
      setUseCredit(false)
      router.refresh()
    }
    setProblem(
      voucherRefused
        ? 'voucherChanged'
        : body.error === 'credit_changed'
          ? 'creditChanged'
          : ((body.error ? PROBLEMS[body.error] : undefined) ?? 'callFailed'),
    )
    window.requestAnimationFrame(() => summary.current?.focus())
  }

  return (
    <form className="shop-form checkout" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <div ref={summary} tabIndex={-1} className="checkout__problems">
        {problem ? (
          <div role="alert" className="shop-form__error">
            <p>
              {problem === 'voucherChanged'
                ? (voucherMessage ?? t('vouchers.errors.voucher_changed'))
                : problem === 'creditChanged'
                  ? t('credit.changed')
                  : t(problem)}
            </p>
            {problem !== 'callFailed' && problem !== 'unpaidLimit' && problem !== 'voucherChanged' && problem !== 'creditChanged' ? (
              <p>
                <a href={cartHref}>{t('toCart')}</a>
              </p>
            ) : null}
          </div>
        ) : Object.keys(form.errors).length > 0 ? (
          <p role="alert" className="shop-form__error">
            {t('errorSummary')}
          </p>
        ) : null}
      </div>
      <VoucherRedeem id={id} totalCents={totalCents} applied={voucher} onChange={setVoucher} />
      {creditCents > 0 ? (
        <div className="shop-form__choice">
          <input id={`${id}-credit`} type="checkbox" checked={useCredit} onChange={(event) => setUseCredit(event.target.checked)} />
          <label htmlFor={`${id}-credit`}>{t('credit.use', { amount: formatCents(creditCents, locale) })}</label>
        </div>
      ) : null}
      {voucher || creditUse > 0 ? (
        <p className="checkout__owed" role="status">
          {creditUse > 0 ? `${t('credit.uses', { amount: formatCents(creditUse, locale) })} ` : null}
          <strong>{owed > 0 ? t('vouchers.owed', { owed: formatCents(owed, locale) }) : t('vouchers.paidInFull')}</strong>
        </p>
      ) : null}
      <BuyerFields
        form={form}
        methods={methods}
        termsHref={termsHref}
        boxOfficeHint={t('paymentBoxOfficeHint', { minutes: lapseMinutes })}
        invoiceClosedDays={invoiceClosedDays}
      />
      {guest ? <p className="shop-form__hint">{t('guestConfirmHint', { minutes: ORDER_CONFIRM_MINUTES })}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('placing') : t('placeOrder')}
      </button>
    </form>
  )
}
