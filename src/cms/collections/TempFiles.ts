import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { isEditor, nobody } from '../access'
import { systemField } from '../fields/system'

export const TempFiles: CollectionConfig = {
  slug: 'temp-files',
  labels: { singular: { de: 'Hochgeladene Datei', en: 'Uploaded file' }, plural: { de: 'Hochgeladene Dateien', en: 'Uploaded files' } },
  admin: { group: { de: 'Formulare', en: 'Forms' } },
  // Uploaded by visitors through POST /{locale}/api/temp-files/; only staff may read them back.
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().UPLOADS_DIR, 'temp-files'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  },
  fields: [
    systemField({ name: 'expires_at', type: 'date', required: true, index: true, label: { de: 'Löschen nach', en: 'Delete after' } }),
    systemField({
      name: 'used',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Einem Eingang zugeordnet', en: 'Attached to an entry' },
    }),
  ],
}
