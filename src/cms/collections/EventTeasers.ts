import type { CollectionConfig } from 'payload'
import { isEditor, onlineOrEditor } from '../access'
import { isOnlineField } from '../fields/common'
import { urlField } from '../fields/link'

export const EventTeasers: CollectionConfig = {
  slug: 'event-teasers',
  labels: { singular: { de: 'Programm-Teaser', en: 'Programme teaser' }, plural: { de: 'Programm-Teaser', en: 'Programme teasers' } },
  admin: { useAsTitle: 'headline', group: { de: 'Programm', en: 'Programme' }, defaultColumns: ['headline', 'position', 'is_online'] },
  access: { read: onlineOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'position',
  fields: [
    {
      name: 'position',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Tag', en: 'Day' },
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: {
          de: 'Der Teaser steht am Ende dieses Tages in der Programmliste.',
          en: 'The teaser is shown at the end of this day in the programme list.',
        },
      },
    },
    { name: 'preline', type: 'text', localized: true, label: { de: 'Dachzeile', en: 'Preline' } },
    { name: 'headline', type: 'text', localized: true, required: true, label: { de: 'Überschrift', en: 'Headline' } },
    { name: 'subline', type: 'text', localized: true, label: { de: 'Unterzeile', en: 'Subline' } },
    { ...urlField({ name: 'link', label: { de: 'Link', en: 'Link' } }), localized: true, defaultValue: '/' },
    { name: 'link_text', type: 'text', localized: true, label: { de: 'Linktext', en: 'Link text' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { de: 'Bild', en: 'Image' } },
    isOnlineField,
  ],
}
