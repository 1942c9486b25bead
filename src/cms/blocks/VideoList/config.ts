import type { Block } from 'payload'

import { VideoBlock } from '../Video/config'
import { requiredBlocks } from '../validate'

/** Legacy module: several videos in a row. */
export const VideoListBlock: Block = {
  slug: 'videoList',
  interfaceName: 'VideoListBlock',
  labels: { singular: { de: 'Videoliste (veraltet)', en: 'Video list (legacy)' }, plural: { de: 'Videolisten', en: 'Video lists' } },
  fields: [
    {
      name: 'children',
      type: 'blocks',
      blocks: [VideoBlock],
      required: true,
      validate: requiredBlocks,
      label: { de: 'Videos', en: 'Videos' },
    },
  ],
}
