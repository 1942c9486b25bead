import type { PayloadRequest } from 'payload'

import type { Customer } from '@/payload-types'

/**
 * Who may do what (issue 25: identity in one place): staff roles, and whether a user is staff or a
 * site customer. Pure: the access rules of the schema, the commands and the screens ask these.
 */

/** Staff roles. Customers are a separate auth collection and hold no role. */
export const STAFF_ROLES = ['admin', 'editor', 'boxOffice'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type AuthUser = PayloadRequest['user']

export function isStaffUser(user: AuthUser): boolean {
  return user?.collection === 'users'
}

export function isCustomerUser(user: AuthUser): user is Customer & { collection: 'customers' } {
  return user?.collection === 'customers'
}

/** The customer among users (a staff member or nobody gives null). */
export function customerOf(user: AuthUser): (Customer & { collection: 'customers' }) | null {
  return isCustomerUser(user) ? user : null
}

/** The one role helper: does this user hold any of these roles? Admins hold every role. */
export function hasRole(user: AuthUser, ...roles: StaffRole[]): boolean {
  if (!user || user.collection !== 'users') return false
  const held = user.roles ?? []
  return held.includes('admin') || roles.some((role) => held.includes(role))
}
