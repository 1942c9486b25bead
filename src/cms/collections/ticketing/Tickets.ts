import type { CollectionConfig } from 'payload'
import { boxOfficeOrOwnCustomer, nobody } from '../../access'
import { systemField } from '../../fields/system'
import { group, eventField } from './shared'

/**
 * E-tickets: one per admitted person of a confirmed order, each with an unguessable code (its QR
 * code). Written only by checkout, cancellation and check-in in the ticketing server layer.
 */
export const Tickets: CollectionConfig = {
  slug: 'tickets',
  labels: { singular: { de: 'Ticket', en: 'Ticket' }, plural: { de: 'Tickets', en: 'Tickets' } },
  admin: { useAsTitle: 'code', group, defaultColumns: ['code', 'order', 'event', 'status', 'checked_in_at'] },
  access: { read: boxOfficeOrOwnCustomer, create: nobody, update: nobody, delete: nobody },
  fields: [
    systemField({ name: 'code', type: 'text', required: true, unique: true, index: true, label: { de: 'Code', en: 'Code' } }),
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, label: { de: 'Bestellung', en: 'Order' } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    {
      name: 'reservation',
      type: 'relationship',
      relationTo: 'reservations',
      required: true,
      label: { de: 'Reservierung', en: 'Reservation' },
    },
    eventField,
    { name: 'seat_group', type: 'relationship', relationTo: 'seat-groups', required: true, label: { de: 'Platzgruppe', en: 'Seat group' } },
    { name: 'price', type: 'relationship', relationTo: 'prices', required: true, label: { de: 'Preis', en: 'Price' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'valid',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'valid', label: { de: 'Gültig', en: 'Valid' } },
        { value: 'cancelled', label: { de: 'Storniert', en: 'Cancelled' } },
      ],
    }),
    systemField({ name: 'checked_in_at', type: 'date', label: { de: 'Eingelassen um', en: 'Checked in at' } }),
  ],
}
