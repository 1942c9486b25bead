import type { CollectionConfig } from 'payload'
import { adminOrOwnCustomer, isAdmin, nobody } from '../../access'
import { systemField } from '../../fields/system'
import { group } from './shared'

export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: { de: 'Warenkorb', en: 'Cart' }, plural: { de: 'Warenkörbe', en: 'Carts' } },
  admin: { useAsTitle: 'token', group, defaultColumns: ['token', 'customer', 'status', 'expires_at'] },
  // Carts are written only by the ticketing server layer (with overrideAccess); staff may read them.
  access: { read: adminOrOwnCustomer, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    systemField({ name: 'token', type: 'text', required: true, unique: true, index: true, label: { de: 'Schlüssel', en: 'Token' } }),
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'open',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'open', label: { de: 'Offen', en: 'Open' } },
        { value: 'ordered', label: { de: 'Bestellt', en: 'Ordered' } },
      ],
    }),
    systemField({ name: 'expires_at', type: 'date', required: true, index: true, label: { de: 'Läuft ab', en: 'Expires' } }),
    { name: 'reservations', type: 'join', collection: 'reservations', on: 'cart', label: { de: 'Reservierungen', en: 'Reservations' } },
  ],
}
