import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, isCustomerUser, isStaffUser } from '@/lib/auth/roles'
import { prop } from '@/lib/types/guards'

export const anyone: Access = () => true
export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req.user, 'editor')
export const isBoxOffice: Access = ({ req }) => hasRole(req.user, 'boxOffice')
/** Sale rules of a performance (caps): the programme's editors and the box office. */
export const editorOrBoxOffice: Access = ({ req }) => hasRole(req.user, 'editor', 'boxOffice')
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isBoxOfficeField: FieldAccess = ({ req }) => hasRole(req.user, 'boxOffice')
/** A field only the server layer writes (with overrideAccess): no one changes it through the API or the admin. */
export const noField: FieldAccess = () => false

/** What the public may read of content that is both versioned (drafts) and switchable offline. */
export const publishedAndOnline: Where = {
  and: [{ _status: { equals: 'published' } }, { is_online: { equals: true } }],
}

/** Versioned content: editors read everything, everyone else only published and online documents. */
export const publishedOnlineOrEditor: Access = ({ req }) => (hasRole(req.user, 'editor') ? true : publishedAndOnline)

/**
 * Performances: like other published content, and the box office reads every one (a performance
 * taken offline after its sale still has tickets to check in and report).
 */
export const publishedOnlineOrTicketStaff: Access = ({ req }) => (hasRole(req.user, 'editor', 'boxOffice') ? true : publishedAndOnline)

/** Unversioned content with an online switch (alerts, teasers). */
export const onlineOrEditor: Access = ({ req }) => (hasRole(req.user, 'editor') ? true : { is_online: { equals: true } })

/** A customer's own ticketing records (`customer` field). */
const ownCustomerRecords: Access = ({ req }) => (req.user && isCustomerUser(req.user) ? { customer: { equals: req.user.id } } : false)

/** Orders: the box office reads all; a customer only their own. */
export const boxOfficeOrOwnCustomer: Access = (args) => (hasRole(args.req.user, 'boxOffice') ? true : ownCustomerRecords(args))

/** Carts and reservations: administrators read all; a customer only their own (the box office works on orders). */
export const adminOrOwnCustomer: Access = (args) => (hasRole(args.req.user, 'admin') ? true : ownCustomerRecords(args))

/** The customer record itself, for the customer who is logged in. */
const self: Access = ({ req }) => (req.user && isCustomerUser(req.user) ? { id: { equals: req.user.id } } : false)

/** Customers: the box office and admins see all; a customer sees only themself. */
export const boxOfficeOrSelf: Access = (args) => (hasRole(args.req.user, 'boxOffice') ? true : self(args))

/** Customers: only administrators change other accounts (e-mail, password); a customer changes only themself. */
export const adminOrSelf: Access = (args) => (hasRole(args.req.user, 'admin') ? true : self(args))

/** Staff records: administrators all, every staff member their own. */
export const adminOrOwnStaffRecord: Access = ({ req }) =>
  hasRole(req.user, 'admin') ? true : isStaffUser(req.user) && req.user ? { id: { equals: req.user.id } } : false

/** A customer's own secrets (the calendar token): administrators and the customer themself read them. */
export const adminOrSelfField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin') || Boolean(req.user && isCustomerUser(req.user) && prop(doc, 'id') === req.user.id)
