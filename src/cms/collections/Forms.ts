import type { CollectionConfig } from 'payload'

import { isEditor, onlineOrEditor } from '../access'
import { isOnlineField, titleField } from '../fields/common'
import { labelledOptions } from '../fields/options'
import { slugField } from '../fields/slug'

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
        {
          type: 'row',
          admin: { condition: (_data, sibling: { field_type?: string }) => sibling?.field_type === '10' },
          fields: [
            {
              name: 'date_range',
              type: 'select',
              defaultValue: 'any',
              label: { de: 'Zulässige Daten', en: 'Dates allowed' },
              options: [
                { value: 'any', label: { de: 'Jedes Datum', en: 'Any date' } },
                { value: 'past', label: { de: 'Bis heute (z. B. Geburtsdatum)', en: 'Up to today (a birth date)' } },
                { value: 'future', label: { de: 'Ab heute', en: 'From today' } },
              ],
            },
            {
              name: 'min_age',
              type: 'number',
              min: 0,
              max: 120,
              label: { de: 'Mindestalter (Jahre)', en: 'Minimum age (years)' },
              admin: {
                description: {
                  de: 'Für ein Geburtsdatum: es muss so viele Jahre zurückliegen.',
                  en: 'For a birth date: it must lie this many years back.',
                },
              },
            },
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
