import type { Block } from 'payload'

import { LinkBlock } from '../Link/config'
import { requiredBlocks } from '../validate'

/** Anchor navigation for long pages; scrolling to an anchor keeps 600 px of offset (SPEC §9). */
export const AnchorListBlock: Block = {
  slug: 'anchorList',
  interfaceName: 'AnchorListBlock',
  labels: { singular: { de: 'Ankerliste', en: 'Anchor list' }, plural: { de: 'Ankerlisten', en: 'Anchor lists' } },
  fields: [
    { name: 'sticky', type: 'checkbox', defaultValue: false, label: { de: 'Beim Scrollen anheften', en: 'Stick while scrolling' } },
    {
      name: 'children',
      type: 'blocks',
      blocks: [LinkBlock],
      required: true,
      validate: requiredBlocks,
      label: { de: 'Anker-Links', en: 'Anchor links' },
    },
  ],
}
