'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { clientAddress, LIMITS } from '@/features/security/domain/limits'
import { consume } from '@/features/security/server/rateLimit'
import { getPayloadClient } from '@/lib/payload/client'

import { VERIFY_TOKEN_PATTERN } from '../domain/shopPaths'

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
