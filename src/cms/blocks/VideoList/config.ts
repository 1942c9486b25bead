import type { Block } from 'payload'

import { VideoBlock } from '../Video/config'

/** Legacy module: several videos in a row. */
export const VideoListBlock: Block = {
  slug: 'videoList',
  interfaceName: 'VideoListBlock',
  labels: { singular: { de: 'Videoliste (veraltet)', en: 'Video list (legacy)' }, plural: { de: 'Videolisten', en: 'Video lists' } },
  fields: [{ name: 'children', type: 'blocks', blocks: [VideoBlock], minRows: 1, label: { de: 'Videos', en: 'Videos' } }],
}
