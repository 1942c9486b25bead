import type { Field } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

import { systemField } from './system'

/**
 * Who saved a version last: set from the logged-in staff member on every save (the inline editor
 * and the back office), kept when a script saves without a user. The version menu shows it.
 */
export const editedByField: Field = systemField(
  {
    name: 'edited_by',
    type: 'relationship',
    relationTo: 'users',
    label: { de: 'Zuletzt bearbeitet von', en: 'Last edited by' },
    admin: { position: 'sidebar' },
    hooks: { beforeChange: [({ req, value }) => (req.user && isStaffUser(req.user) ? req.user.id : value)] },
  },
  { setOnSave: true },
)
