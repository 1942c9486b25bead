'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { clientAddress, LIMITS } from '@/features/security/domain/limits'
import { consume } from '@/features/security/server/rateLimit'
import { getPayloadClient } from '@/lib/payload/client'

import { confirmEmailChange } from '@/features/account/server/emailChange'
import { CART_PATH, IDEMPOTENCY_KEY_PATTERN } from '@/features/booking/domain/cart'
import { JET_ID_PATTERN } from '@/features/booking/domain/eventTickets'
import { MAX_TICKETS_PER_PRICE } from '@/features/booking/domain/selection'
import { clientKeyOf, isCartToken } from '@/features/booking/providers/builtin/engine'
import { CART_COOKIE, cartCookieValues, MAX_TICKETS_PER_CALL, reserveInCart } from '@/features/booking/server/cartRoutes'
import { onceByKey } from '@/features/booking/server/idempotency'
import { siteState } from '@/features/shell/server/siteState'
import { sqlOf } from '@/lib/db/sql'
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales'
import { safeRedirectTarget } from '@/lib/routing/safePath'

import { shopEventPath, SHOP_PATHS } from '../paths'

import { EMAIL_CHANGE_TOKEN_PATTERN, VERIFY_TOKEN_PATTERN } from '../domain/shopPaths'

/**
 * Confirms a customer's address when they press the button of the verification page (a POST:
 * mail scanners that open links do not use the token up). Rate-limited per address like the
 * other token calls; Next checks that the form came from this site.
 */
export async function verifyEmailAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!VERIFY_TOKEN_PATTERN.test(token)) redirect('/webshop/account/verify/invalid?result=invalid')
  const payload = await getPayloadClient()
  const limited = await consume(payload, LIMITS.resetPerClient, clientAddress(await headers()))
  let verified = false
  if (limited.ok) {
    try {
      verified = await payload.verifyEmail({ collection: 'customers', token })
    } catch {
      verified = false
    }
  }
  redirect(`/webshop/account/verify/${token}?result=${verified ? 'verified' : limited.ok ? 'invalid' : 'limited'}`)
}

/**
 * Confirms a new e-mail address when the customer presses the button of its link's page (a POST,
 * like the verification): the address becomes the account's log-in. Rate-limited per address.
 */
export async function confirmEmailAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!EMAIL_CHANGE_TOKEN_PATTERN.test(token)) redirect('/webshop/account/confirm-email/invalid?result=invalid')
  const payload = await getPayloadClient()
  const limited = await consume(payload, LIMITS.resetPerClient, clientAddress(await headers()))
  const confirmed = limited.ok && (await confirmEmailChange(payload, token))
  redirect(`/webshop/account/confirm-email/${token}?result=${confirmed ? 'confirmed' : limited.ok ? 'invalid' : 'limited'}`)
}

/** A quantity field of the shop's event form: `q-{seat group}-{sale type}`. */
const QUANTITY_FIELD = /^q-([1-9]\d{0,9})-(\d{1,10})$/

/**
 * The web shop's event form without JavaScript: the chosen tickets go into the cart as the
 * widget's cart calls would (one hold per seat group, the first refusal stops), under the form's
 * idempotency key, so pressing the button twice holds them once. Then to the cart, or back to the
 * form with the outcome in `result` (the provider's code, or what was wrong with the input).
 */
export async function addToCartAction(form: FormData): Promise<void> {
  const jetId = String(form.get('event') ?? '')
  if (!JET_ID_PATTERN.test(jetId)) redirect(SHOP_PATHS.home)
  const back = (result: string) => `${shopEventPath(jetId)}?result=${encodeURIComponent(result)}`
  const key = String(form.get('key') ?? '')
  const blockValue = String(form.get('block') ?? '')
  const blockId = /^\d{1,9}$/.test(blockValue) ? Number(blockValue) : null
  const groups = new Map<number, { quantity: number; saleTypeId: number }[]>()
  let total = 0
  for (const [name, value] of form.entries()) {
    const match = QUANTITY_FIELD.exec(name)
    if (!match) continue
    const text = String(value).trim()
    const quantity = text === '' ? 0 : Number(text)
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_TICKETS_PER_PRICE) redirect(back('invalid'))
    if (quantity === 0) continue
    total += quantity
    const seatGroup = Number(match[1])
    groups.set(seatGroup, [...(groups.get(seatGroup) ?? []), { quantity, saleTypeId: Number(match[2]) }])
  }
  if (total === 0) redirect(back('none'))
  if (total > MAX_TICKETS_PER_CALL) redirect(back('invalid'))
  const payload = await getPayloadClient()
  const address = clientAddress(await headers())
  if (!(await consume(payload, LIMITS.cartPerClient, address)).ok) redirect(back('limited'))
  if (!(await siteState()).shopOnline) redirect(back('offline'))
  const jar = await cookies()
  const held = jar.get(CART_COOKIE)?.value
  let cartToken = isCartToken(held) ? held : null
  const now = new Date()
  let index = 0
  for (const [seatGroupId, lines] of groups) {
    const answer = await onceByKey(sqlOf(payload), IDEMPOTENCY_KEY_PATTERN.test(key) ? `${key}-${index}` : null, address, () =>
      reserveInCart(payload, { cartToken, eventJetId: jetId, seatGroupId, blockId, lines, clientKey: clientKeyOf(address) }, now),
    )
    index += 1
    if (answer.cart) {
      cartToken = answer.cart.token
      for (const { name, value, ...options } of cartCookieValues(answer.cart.token, answer.cart.tickets, answer.cart.heldUntil === null ? null : new Date(answer.cart.heldUntil), now)) jar.set(name, value, options)
    }
    if (answer.status !== 200) redirect(back(String(answer.body.response_code ?? 'failed')))
  }
  redirect(CART_PATH)
}

/**
 * The web shop's language switch (its paths carry no language, SPEC §2): remembers the other
 * language in the locale cookie and returns to the same shop page. A form, so it works without
 * JavaScript; the page to return to must be a local shop path, else the shop's start.
 */
export async function switchShopLocaleAction(form: FormData): Promise<void> {
  const locale = String(form.get('locale') ?? '')
  const back = safeRedirectTarget(String(form.get('back') ?? ''))
  if (isLocale(locale)) (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
  redirect(back && SHOP_ROOT.test(back) ? back : SHOP_PATHS.home)
}

/** The shop's own roots: the language switch returns only to one of them. */
const SHOP_ROOT = /^\/(webshop|testshop|test\.webshop|eventim\.webshop|eventim-template)(\/|\?|$)/
