import type { CollectionConfig } from 'payload'
import { adminOrOwnCustomer, nobody } from '../../access'
import { systemField } from '../../fields/system'
import { group, eventField } from './shared'

export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: { de: 'Reservierung', en: 'Reservation' }, plural: { de: 'Reservierungen', en: 'Reservations' } },
  admin: { group, defaultColumns: ['event', 'seat_group', 'quantity', 'status', 'expires_at'] },
  access: { read: adminOrOwnCustomer, create: nobody, update: nobody, delete: nobody },
  // The engine's capacity check sums the live rows of one seat group or timeslot (decision 017).
  // The seats column makes those sums read the index alone.
  indexes: [
    { fields: ['seat_group', 'status', 'expires_at', 'seats'] },
    { fields: ['timeslot', 'status', 'expires_at', 'seats'] },
    { fields: ['cart', 'status'] },
  ],
  fields: [
    { name: 'cart', type: 'relationship', relationTo: 'carts', required: true, index: true, label: { de: 'Warenkorb', en: 'Cart' } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    eventField,
    {
      name: 'seat_group',
      type: 'relationship',
      relationTo: 'seat-groups',
      required: true,
      index: true,
      label: { de: 'Platzgruppe', en: 'Seat group' },
    },
    { name: 'timeslot', type: 'relationship', relationTo: 'timeslots', index: true, label: { de: 'Zeitfenster', en: 'Timeslot' } },
    { name: 'price', type: 'relationship', relationTo: 'prices', required: true, label: { de: 'Preis', en: 'Price' } },
    { name: 'quantity', type: 'number', required: true, min: 1, label: { de: 'Anzahl', en: 'Quantity' } },
    {
      name: 'seats',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 1,
      label: { de: 'Plätze', en: 'Seats' },
      admin: {
        description: {
          de: 'Belegte Plätze: die Anzahl, bei Rollstuhlplätzen mit Begleitplatz das Doppelte.',
          en: 'Seats taken: the quantity, twice that for wheelchair spaces with a companion seat.',
        },
      },
    },
    { name: 'unit_cents', type: 'number', required: true, min: 0, label: { de: 'Einzelpreis (Cent)', en: 'Unit price (cents)' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'held',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'held', label: { de: 'Reserviert', en: 'Held' } },
        { value: 'sold', label: { de: 'Verkauft', en: 'Sold' } },
        { value: 'released', label: { de: 'Freigegeben', en: 'Released' } },
      ],
    }),
    systemField({
      name: 'expires_at',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Gehalten bis', en: 'Held until' },
      admin: {
        description: {
          de: 'Eine gehaltene Reservierung zählt nach Ablauf nicht mehr (15 Minuten; bei einer Bestellung, deren E-Mail-Adresse noch bestätigt wird, bis zu deren Frist).',
          en: 'A held reservation stops counting when it expires (15 minutes; for an order whose e-mail address is being confirmed, its deadline).',
        },
      },
    }),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: { de: 'Bestellung', en: 'Order' } },
    systemField({
      // A digest of the client key (address or IPv6 network) that made the hold: the per-address cap of a performance counts it (fair sale).
      name: 'client_key',
      type: 'text',
      index: true,
      label: { de: 'Absender (Prüfsumme)', en: 'Client (digest)' },
      admin: {
        description: {
          de: 'Prüfsumme der Adresse, von der reserviert wurde (Obergrenze je Adresse).',
          en: 'Digest of the address that made the hold (per-address cap).',
        },
      },
    }),
    systemField({
      // Issue 46: the holds of one series subscription share this key; they are held, sold, renewed and given back together.
      name: 'subscription_key',
      type: 'text',
      index: true,
      label: { de: 'Abonnement (Schlüssel)', en: 'Subscription (key)' },
      admin: {
        description: {
          de: 'Gleicher Schlüssel: ein Abonnement einer Reihe, je Vorstellung ein Platz; nur gemeinsam verkauft.',
          en: 'Same key: one subscription of a series, one seat per performance; sold only together.',
        },
      },
    }),
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'series',
      label: { de: 'Reihe (Abonnement)', en: 'Series (subscription)' },
      admin: { readOnly: true },
    },
    systemField({
      name: 'renewals',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { de: 'Verlängerungen', en: 'Renewals' },
      admin: {
        description: {
          de: 'Wie oft diese Reservierung nach Ablauf erneut gehalten wurde (höchstens zweimal).',
          en: 'How often this hold was renewed after it ran out (twice at most).',
        },
      },
    }),
  ],
}
