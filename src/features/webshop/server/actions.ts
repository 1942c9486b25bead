'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { withinLimit } from '@/api/endpoint'
import { getPayloadClient } from '@/cms/client'

import { confirmEmailChange } from './emailChange'

import { CONFIRM_TOKEN_PATTERN } from '@/features/booking/domain/order'
import { confirmGuestOrder } from '@/features/booking/server/orderConfirm'

import { EMAIL_CHANGE_TOKEN_PATTERN, VERIFY_TOKEN_PATTERN } from '../domain/shopPaths'
import { confirmOrderPath, orderPath, tokenResultPath } from '@/lib/routing/shopPaths'

/**
 * Confirms a customer's address when they press the button of the verification page (a POST:
 * mail scanners that open links do not use the token up). Rate-limited per address like the
 * other token calls; Next checks that the form came from this site.
 */
export async function verifyEmailAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!VERIFY_TOKEN_PATTERN.test(token)) redirect('/webshop/account/verify/invalid?result=invalid')
  const payload = await getPayloadClient()
  const allowed = await withinLimit(payload, 'resetPerClient', await headers())
  let verified = false
  if (allowed) {
    try {
      verified = await payload.verifyEmail({ collection: 'customers', token })
    } catch {
      verified = false
    }
  }
  redirect(tokenResultPath('verify', token, verified ? 'verified' : allowed ? 'invalid' : 'limited'))
}

/**
 * Confirms a new e-mail address when the customer presses the button of its link's page (a POST,
 * like the verification): the address becomes the account's log-in. Rate-limited per address.
 */
export async function confirmEmailAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!EMAIL_CHANGE_TOKEN_PATTERN.test(token)) redirect('/webshop/account/confirm-email/invalid?result=invalid')
  const payload = await getPayloadClient()
  const allowed = await withinLimit(payload, 'resetPerClient', await headers())
  const confirmed = allowed && (await confirmEmailChange(payload, token))
  redirect(tokenResultPath('confirmEmail', token, confirmed ? 'confirmed' : allowed ? 'invalid' : 'limited'))
}

/**
 * Confirms a guest's order when the buyer presses the button of its mailed link (decision 031; a
 * POST, so mail scanners that open links confirm nothing): the order's tickets are written and
 * mailed, and the buyer lands on the order's page. A link used again leads there too; a lapsed or
 * unknown one comes back with why. Rate-limited per address like the shop's other writes.
 */
export async function confirmOrderAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!CONFIRM_TOKEN_PATTERN.test(token)) redirect(`${confirmOrderPath('invalid')}?result=invalid`)
  const payload = await getPayloadClient()
  if (!(await withinLimit(payload, 'checkoutPerClient', await headers()))) redirect(`${confirmOrderPath(token)}?result=limited`)
  const result = await confirmGuestOrder(payload, token)
  if (!result.ok) redirect(`${confirmOrderPath(token)}?result=${result.error === 'lapsed' ? 'lapsed' : 'invalid'}`)
  redirect(orderPath(result.value.number, result.value.accessKey))
}
