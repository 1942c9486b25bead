import type { CollectionConfig } from 'payload'
import { isOnlineField, titleField } from '../fields/common'
import {
  contributorsField,
  descriptionField,
  imageField,
  imagesField,
  programsField,
  promoterField,
  teaserTextField,
  videoUrlField,
} from '../fields/detail'
import { slugField } from '../fields/slug'
import { programme, editorial } from './editorial'

export const Productions: CollectionConfig = {
  slug: 'productions',
  labels: { singular: { de: 'Produktion', en: 'Production' }, plural: { de: 'Produktionen', en: 'Productions' } },
  admin: { useAsTitle: 'title', group: programme, defaultColumns: ['title', 'season', 'exhibition_type', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    titleField,
    { name: 'subtitle', type: 'text', localized: true, label: { de: 'Untertitel', en: 'Subtitle' } },
    { name: 'artist', type: 'text', label: { de: 'Künstler:in / Kompanie', en: 'Artist / company' } },
    teaserTextField,
    imageField,
    descriptionField,
    imagesField,
    programsField,
    videoUrlField,
    contributorsField,
    promoterField,
    { name: 'events', type: 'join', collection: 'events', on: 'production', label: { de: 'Termine', en: 'Events' } },
    slugField('title'),
    {
      name: 'season',
      type: 'relationship',
      relationTo: 'seasons',
      index: true,
      label: { de: 'Spielzeit', en: 'Season' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'exhibition_type',
      type: 'relationship',
      relationTo: 'exhibition-types',
      index: true,
      label: { de: 'Veranstaltungsart', en: 'Exhibition type' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'production-tags',
      hasMany: true,
      label: { de: 'Schlagwörter', en: 'Tags' },
      admin: { position: 'sidebar' },
    },
    isOnlineField,
  ],
}
