import type { Block } from 'payload'

import { extraClassField, imageField, linkFields, textField } from '../../fields/blockFields'

export const FullTeaserBlock: Block = {
  slug: 'fullTeaser',
  interfaceName: 'FullTeaserBlock',
  labels: { singular: { de: 'Großer Teaser', en: 'Full teaser' }, plural: { de: 'Große Teaser', en: 'Full teasers' } },
  fields: [
    {
      name: 'format',
      type: 'select',
      defaultValue: 'imageLeft',
      label: { de: 'Darstellung', en: 'Layout' },
      options: [
        { value: 'imageLeft', label: { de: 'Bild links', en: 'Image left' } },
        { value: 'imageRight', label: { de: 'Bild rechts', en: 'Image right' } },
        { value: 'fullscreen', label: { de: 'Vollbild', en: 'Fullscreen' } },
      ],
    },
    imageField(true),
    ...linkFields(),
    textField('link_text', { de: 'Linktext', en: 'Link text' }),
    textField('preline', { de: 'Dachzeile', en: 'Preline' }),
    textField('headline', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    textField('subline', { de: 'Unterzeile', en: 'Subline' }),
    { name: 'text', type: 'textarea', maxLength: 3000, label: { de: 'Text', en: 'Text' } },
    extraClassField,
  ],
}
