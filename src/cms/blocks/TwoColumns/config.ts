import type { Block } from 'payload'

import { extraClassField, imageField } from '../../fields/blockFields'
import { richTextEditor } from '../../fields/richText'

export const TwoColumnsBlock: Block = {
  slug: 'twoColumns',
  interfaceName: 'TwoColumnsBlock',
  labels: { singular: { de: 'Zwei Spalten', en: 'Two columns' }, plural: { de: 'Zwei Spalten', en: 'Two columns' } },
  fields: [extraClassField, { name: 'text', type: 'richText', required: true, editor: richTextEditor, label: { de: 'Text', en: 'Text' } }, imageField(true)],
}
