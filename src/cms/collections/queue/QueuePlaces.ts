import type { CollectionConfig } from 'payload'

import { nobody } from '../../access'
import { systemField } from '../../fields/system'

/**
 * The waiting room's places when the queue lives in the database (no REDIS_URL; issue 43): one row
 * per browser and opening. `draw` is the random rank of who joined before the opening, `position`
 * the place once the opening has drawn (or, for later arrivals, their turn in order of arrival).
 * Times are epoch milliseconds, so both databases compute with them alike. Written only by
 * features/queue's store.
 */
export const QueuePlaces: CollectionConfig = {
  slug: 'queue-places',
  labels: { singular: { de: 'Warteplatz', en: 'Queue place' }, plural: { de: 'Warteplätze', en: 'Queue places' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  lockDocuments: false,
  indexes: [{ fields: ['opening', 'position'] }, { fields: ['opening', 'client'] }, { fields: ['opening', 'admitted_ms'] }],
  fields: [
    systemField({ name: 'token', type: 'text', required: true, unique: true, index: true }),
    systemField({ name: 'opening', type: 'number', required: true }),
    systemField({ name: 'client', type: 'text', required: true }),
    systemField({ name: 'draw', type: 'number' }),
    systemField({ name: 'position', type: 'number' }),
    systemField({ name: 'joined_ms', type: 'number', required: true }),
    systemField({ name: 'admitted_ms', type: 'number' }),
    systemField({ name: 'booked_ms', type: 'number' }),
  ],
}
