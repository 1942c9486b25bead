import type { Block } from 'payload'

import { imageField, onlineWindowFields, textField, uploadField } from '../../fields/blockFields'

export const HeroMediaBlock: Block = {
  slug: 'heroMedia',
  interfaceName: 'HeroMediaBlock',
  labels: { singular: { de: 'Bühne (Hero)', en: 'Hero media' }, plural: { de: 'Bühnen (Hero)', en: 'Hero media' } },
  fields: [
    textField('headline', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    { name: 'text', type: 'textarea', label: { de: 'Text', en: 'Text' } },
    textField('button_text', { de: 'Knopftext', en: 'Button text' }),
    textField('button_link', { de: 'Knopf-Link', en: 'Button link' }),
    { name: 'sticky', type: 'checkbox', defaultValue: false, label: { de: 'Knopf in der Sticky-Leiste', en: 'Button in the sticky bar' } },
    imageField(),
    uploadField('video', { de: 'Video (eigene Datei)', en: 'Video (own file)' }),
    ...onlineWindowFields(true),
  ],
}
