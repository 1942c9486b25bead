'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { MAX_ADMIT_PER_MINUTE } from '@/cms/vocabulary'
import { getPayloadClient } from '@/cms/client'
import { getRequestUser } from '@/lib/auth/identity'
import { hasRole } from '@/lib/auth/roles'
import { parseId } from '@/lib/routing/ids'

import { BOX_OFFICE_PATH } from '../paths'

/**
 * The operator's levers on a running sale opening (issue 43): pause or resume admission, change the
 * rate, end the waiting room. Each is a save of the opening as the staff member (the collection's
 * access decides), so the queue follows through the opening's hook like an edit in the back office.
 */
export async function changeOpeningAction(form: FormData): Promise<void> {
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, await headers())
  if (!user || !hasRole(user, 'boxOffice')) redirect(BOX_OFFICE_PATH)
  const id = parseId(form.get('opening'))
  const change = String(form.get('change') ?? '')
  const rate = Number(form.get('rate'))
  const data =
    change === 'pause'
      ? { paused: true }
      : change === 'resume'
        ? { paused: false }
        : change === 'end' && form.get('confirm') === 'yes'
          ? { active: false }
          : change === 'rate' && Number.isInteger(rate) && rate >= 1 && rate <= MAX_ADMIT_PER_MINUTE
            ? { admit_per_minute: rate }
            : null
  if (id === null || data === null) redirect(`${BOX_OFFICE_PATH}?result=opening-unchanged`)
  try {
    await payload.update({ collection: 'sale-openings', id, data, user, overrideAccess: false })
  } catch {
    redirect(`${BOX_OFFICE_PATH}?result=opening-unchanged`)
  }
  redirect(`${BOX_OFFICE_PATH}?result=opening-changed`)
}
