'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { email } from '@/api/inputs'
import { getPayloadClient } from '@/cms/client'
import { getRequestUser } from '@/lib/auth/identity'
import { hasRole } from '@/lib/auth/roles'

import { PRIVACY_REQUESTS_PATH } from '../paths'
import { creditLeft, deleteAccount, erasePersonalData } from './erase'
import { subjectByEmail } from './requests'

/**
 * An administrator erases what the site holds about an e-mail address (DSGVO Art. 17, issue 46):
 * with its account when there is one. Next checks that the form came from this site; the role is
 * checked here, and the confirmation box must be ticked.
 */
export async function eraseRequestAction(form: FormData): Promise<void> {
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, await headers())
  if (!hasRole(user)) redirect(PRIVACY_REQUESTS_PATH)
  const address = email.safeParse(form.get('email'))
  if (!address.success) redirect(`${PRIVACY_REQUESTS_PATH}?result=bad-email`)
  const back = (query: Record<string, string>) =>
    `${PRIVACY_REQUESTS_PATH}?${new URLSearchParams({ email: address.data, ...query }).toString()}`
  if (form.get('confirm') !== 'yes') redirect(back({ result: 'unconfirmed' }))
  const subject = await subjectByEmail(payload, address.data)
  // Credit is its holder's money (decision 039): paid out or spent first, never erased.
  if (subject.customerId !== null && (await creditLeft(payload, subject.customerId)) > 0) redirect(back({ result: 'credit-left' }))
  const erased = subject.customerId === null ? await erasePersonalData(payload, subject) : await deleteAccount(payload, subject.customerId)
  payload.logger.info({ msg: 'privacy request: personal data erased', by: user?.id, ...erased, email: undefined })
  redirect(
    back({
      result: 'erased',
      entries: String(erased.formEntries),
      waiting: String(erased.waitingList),
      orders: String(erased.ordersReduced),
    }),
  )
}
