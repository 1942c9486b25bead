import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import { getRequestUser } from '@/lib/auth/identity'

/**
 * Ends the session the request's token belongs to: Payload drops it from the account's sessions,
 * so the same token answers as anonymous afterwards, whoever holds a copy. A request without a
 * valid session does nothing.
 */
export async function endSession(payload: Payload, headers: Headers): Promise<void> {
  const user = await getRequestUser(payload, headers)
  if (!user) return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections[user.collection], req })
}
