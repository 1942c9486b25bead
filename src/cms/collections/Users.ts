import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../access'
import { hasRole } from '../access/roles'
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
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: { de: 'Verwaltung', en: 'Administration' }, defaultColumns: ['name', 'email', 'roles'] },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: ({ req }) => (hasRole(req.user, 'admin') ? true : req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (hasRole(req.user, 'admin') ? true : req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
  },
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
