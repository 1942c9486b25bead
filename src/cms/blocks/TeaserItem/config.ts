import type { Block } from 'payload'

import { extraClassField, imageField, linkFields, onlineWindowFields, textField } from '../../fields/blockFields'

/** A teaser in a teaser list; shown only inside its online window (Europe/Berlin). */
export const TeaserItemBlock: Block = {
  slug: 'teaserItem',
  interfaceName: 'TeaserItemBlock',
  labels: { singular: { de: 'Teaser', en: 'Teaser' }, plural: { de: 'Teaser', en: 'Teasers' } },
  fields: [
    imageField(),
    ...linkFields(),
    textField('link_text', { de: 'Linktext', en: 'Link text' }),
    textField('preline', { de: 'Dachzeile', en: 'Preline' }),
    textField('headline', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    textField('subline', { de: 'Unterzeile', en: 'Subline' }),
    { name: 'text', type: 'textarea', maxLength: 256, label: { de: 'Text', en: 'Text' } },
    extraClassField,
    ...onlineWindowFields(),
  ],
}
