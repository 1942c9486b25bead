import type { Block } from 'payload'

import { anchorField, textField } from '../../fields/blockFields'

export const HeadlineBlock: Block = {
  slug: 'headline',
  interfaceName: 'HeadlineBlock',
  labels: { singular: { de: 'Überschrift', en: 'Headline' }, plural: { de: 'Überschriften', en: 'Headlines' } },
  fields: [
    {
      name: 'headline_level',
      type: 'select',
      defaultValue: '2',
      label: { de: 'Ebene', en: 'Level' },
      options: ['2', '3', '4', '5', '6'].map((value) => ({ value, label: `H${value}` })),
    },
    textField('preline', { de: 'Dachzeile', en: 'Preline' }),
    textField('content', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    textField('subline', { de: 'Unterzeile', en: 'Subline' }),
    anchorField,
  ],
}
