import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, isCustomerUser, isStaffUser } from './roles'

export const anyone: Access = () => true
export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req.user, 'editor')
export const isBoxOffice: Access = ({ req }) => hasRole(req.user, 'boxOffice')
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** What the public may read of content that is both versioned (drafts) and switchable offline. */
export const publishedAndOnline: Where = {
  and: [{ _status: { equals: 'published' } }, { is_online: { equals: true } }],
}

/** Versioned content: editors read everything, everyone else only published and online documents. */
export const publishedOnlineOrEditor: Access = ({ req }) =>
  hasRole(req.user, 'editor') ? true : publishedAndOnline

/** Unversioned content with an online switch (alerts, teasers). */
export const onlineOrEditor: Access = ({ req }) =>
  hasRole(req.user, 'editor') ? true : { is_online: { equals: true } }

/** Ticketing records: the box office reads all; a customer only their own. */
export const boxOfficeOrOwnCustomer: Access = ({ req }) => {
  if (hasRole(req.user, 'boxOffice')) return true
  if (req.user && isCustomerUser(req.user)) return { customer: { equals: req.user.id } }
  return false
}

/** Customers: the box office and admins see all; a customer sees and edits only themself. */
export const boxOfficeOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'boxOffice')) return true
  if (req.user && isCustomerUser(req.user)) return { id: { equals: req.user.id } }
  return false
}
