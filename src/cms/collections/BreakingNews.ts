import type { CollectionConfig } from 'payload'
import { isEditor, onlineOrEditor } from '../access'
import { isOnlineField, titleField } from '../fields/common'
import { urlField } from '../fields/link'

export const BreakingNews: CollectionConfig = {
  slug: 'breaking-news',
  labels: { singular: { de: 'Eilmeldung', en: 'Breaking news' }, plural: { de: 'Eilmeldungen', en: 'Breaking news' } },
  admin: {
    useAsTitle: 'title',
    group: { de: 'Website', en: 'Website' },
    defaultColumns: ['title', 'is_online', 'online_from', 'online_to'],
  },
  access: { read: onlineOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    titleField,
    { name: 'text', type: 'textarea', localized: true, required: true, label: { de: 'Text', en: 'Text' } },
    { ...urlField({ name: 'link_url', label: { de: 'Link', en: 'Link' } }), localized: true },
    { name: 'link_title', type: 'text', localized: true, label: { de: 'Linktext', en: 'Link text' } },
    {
      name: 'online_from',
      type: 'date',
      label: { de: 'Online ab', en: 'Online from' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'online_to',
      type: 'date',
      label: { de: 'Online bis', en: 'Online until' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    isOnlineField,
  ],
}
