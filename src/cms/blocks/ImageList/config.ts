import type { Block } from 'payload'

import { anchorField } from '../../fields/blockFields'
import { ImageBlock } from '../Image/config'

export const ImageListBlock: Block = {
  slug: 'imageList',
  interfaceName: 'ImageListBlock',
  labels: { singular: { de: 'Bildergalerie', en: 'Image list' }, plural: { de: 'Bildergalerien', en: 'Image lists' } },
  fields: [
    {
      name: 'format',
      type: 'select',
      defaultValue: 'slider',
      label: { de: 'Darstellung', en: 'Layout' },
      options: [
        { value: 'slider', label: { de: 'Slider', en: 'Slider' } },
        { value: 'grid', label: { de: 'Raster', en: 'Grid' } },
        { value: 'masonry', label: { de: 'Mauerwerk', en: 'Masonry' } },
        { value: 'parallax', label: { de: 'Parallaxe', en: 'Parallax' } },
        { value: 'semiLazy', label: { de: 'Halb-verzögert', en: 'Semi-lazy' } },
      ],
    },
    anchorField,
    { name: 'children', type: 'blocks', blocks: [ImageBlock], minRows: 1, label: { de: 'Bilder', en: 'Images' } },
  ],
}
