import type { Field } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

/**
 * Who saved a version last: set from the logged-in staff member on every save (the inline editor
 * and the back office), kept when a script saves without a user. The version menu shows it.
 */
export const editedByField: Field = {
  name: 'edited_by',
  type: 'relationship',
  relationTo: 'users',
  label: { de: 'Zuletzt bearbeitet von', en: 'Last edited by' },
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [({ req, value }) => (req.user && isStaffUser(req.user) ? req.user.id : value)] },
}
