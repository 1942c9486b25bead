import type { Block } from 'payload'

import { anchorField } from '../../fields/anchor'
import { richTextEditor } from '../../fields/richText'

export const TextBlock: Block = {
  slug: 'text',
  interfaceName: 'TextBlock',
  labels: { singular: { de: 'Text', en: 'Text' }, plural: { de: 'Texte', en: 'Texts' } },
  fields: [
    { name: 'content', type: 'richText', required: true, editor: richTextEditor, label: { de: 'Text', en: 'Text' } },
    anchorField(),
    { name: 'decrease_distance', type: 'checkbox', defaultValue: false, label: { de: 'Geringerer Abstand', en: 'Less spacing' } },
  ],
}
