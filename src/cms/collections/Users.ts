import type { CollectionConfig } from 'payload'

import { adminOrOwnStaffRecord, isAdmin, isAdminField } from '../access'
import { isStaffUser } from '@/lib/auth/roles'
import { enforcePasswordRule } from '../hooks/passwordRule'
import { authOptions } from './authOptions'
import { labelledOptions } from '../fields/options'

const roleLabels = {
  admin: { de: 'Administration', en: 'Administrator' },
  editor: { de: 'Redaktion', en: 'Editor' },
  boxOffice: { de: 'Kasse', en: 'Box office' },
} as const

/** Staff who log in to /admin: administrators, editors and the box office. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Mitarbeiter:in', en: 'Staff member' }, plural: { de: 'Mitarbeitende', en: 'Staff' } },
  auth: authOptions(60 * 60 * 8),
  admin: { useAsTitle: 'email', group: { de: 'Verwaltung', en: 'Administration' }, defaultColumns: ['name', 'email', 'roles'] },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: adminOrOwnStaffRecord,
    create: isAdmin,
    update: adminOrOwnStaffRecord,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeOperation: [enforcePasswordRule] },
  fields: [
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      label: { de: 'Rollen', en: 'Roles' },
      options: labelledOptions(roleLabels),
      access: { update: isAdminField, create: isAdminField },
      saveToJWT: true,
    },
  ],
}
