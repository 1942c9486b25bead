import type { Field } from 'payload'

/** Meta and Open Graph fields of SPEC's Page; og_image_thumbs come from the upload's sizes. */
export const seoFields: Field[] = [
  { name: 'meta_title', type: 'text', localized: true, label: { de: 'Meta-Titel', en: 'Meta title' }, maxLength: 70 },
  {
    name: 'meta_description',
    type: 'textarea',
    localized: true,
    label: { de: 'Meta-Beschreibung', en: 'Meta description' },
    maxLength: 320,
  },
  { name: 'og_title', type: 'text', localized: true, label: { de: 'Teilen: Titel', en: 'Sharing: title' } },
  { name: 'og_description', type: 'textarea', localized: true, label: { de: 'Teilen: Beschreibung', en: 'Sharing: description' } },
  { name: 'og_image', type: 'upload', relationTo: 'media', label: { de: 'Teilen: Bild', en: 'Sharing: image' } },
  {
    name: 'og_type',
    type: 'select',
    defaultValue: 'website',
    label: { de: 'Teilen: Typ', en: 'Sharing: type' },
    options: [
      { value: 'website', label: 'website' },
      { value: 'article', label: 'article' },
    ],
  },
]
