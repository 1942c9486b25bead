import type { Block } from 'payload'

import { anchorField } from '../../fields/anchor'
import { extraClassField } from '../../fields/extraClass'
import { linkFields } from '../../fields/link'
import { textField } from '../../fields/text'

/** A link button; also the item of an anchor list (`link_url` `#anker`). */
export const LinkBlock: Block = {
  slug: 'link',
  interfaceName: 'LinkBlock',
  labels: { singular: { de: 'Link', en: 'Link' }, plural: { de: 'Links', en: 'Links' } },
  fields: [
    textField('link_text', { de: 'Linktext', en: 'Link text' }, { required: true }),
    ...linkFields({ required: true }),
    extraClassField(),
    anchorField(),
    { name: 'sticky', type: 'checkbox', defaultValue: false, label: { de: 'In der Sticky-Leiste zeigen', en: 'Show in the sticky bar' } },
  ],
}
