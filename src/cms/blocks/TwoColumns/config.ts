import type { Block } from 'payload'

import { extraClassField } from '../../fields/extraClass'
import { imageField } from '../../fields/image'
import { richTextEditor } from '../../fields/richText'

/** Text beside an image. */
export const TwoColumnsBlock: Block = {
  slug: 'twoColumns',
  interfaceName: 'TwoColumnsBlock',
  labels: { singular: { de: 'Zwei Spalten', en: 'Two columns' }, plural: { de: 'Zwei Spalten', en: 'Two columns' } },
  fields: [
    extraClassField(),
    { name: 'text', type: 'richText', required: true, editor: richTextEditor, label: { de: 'Text', en: 'Text' } },
    imageField({ required: true }),
  ],
}
