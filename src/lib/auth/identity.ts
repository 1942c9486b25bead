import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { customerOf } from './roles'

/**
 * Who is asking (issue 25: identity in one place, not in the site shell): the user of a request,
 * from Payload's session cookie or an `Authorization: JWT …` header. Server code asks this; the
 * roles and access helpers are in `./roles`.
 */
export async function getRequestUser(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  try {
    const { user } = await payload.auth({ headers })
    return user ?? null
  } catch {
    // A broken or expired token is an anonymous visitor, never an error.
    return null
  }
}

/** The site customer behind a request, or null (staff and anonymous visitors are not customers). */
export async function requestCustomer(payload: Payload, headers: Headers) {
  return customerOf(await getRequestUser(payload, headers))
}
