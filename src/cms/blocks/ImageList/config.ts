import type { Block } from 'payload'

import { anchorField } from '../../fields/anchor'
import { labelledOptions } from '../../fields/options'
import { ImageBlock } from '../Image/config'
import { requiredBlocks } from '../validate'

/** Several images as slider, grid or masonry (parallax and semi-lazy from the legacy set). */
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
      options: labelledOptions({
        slider: { de: 'Slider', en: 'Slider' },
        grid: { de: 'Raster', en: 'Grid' },
        masonry: { de: 'Mauerwerk', en: 'Masonry' },
        parallax: { de: 'Parallaxe', en: 'Parallax' },
        semiLazy: { de: 'Halb-verzögert', en: 'Semi-lazy' },
      }),
    },
    anchorField(),
    {
      name: 'children',
      type: 'blocks',
      blocks: [ImageBlock],
      required: true,
      validate: requiredBlocks,
      label: { de: 'Bilder', en: 'Images' },
    },
  ],
}
