import type { PayloadRequest } from 'payload'

/** Staff roles. Customers are a separate auth collection and hold no role. */
export const STAFF_ROLES = ['admin', 'editor', 'boxOffice'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type AuthUser = PayloadRequest['user']

export function isStaffUser(user: AuthUser): boolean {
  return user?.collection === 'users'
}

export function isCustomerUser(user: AuthUser): boolean {
  return user?.collection === 'customers'
}

/** The one role helper: does this user hold any of these roles? Admins hold every role. */
export function hasRole(user: AuthUser, ...roles: StaffRole[]): boolean {
  if (!user || user.collection !== 'users') return false
  const held = user.roles ?? []
  return held.includes('admin') || roles.some((role) => held.includes(role))
}
