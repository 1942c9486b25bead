import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'
import { safeRedirectTarget } from '@/lib/routing/safePath'

import { anyone, isEditor, nobody, onlineOrEditor } from '../access'
import { isOnlineField, titleField } from '../fields/common'
import { labelledOptions } from '../fields/options'
import { slugField } from '../fields/slug'
import { systemField } from '../fields/system'
import { urlField } from '../fields/link'
import { checkRedirectRule } from '../hooks/redirectRules'

/** SPEC §3 field types by number; 9 is a file, 5 and 7 carry several values. */
export const FORM_FIELD_TYPES = {
  1: { de: 'Textzeile', en: 'Single line' },
  2: { de: 'Textfeld', en: 'Paragraph' },
  3: { de: 'E-Mail', en: 'E-mail' },
  4: { de: 'Kontrollkästchen', en: 'Checkbox' },
  5: { de: 'Mehrfachauswahl (Kästchen)', en: 'Checkboxes' },
  6: { de: 'Auswahlliste', en: 'Drop-down' },
  7: { de: 'Mehrfachauswahl (Liste)', en: 'Multiple select' },
  8: { de: 'Optionsfelder', en: 'Radio buttons' },
  9: { de: 'Datei', en: 'File' },
  10: { de: 'Datum', en: 'Date' },
  11: { de: 'Zahl', en: 'Number' },
  12: { de: 'Telefon', en: 'Phone' },
} as const

export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: { de: 'Formular', en: 'Form' }, plural: { de: 'Formulare', en: 'Forms' } },
  admin: { useAsTitle: 'title', group: { de: 'Formulare', en: 'Forms' } },
  access: { read: onlineOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    titleField,
    { name: 'intro', type: 'textarea', localized: true, label: { de: 'Einleitung', en: 'Introduction' } },
    {
      name: 'fields',
      type: 'array',
      label: { de: 'Felder', en: 'Fields' },
      labels: { singular: { de: 'Feld', en: 'Field' }, plural: { de: 'Felder', en: 'Fields' } },
      admin: { initCollapsed: true },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
        {
          name: 'slug',
          type: 'text',
          required: true,
          label: { de: 'Feldname', en: 'Field key' },
          validate: (value: string | null | undefined) => (value && /^[a-z][a-z0-9_]*$/.test(value) ? true : 'a-z, 0-9, _'),
        },
        {
          name: 'field_type',
          type: 'select',
          defaultValue: '1',
          label: { de: 'Feldtyp', en: 'Field type' },
          options: labelledOptions(FORM_FIELD_TYPES),
        },
        {
          type: 'row',
          fields: [
            { name: 'required', type: 'checkbox', defaultValue: false, label: { de: 'Pflichtfeld', en: 'Required' } },
            { name: 'visible', type: 'checkbox', defaultValue: true, label: { de: 'Sichtbar', en: 'Visible' } },
          ],
        },
        {
          name: 'choices',
          type: 'array',
          label: { de: 'Auswahlmöglichkeiten', en: 'Choices' },
          fields: [
            { name: 'value', type: 'text', required: true, label: { de: 'Wert', en: 'Value' } },
            { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
          ],
        },
        { name: 'default', type: 'text', label: { de: 'Vorgabewert', en: 'Default' } },
        { name: 'placeholder_text', type: 'text', localized: true, label: { de: 'Platzhalter', en: 'Placeholder' } },
        { name: 'help_text', type: 'text', localized: true, label: { de: 'Hilfetext', en: 'Help text' } },
      ],
    },
    { name: 'submit_text', type: 'text', localized: true, label: { de: 'Absenden-Knopf', en: 'Submit button' } },
    { name: 'success_message', type: 'textarea', localized: true, label: { de: 'Bestätigung', en: 'Confirmation' } },
    { name: 'notify_email', type: 'email', label: { de: 'Benachrichtigung an', en: 'Notify' }, admin: { position: 'sidebar' } },
    slugField('title'),
    isOnlineField,
  ],
}

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
    { name: 'locale', type: 'select', options: ['de', 'en'], defaultValue: 'de', label: { de: 'Sprache', en: 'Language' } },
  ],
}

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
    systemField({ name: 'used', type: 'checkbox', defaultValue: false, label: { de: 'Einem Eingang zugeordnet', en: 'Attached to an entry' } }),
  ],
}

export const BreakingNews: CollectionConfig = {
  slug: 'breaking-news',
  labels: { singular: { de: 'Eilmeldung', en: 'Breaking news' }, plural: { de: 'Eilmeldungen', en: 'Breaking news' } },
  admin: { useAsTitle: 'title', group: { de: 'Website', en: 'Website' }, defaultColumns: ['title', 'is_online', 'online_from', 'online_to'] },
  access: { read: onlineOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    titleField,
    { name: 'text', type: 'textarea', localized: true, required: true, label: { de: 'Text', en: 'Text' } },
    { ...urlField({ name: 'link_url', label: { de: 'Link', en: 'Link' } }), localized: true },
    { name: 'link_title', type: 'text', localized: true, label: { de: 'Linktext', en: 'Link text' } },
    { name: 'online_from', type: 'date', label: { de: 'Online ab', en: 'Online from' }, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'online_to', type: 'date', label: { de: 'Online bis', en: 'Online until' }, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    isOnlineField,
  ],
}

/** Redirect paths are paths of this site: one leading `/`, no whitespace, nothing that leads to another host. */
const pathRule = (value: string | null | undefined) =>
  typeof value === 'string' && /^\/[^\s]*$/.test(value) && safeRedirectTarget(value) !== null
    ? true
    : 'Pfad muss mit einem / beginnen und auf dieser Website bleiben. / The path must start with one / and stay on this site.'

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { de: 'Weiterleitung', en: 'Redirect' }, plural: { de: 'Weiterleitungen', en: 'Redirects' } },
  admin: { useAsTitle: 'old_path', group: { de: 'Website', en: 'Website' }, defaultColumns: ['old_path', 'new_path'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeChange: [checkRedirectRule] },
  fields: [
    { name: 'old_path', type: 'text', required: true, unique: true, index: true, label: { de: 'Alter Pfad', en: 'Old path' }, validate: pathRule },
    {
      name: 'new_path',
      type: 'text',
      required: true,
      label: { de: 'Neuer Pfad', en: 'New path' },
      // Every redirect stays on the site's own origin (launch readiness): a path of this site.
      validate: pathRule,
    },
  ],
}
