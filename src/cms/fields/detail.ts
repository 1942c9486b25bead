import type { Field } from 'payload'

import { richTextEditor } from './richText'

/** Fields shared by the detail pages of events and productions (SPEC §2 section order). */
export const descriptionField: Field = {
  name: 'description',
  type: 'richText',
  localized: true,
  editor: richTextEditor,
  label: { de: 'Beschreibung', en: 'Description' },
}

export const teaserTextField: Field = {
  name: 'teaser_text',
  type: 'textarea',
  localized: true,
  maxLength: 400,
  label: { de: 'Teasertext', en: 'Teaser text' },
}

export const imageField: Field = { name: 'image', type: 'upload', relationTo: 'media', label: { de: 'Bild', en: 'Image' } }

export const imagesField: Field = {
  name: 'images',
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  label: { de: 'Bildergalerie', en: 'Image slider' },
}

export const videoUrlField: Field = {
  name: 'video_url',
  type: 'text',
  label: { de: 'Video (YouTube oder Vimeo)', en: 'Video (YouTube or Vimeo)' },
}

export const programsField: Field = {
  name: 'programs',
  type: 'array',
  localized: true,
  label: { de: 'Programmpunkte', en: 'Programme items' },
  labels: { singular: { de: 'Programmpunkt', en: 'Programme item' }, plural: { de: 'Programmpunkte', en: 'Programme items' } },
  fields: [
    { name: 'title', type: 'text', required: true, label: { de: 'Titel', en: 'Title' } },
    { name: 'text', type: 'textarea', label: { de: 'Text', en: 'Text' } },
  ],
}

export const contributorsField: Field = {
  name: 'contributors',
  type: 'array',
  label: { de: 'Mitwirkende', en: 'Contributors' },
  labels: { singular: { de: 'Mitwirkende:r', en: 'Contributor' }, plural: { de: 'Mitwirkende', en: 'Contributors' } },
  fields: [
    { name: 'person', type: 'relationship', relationTo: 'people', required: true, label: { de: 'Person', en: 'Person' } },
    { name: 'role', type: 'text', localized: true, label: { de: 'Funktion', en: 'Role' } },
  ],
}

export const promoterField: Field = { name: 'promoter', type: 'text', localized: true, label: { de: 'Veranstalter', en: 'Promoter' } }
