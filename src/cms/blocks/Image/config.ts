import type { Block } from 'payload'

import { imageField } from '../../fields/image'
import { linkFields } from '../../fields/link'
import { labelledOptions } from '../../fields/options'

/** One image with an optional link and description; also the item of an image list. */
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
      options: labelledOptions({
        large: { de: 'Groß', en: 'Large' },
        medium: { de: 'Mittel', en: 'Medium' },
        small: { de: 'Klein', en: 'Small' },
      }),
    },
    imageField({ required: true }),
    ...linkFields(),
    { name: 'text', type: 'textarea', maxLength: 3000, label: { de: 'Beschreibung', en: 'Description' } },
  ],
}
