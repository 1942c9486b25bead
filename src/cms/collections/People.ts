import type { CollectionConfig } from 'payload'
import { isOnlineField, sortField } from '../fields/common'
import { imageField } from '../fields/detail'
import { DEPARTMENTS } from '../vocabulary'
import programmeTexts from '@/i18n/messages/programme.json'
import { labelledOptions, messageLabels } from '../fields/options'
import { richTextEditor } from '../fields/richText'
import { slugField } from '../fields/slug'
import { programme, editorial } from './editorial'

export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { de: 'Person', en: 'Person' }, plural: { de: 'Personen', en: 'People' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'position', 'in_team', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    { name: 'position', type: 'text', localized: true, label: { de: 'Funktion', en: 'Position' } },
    { name: 'bio', type: 'richText', localized: true, editor: richTextEditor, label: { de: 'Biografie', en: 'Biography' } },
    imageField,
    { name: 'email', type: 'email', label: { de: 'E-Mail (öffentlich)', en: 'E-mail (public)' } },
    slugField('name', { localized: false }),
    {
      name: 'in_team',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'In der Teamliste', en: 'In the team list' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'department',
      type: 'select',
      label: { de: 'Bereich', en: 'Department' },
      options: labelledOptions(messageLabels({ de: programmeTexts.de.departments, en: programmeTexts.en.departments }, DEPARTMENTS)),
      admin: { position: 'sidebar' },
    },
    sortField,
    isOnlineField,
  ],
}
