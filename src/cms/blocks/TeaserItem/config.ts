import type { Block } from 'payload'

import { extraClassField } from '../../fields/extraClass'
import { imageField } from '../../fields/image'
import { linkFields } from '../../fields/link'
import { onlineWindowFields } from '../../fields/onlineWindow'
import { textField } from '../../fields/text'

/** SPEC §5: the legacy (small) teaser text holds up to 256 characters. */
export const TEASER_ITEM_TEXT_MAX = 256

/** A teaser in a teaser list or event list; shown only inside its online window (Europe/Berlin). */
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
    { name: 'text', type: 'textarea', maxLength: TEASER_ITEM_TEXT_MAX, label: { de: 'Text', en: 'Text' } },
    extraClassField(),
    ...onlineWindowFields(),
  ],
}
