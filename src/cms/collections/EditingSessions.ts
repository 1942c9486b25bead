import type { CollectionConfig } from 'payload'

import { nobody } from '../access'
import { systemField } from '../fields/system'

/**
 * Who has the inline editor open on which document (beyond SPEC: two editors on one page see each
 * other), and which module's modal, with or without unsaved changes (issue 45). Written and read only by the editor's presence call with overrideAccess; rows older than
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
    /** The module whose edit modal is open (issue 45: presence per module), and whether it holds unsaved changes. */
    systemField({ name: 'module', type: 'text' }),
    systemField({ name: 'dirty', type: 'checkbox', defaultValue: false }),
    /** The open module's unsaved fields: its editor's own page shows them as they are typed (issue 45, live preview); nobody else's. */
    systemField({ name: 'preview', type: 'json' }),
  ],
}
