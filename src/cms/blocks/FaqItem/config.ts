import type { Block } from 'payload'

import { textField } from '../../fields/blockFields'
import { richTextEditor } from '../../fields/richText'

/** Legacy module: one question with its answer, shown as a disclosure. */
export const FaqItemBlock: Block = {
  slug: 'faqItem',
  interfaceName: 'FaqItemBlock',
  labels: { singular: { de: 'FAQ-Eintrag', en: 'FAQ item' }, plural: { de: 'FAQ-Einträge', en: 'FAQ items' } },
  fields: [textField('question', { de: 'Frage', en: 'Question' }, { required: true }), { name: 'content', type: 'richText', required: true, editor: richTextEditor, label: { de: 'Antwort', en: 'Answer' } }],
}
