import type { CollectionConfig } from 'payload'
import { isEditor, nobody } from '../access'

export const FormEntries: CollectionConfig = {
  slug: 'form-entries',
  labels: { singular: { de: 'Formular-Eingang', en: 'Form entry' }, plural: { de: 'Formular-Eingänge', en: 'Form entries' } },
  admin: { group: { de: 'Formulare', en: 'Forms' }, defaultColumns: ['form', 'locale', 'createdAt'] },
  // Entries arrive only through POST /{locale}/api/forms-entries/ (which validates against the form).
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true, label: { de: 'Formular', en: 'Form' } },
    { name: 'field_values', type: 'json', required: true, label: { de: 'Eingaben', en: 'Values' } },
    { name: 'files', type: 'relationship', relationTo: 'temp-files', hasMany: true, label: { de: 'Dateien', en: 'Files' } },
    // Who sent it while logged in: their data export lists it and deleting the account deletes it (issue 46).
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    { name: 'locale', type: 'select', options: ['de', 'en'], defaultValue: 'de', label: { de: 'Sprache', en: 'Language' } },
  ],
}
