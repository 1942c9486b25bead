import type { Block } from 'payload'

import { anchorField } from '../../fields/anchor'
import { textField } from '../../fields/text'

/** Heading levels editors may pick; the page title is the only h1. */
export const HEADLINE_LEVELS = ['2', '3', '4', '5', '6'] as const

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
      options: HEADLINE_LEVELS.map((value) => ({ value, label: { de: `Ebene ${value} (H${value})`, en: `Level ${value} (H${value})` } })),
    },
    textField('preline', { de: 'Dachzeile', en: 'Preline' }),
    textField('content', { de: 'Überschrift', en: 'Headline' }, { required: true }),
    textField('subline', { de: 'Unterzeile', en: 'Subline' }),
    anchorField(),
  ],
}
