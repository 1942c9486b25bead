import type { CollectionConfig } from 'payload'
import { isOnlineField, nameField, showInFilterField, sortField } from '../fields/common'
import { descriptionField, imageField, teaserTextField } from '../fields/detail'
import { slugField } from '../fields/slug'
import { programme, editorial } from './editorial'

export const Series: CollectionConfig = {
  slug: 'series',
  labels: { singular: { de: 'Reihe', en: 'Series' }, plural: { de: 'Reihen', en: 'Series' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'show_in_filter', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    nameField,
    teaserTextField,
    imageField,
    descriptionField,
    { name: 'events', type: 'join', collection: 'events', on: 'series', label: { de: 'Termine', en: 'Events' } },
    slugField('name'),
    showInFilterField,
    sortField,
    isOnlineField,
  ],
}
