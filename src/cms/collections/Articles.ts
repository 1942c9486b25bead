import type { CollectionConfig } from 'payload'
import { isOnlineField, titleField } from '../fields/common'
import { imageField, teaserTextField } from '../fields/detail'
import { richTextEditor } from '../fields/richText'
import { slugField } from '../fields/slug'
import { editorial } from './editorial'

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { de: 'Magazinartikel', en: 'Magazine article' }, plural: { de: 'Magazin', en: 'Magazine' } },
  admin: {
    useAsTitle: 'title',
    group: { de: 'Magazin', en: 'Magazine' },
    defaultColumns: ['title', 'category', 'published_at', '_status'],
  },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: '-published_at',
  fields: [
    titleField,
    { name: 'preline', type: 'text', localized: true, label: { de: 'Dachzeile', en: 'Preline' } },
    teaserTextField,
    imageField,
    { name: 'content', type: 'richText', localized: true, required: true, editor: richTextEditor, label: { de: 'Text', en: 'Text' } },
    { name: 'author', type: 'text', label: { de: 'Autor:in', en: 'Author' } },
    {
      name: 'related_productions',
      type: 'relationship',
      relationTo: 'productions',
      hasMany: true,
      label: { de: 'Zugehörige Produktionen', en: 'Related productions' },
    },
    slugField('title'),
    {
      name: 'published_at',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Veröffentlicht am', en: 'Published on' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'article-categories',
      required: true,
      index: true,
      label: { de: 'Kategorie', en: 'Category' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'article-tags',
      hasMany: true,
      label: { de: 'Schlagwörter', en: 'Tags' },
      admin: { position: 'sidebar' },
    },
    isOnlineField,
  ],
}
