import type { Block } from 'payload'

import { validateVideoUrl } from '@/features/content/domain/validation'

import { anchorField, imageField, textField } from '../../fields/blockFields'
import { contentRule } from '../validate'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { de: 'Video (YouTube/Vimeo)', en: 'Video (YouTube/Vimeo)' }, plural: { de: 'Videos', en: 'Videos' } },
  fields: [
    imageField(),
    { name: 'video_url', type: 'text', required: true, label: { de: 'Video-Adresse', en: 'Video address' }, validate: contentRule(validateVideoUrl) },
    textField('length', { de: 'Länge (z. B. 3:45)', en: 'Length (e.g. 3:45)' }),
    textField('title', { de: 'Titel', en: 'Title' }),
    anchorField,
  ],
}
