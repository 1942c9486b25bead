import type { CollectionConfig } from 'payload'
import { editorOrBoxOffice, isStaff } from '../../access'
import { DEFAULT_MAX_TICKETS_PER_CART, MAX_TICKETS_PER_CART_LIMIT } from '../../vocabulary'
import { group, eventField } from './shared'

/**
 * Sale rules of one performance that the box office changes (fair sale): how many tickets one cart
 * may hold. Kept apart from the event, which is versioned content: raising a cap for a group sale
 * must not publish an editor's pending draft. Without a rule the default applies (10).
 */
export const SaleLimits: CollectionConfig = {
  slug: 'sale-limits',
  labels: { singular: { de: 'Verkaufsgrenze', en: 'Sale limit' }, plural: { de: 'Verkaufsgrenzen', en: 'Sale limits' } },
  admin: {
    useAsTitle: 'event',
    group,
    defaultColumns: ['event', 'max_tickets_per_cart'],
    description: {
      de: 'Ohne Eintrag darf ein Warenkorb höchstens 10 Karten je Vorstellung halten, eine Adresse 20. Für Gruppen hier erhöhen.',
      en: 'Without an entry a cart may hold at most 10 tickets per performance, an address 20. Raise it here for groups.',
    },
  },
  access: { read: isStaff, create: editorOrBoxOffice, update: editorOrBoxOffice, delete: editorOrBoxOffice },
  fields: [
    { ...eventField, unique: true },
    {
      name: 'max_tickets_per_cart',
      type: 'number',
      required: true,
      min: 1,
      max: MAX_TICKETS_PER_CART_LIMIT,
      defaultValue: DEFAULT_MAX_TICKETS_PER_CART,
      label: { de: 'Höchstens Karten je Warenkorb', en: 'Most tickets per cart' },
      admin: { description: { de: 'Eine Adresse darf zugleich das Doppelte halten.', en: 'One address may hold twice that at once.' } },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value ?? 0) >= 1 && (value ?? 0) <= MAX_TICKETS_PER_CART_LIMIT
          ? true
          : `1–${MAX_TICKETS_PER_CART_LIMIT}`,
    },
  ],
}
