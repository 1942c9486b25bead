import type { CollectionConfig } from 'payload'

import { nobody } from '../access'
import { systemField } from '../fields/system'

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
    systemField({ name: 'key', type: 'text', required: true, unique: true, index: true }),
    systemField({ name: 'answer', type: 'text' }),
    systemField({ name: 'expire_ms', type: 'number', required: true, index: true }),
  ],
}
