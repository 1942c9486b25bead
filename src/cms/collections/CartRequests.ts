import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * The answers of cart calls by their idempotency key (features/booking/server/idempotency.ts): a
 * repeated call (a double click, a retry after a lost answer) gets the first call's answer instead
 * of a second hold. `key` is a digest of the client's key and address; `answer` is empty while the
 * first call runs. Rows are kept for a day; written only by the ticketing server layer.
 */
export const CartRequests: CollectionConfig = {
  slug: 'cart-requests',
  labels: { singular: { de: 'Warenkorb-Anfrage', en: 'Cart request' }, plural: { de: 'Warenkorb-Anfragen', en: 'Cart requests' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  lockDocuments: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'answer', type: 'text' },
    { name: 'expire_ms', type: 'number', required: true, index: true },
  ],
}
