import type { Block } from 'payload'

import { anchorField, extraClassField, linkFields, textField } from '../../fields/blockFields'

export const LinkBlock: Block = {
  slug: 'link',
  interfaceName: 'LinkBlock',
  labels: { singular: { de: 'Link', en: 'Link' }, plural: { de: 'Links', en: 'Links' } },
  fields: [
    textField('link_text', { de: 'Linktext', en: 'Link text' }, { required: true }),
    ...linkFields(true),
    extraClassField,
    anchorField,
    { name: 'sticky', type: 'checkbox', defaultValue: false, label: { de: 'In der Sticky-Leiste zeigen', en: 'Show in the sticky bar' } },
  ],
}
