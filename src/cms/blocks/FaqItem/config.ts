import type { Block } from 'payload'

import { richTextEditor } from '../../fields/richText'
import { textField } from '../../fields/text'

/** Legacy module: one question with its answer, shown as a disclosure. */
export const FaqItemBlock: Block = {
  slug: 'faqItem',
  interfaceName: 'FaqItemBlock',
  labels: { singular: { de: 'FAQ-Eintrag (veraltet)', en: 'FAQ item (legacy)' }, plural: { de: 'FAQ-Einträge', en: 'FAQ items' } },
  fields: [
    textField('question', { de: 'Frage', en: 'Question' }, { required: true }),
    { name: 'content', type: 'richText', required: true, editor: richTextEditor, label: { de: 'Antwort', en: 'Answer' } },
  ],
}
