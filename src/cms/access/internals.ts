import type { Access, Endpoint, FieldAccess, PayloadHandler, SanitizedConfig } from 'payload'

import { hasRole, isStaffUser } from '@/lib/auth/roles'

import { SYSTEM_FIELD } from '../fields/system'

/**
 * Fields that Payload or our server code maintain. Nobody writes them through the REST API or the
 * admin (field access applies whenever `overrideAccess` is false); the server's own operations
 * (login sessions, lockouts, password hashing, timestamps) write them directly.
 */
export const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  'createdAt',
  'updatedAt',
  'deletedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'salt',
  'hash',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  '_verified',
  '_verificationToken',
])

const notWritable: FieldAccess = () => false

/** How a queued job ran: the queue's own state (its lease is `processing`). */
const JOB_STATE_FIELDS: ReadonlySet<string> = new Set(['processing', 'completedAt', 'hasError', 'error', 'log', 'totalTried'])

/** A field only the server writes, marked like our own system fields (fields/system.ts), so that the sweep test finds it too. */
function markSystem(field: {
  access?: { create?: FieldAccess; update?: FieldAccess; read?: FieldAccess }
  custom?: Record<string, unknown>
}): void {
  field.access = { ...field.access, create: notWritable, update: notWritable }
  field.custom = { ...field.custom, [SYSTEM_FIELD]: true }
}
const staff: Access = ({ req }) => isStaffUser(req.user)
const adminOnly: Access = ({ req }) => hasRole(req.user, 'admin')
const nobody: Access = () => false

/** Payload's own per-user preferences: staff only, and (as Payload says) only their own. */
function staffAndThen(access: Access | undefined): Access {
  return (args) => (isStaffUser(args.req.user) ? (access ? access(args) : true) : false)
}

function staffOnlyEndpoint(endpoint: Endpoint): Endpoint {
  const handler: PayloadHandler = (req) =>
    isStaffUser(req.user) ? endpoint.handler(req) : Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  return { ...endpoint, handler }
}

/**
 * Payload adds its system collections (document locks, preferences, migrations, ...) while it
 * sanitises the config, after every plugin has run, so their access is set here, on the finished
 * config: customers and visitors never touch them. Document locks are for staff; preferences for
 * staff, each their own; every other `payload-*` collection for administrators. Internal fields of
 * every collection become read-only from outside.
 */
export function lockDownInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    for (const field of [...collection.fields, ...collection.flattenedFields]) {
      if (field.type === 'ui' || field.type === 'join' || !('name' in field) || !INTERNAL_FIELDS.has(field.name)) continue
      markSystem(field)
    }
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: staff, create: staff, update: staff, delete: staff }
    } else if (collection.slug === 'payload-preferences') {
      const { read, create, update, delete: remove } = collection.access
      collection.access = {
        ...collection.access,
        read: staffAndThen(read),
        create: staffAndThen(create),
        update: staffAndThen(update),
        delete: staffAndThen(remove),
      }
      if (collection.endpoints) collection.endpoints = collection.endpoints.map(staffOnlyEndpoint)
    } else if (collection.slug === 'payload-jobs') {
      // Administrators may queue a job and remove one; how a job runs (its lease, tries, log and
      // outcome) is the queue's own: nobody changes a job through the API.
      collection.access = { ...collection.access, read: adminOnly, create: adminOnly, update: nobody, delete: adminOnly }
      for (const field of [...collection.fields, ...collection.flattenedFields]) {
        if ('name' in field && JOB_STATE_FIELDS.has(field.name)) markSystem(field)
      }
    } else if (collection.slug === 'payload-migrations') {
      // The schema's own record, written by `npm run migrate`: administrators may look.
      collection.access = { ...collection.access, read: adminOnly, create: nobody, update: nobody, delete: nobody }
    } else if (collection.slug.startsWith('payload-')) {
      collection.access = { ...collection.access, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }
    }
  }
  return config
}
