import type { Block } from 'payload'

/** The latest magazine articles of the chosen categories. */
export const HighlightTeaserBlock: Block = {
  slug: 'highlightTeaser',
  interfaceName: 'HighlightTeaserBlock',
  labels: { singular: { de: 'Highlight-Teaser', en: 'Highlight teaser' }, plural: { de: 'Highlight-Teaser', en: 'Highlight teasers' } },
  fields: [
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'article-categories',
      hasMany: true,
      label: { de: 'Magazin-Kategorien', en: 'Magazine categories' },
    },
  ],
}
