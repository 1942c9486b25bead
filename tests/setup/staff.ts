import type { Payload } from 'payload'

import type { StaffRole } from '@/lib/auth/roles'

/** A staff member created for a test (no revalidation, no access checks), logged in: their session token. */
export async function staffToken(
  payload: Payload,
  member: { email: string; name: string; roles: StaffRole[]; password: string },
): Promise<string> {
  await payload.create({ collection: 'users', data: member, overrideAccess: true, context: { disableRevalidate: true } })
  const { token } = await payload.login({ collection: 'users', data: { email: member.email, password: member.password } })
  if (!token) throw new Error('no token')
  return token
}
