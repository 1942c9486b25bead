import type { Block } from 'payload'

import { imageField, linkFields } from '../../fields/blockFields'

export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
  fields: [
    {
      name: 'format',
      type: 'select',
      defaultValue: 'large',
      label: { de: 'Format', en: 'Format' },
      options: [
        { value: 'large', label: { de: 'Groß', en: 'Large' } },
        { value: 'medium', label: { de: 'Mittel', en: 'Medium' } },
        { value: 'small', label: { de: 'Klein', en: 'Small' } },
      ],
    },
    imageField(true),
    ...linkFields(),
    { name: 'text', type: 'textarea', maxLength: 3000, label: { de: 'Beschreibung', en: 'Description' } },
  ],
}
