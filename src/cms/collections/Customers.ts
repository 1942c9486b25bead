import type { CollectionConfig } from 'payload'

import { boxOfficeOrSelf, isAdmin, anyone } from '../access'

/** Visitors with a site account: orders, reservations, favourites. They never reach /admin. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { de: 'Kund:in', en: 'Customer' }, plural: { de: 'Kund:innen', en: 'Customers' } },
  auth: { tokenExpiration: 60 * 60 * 24 * 30, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: { de: 'Ticketing', en: 'Ticketing' }, defaultColumns: ['first_name', 'last_name', 'email'] },
  access: { admin: () => false, read: boxOfficeOrSelf, create: anyone, update: boxOfficeOrSelf, delete: isAdmin },
  fields: [
    { name: 'first_name', type: 'text', required: true, label: { de: 'Vorname', en: 'First name' } },
    { name: 'last_name', type: 'text', required: true, label: { de: 'Nachname', en: 'Last name' } },
    {
      name: 'preferred_locale',
      type: 'select',
      defaultValue: 'de',
      label: { de: 'Sprache', en: 'Language' },
      options: [
        { value: 'de', label: 'Deutsch' },
        { value: 'en', label: 'English' },
      ],
    },
    { name: 'favourites', type: 'relationship', relationTo: 'events', hasMany: true, label: { de: 'Favoriten', en: 'Favourites' } },
  ],
}
