import type { Block } from 'payload'

import { validateVideoUrl } from '../../rules/validation'

import { anchorField } from '../../fields/anchor'
import { imageField } from '../../fields/image'
import { textField } from '../../fields/text'
import { textRule } from '../validate'

/** A YouTube or Vimeo video behind a preview image; played from the privacy-friendly player (`videoEmbedSrc`). */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { de: 'Video (YouTube/Vimeo)', en: 'Video (YouTube/Vimeo)' }, plural: { de: 'Videos', en: 'Videos' } },
  fields: [
    imageField({ label: { de: 'Vorschaubild', en: 'Preview image' } }),
    {
      name: 'video_url',
      type: 'text',
      required: true,
      label: { de: 'Video-Adresse (YouTube oder Vimeo)', en: 'Video address (YouTube or Vimeo)' },
      validate: textRule(validateVideoUrl),
    },
    textField('length', { de: 'Länge (z. B. 3:45)', en: 'Length (e.g. 3:45)' }),
    textField('title', { de: 'Titel', en: 'Title' }),
    anchorField(),
  ],
}
