import type { CollectionConfig } from 'payload'

import { nobody } from '../access'
import { systemField } from '../fields/system'

/**
 * Counters of the rate limiter (features/security/server/rateLimit.ts): one row per limit and
 * subject (hashed), with its points and the end of its window in epoch milliseconds. In the
 * database so a limit holds across several app instances; written only by one atomic upsert.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: { de: 'Zugriffszähler', en: 'Rate limit' }, plural: { de: 'Zugriffszähler', en: 'Rate limits' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  lockDocuments: false,
  fields: [
    systemField({ name: 'key', type: 'text', required: true, unique: true, index: true }),
    systemField({ name: 'points', type: 'number', required: true }),
    systemField({ name: 'expire_ms', type: 'number', required: true, index: true }),
  ],
}
