import type { Block } from 'payload'

import { extraClassField } from '../../fields/extraClass'
import { imageField } from '../../fields/image'
import { linkFields } from '../../fields/link'
import { labelledOptions } from '../../fields/options'
import { textField } from '../../fields/text'

/** SPEC §5: the text of a (new) full teaser holds up to 3000 characters. */
export const FULL_TEASER_TEXT_MAX = 3000

/** A large teaser: image beside or behind headline, text and link. */
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
      options: labelledOptions({
        imageLeft: { de: 'Bild links', en: 'Image left' },
        imageRight: { de: 'Bild rechts', en: 'Image right' },
        fullscreen: { de: 'Vollbild', en: 'Fullscreen' },
      }),
    },
    imageField({ required: true }),
    ...linkFields(),
    textField('link_text', { de: 'Linktext', en: 'Link text' }),
    textField('preline', { de: 'Dachzeile', en: 'Preline' }),
    textField('headline', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    textField('subline', { de: 'Unterzeile', en: 'Subline' }),
    { name: 'text', type: 'textarea', maxLength: FULL_TEASER_TEXT_MAX, label: { de: 'Text', en: 'Text' } },
    extraClassField(),
  ],
}
