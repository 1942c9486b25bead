import type { Block, RelationshipFieldManyValidation } from 'payload'
import { relationship } from 'payload/shared'

import { BLOG_ITEMS, validateBlogItems } from '../../rules/validation'

import { editorLocale } from '../validate'

/** SPEC §5: 1 to 8 articles, with one message for both ends; then Payload's own relationship check. */
const validateItems: RelationshipFieldManyValidation = async (value, options) => {
  const counted = validateBlogItems(value, editorLocale(options.req))
  return counted === true ? relationship(value, options) : counted
}

/** Teasers of hand-picked magazine articles. */
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
      minRows: BLOG_ITEMS.min,
      maxRows: BLOG_ITEMS.max,
      label: { de: 'Artikel (1 bis 8)', en: 'Articles (1 to 8)' },
      validate: validateItems,
    },
  ],
}
