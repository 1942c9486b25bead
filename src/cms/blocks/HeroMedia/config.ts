import type { Block } from 'payload'

import { imageField, mediaField } from '../../fields/image'
import { urlField } from '../../fields/link'
import { onlineWindowFields } from '../../fields/onlineWindow'
import { textField } from '../../fields/text'

/** The large opening image or video of a page, with a button; shown only inside its online window. */
export const HeroMediaBlock: Block = {
  slug: 'heroMedia',
  interfaceName: 'HeroMediaBlock',
  labels: { singular: { de: 'Bühne (Hero)', en: 'Hero media' }, plural: { de: 'Bühnen (Hero)', en: 'Hero media' } },
  fields: [
    textField('headline', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    { name: 'text', type: 'textarea', label: { de: 'Text', en: 'Text' } },
    textField('button_text', { de: 'Knopftext', en: 'Button text' }),
    urlField({ name: 'button_link', label: { de: 'Knopf-Link', en: 'Button link' } }),
    { name: 'sticky', type: 'checkbox', defaultValue: false, label: { de: 'Knopf in der Sticky-Leiste', en: 'Button in the sticky bar' } },
    imageField(),
    mediaField({ name: 'video', label: { de: 'Video (eigene Datei)', en: 'Video (own file)' }, kind: 'video' }),
    ...onlineWindowFields({ fromRequired: true }),
  ],
}
