import type { Block } from 'payload'

export const BlogTeaserListBlock: Block = {
  slug: 'blogTeaserList',
  interfaceName: 'BlogTeaserListBlock',
  labels: { singular: { de: 'Magazin-Teaser', en: 'Magazine teasers' }, plural: { de: 'Magazin-Teaser', en: 'Magazine teasers' } },
  fields: [
    {
      name: 'items',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { de: 'Artikel (1 bis 8)', en: 'Articles (1 to 8)' },
    },
  ],
}
