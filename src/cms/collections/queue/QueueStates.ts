import type { CollectionConfig } from 'payload'

import { nobody } from '../../access'
import { systemField } from '../../fields/system'

/**
 * The state of one opening's queue in the database (issue 43): whether the pre-queue has been drawn,
 * how many places are given, and the admission cursor (`base` places admitted at `base_ms`, then
 * `rate` a minute unless `paused`). Every join locks this row, so places and the draw are decided
 * one at a time across servers. Written only by features/queue's store.
 */
export const QueueStates: CollectionConfig = {
  slug: 'queue-states',
  labels: { singular: { de: 'Warteschlange', en: 'Queue state' }, plural: { de: 'Warteschlangen', en: 'Queue states' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  lockDocuments: false,
  fields: [
    systemField({ name: 'opening', type: 'number', required: true, unique: true, index: true }),
    systemField({ name: 'drawn', type: 'number', required: true, defaultValue: 0 }),
    systemField({ name: 'last_position', type: 'number', required: true, defaultValue: 0 }),
    systemField({ name: 'base', type: 'number', required: true, defaultValue: 0 }),
    systemField({ name: 'base_ms', type: 'number', required: true }),
    systemField({ name: 'rate', type: 'number', required: true }),
    systemField({ name: 'paused', type: 'number', required: true, defaultValue: 0 }),
  ],
}
