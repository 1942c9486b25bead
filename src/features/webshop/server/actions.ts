'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { withinLimit } from '@/api/endpoint'
import { getPayloadClient } from '@/lib/payload/client'

import { confirmEmailChange } from '@/features/account/server/emailChange'

import { EMAIL_CHANGE_TOKEN_PATTERN, VERIFY_TOKEN_PATTERN } from '../domain/shopPaths'
import { tokenResultPath } from '@/lib/routing/shopPaths'

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
