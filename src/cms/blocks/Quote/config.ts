import type { Block } from 'payload'

import { textField } from '../../fields/text'

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: { de: 'Zitat', en: 'Quote' }, plural: { de: 'Zitate', en: 'Quotes' } },
  fields: [
    { name: 'content', type: 'textarea', required: true, label: { de: 'Zitat', en: 'Quote' } },
    textField('author', { de: 'Urheber:in', en: 'Author' }),
  ],
}
