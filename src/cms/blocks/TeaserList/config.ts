import type { Block } from 'payload'

import { extraClassField } from '../../fields/extraClass'
import { TeaserItemBlock } from '../TeaserItem/config'
import { requiredBlocks } from '../validate'

export const TeaserListBlock: Block = {
  slug: 'teaserList',
  interfaceName: 'TeaserListBlock',
  labels: { singular: { de: 'Teaserliste', en: 'Teaser list' }, plural: { de: 'Teaserlisten', en: 'Teaser lists' } },
  fields: [
    extraClassField(),
    {
      name: 'children',
      type: 'blocks',
      blocks: [TeaserItemBlock],
      required: true,
      validate: requiredBlocks,
      label: { de: 'Teaser', en: 'Teasers' },
    },
  ],
}
