import type { CollectionConfig } from 'payload'

import { nobody } from '../access'
import { systemField } from '../fields/system'

/**
 * Who has the inline editor open on which document (beyond SPEC: two editors on one page see each
 * other). Written and read only by the editor's presence call with overrideAccess; rows older than
 * a few minutes mean nothing and are removed by the next call.
 */
export const EditingSessions: CollectionConfig = {
  slug: 'editing-sessions',
  labels: {
    singular: { de: 'Bearbeitungssitzung', en: 'Editing session' },
    plural: { de: 'Bearbeitungssitzungen', en: 'Editing sessions' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    systemField({ name: 'doc', type: 'text', required: true, index: true }),
    systemField({ name: 'user', type: 'relationship', relationTo: 'users', required: true }),
    systemField({ name: 'locale', type: 'text', required: true }),
    systemField({ name: 'seen_at', type: 'date', required: true, index: true }),
  ],
}
