import type { Block } from 'payload'

import { imageField, textField, uploadField } from '../../fields/blockFields'

export const VideoFileBlock: Block = {
  slug: 'videoFile',
  interfaceName: 'VideoFileBlock',
  labels: { singular: { de: 'Video (eigene Datei)', en: 'Video (own file)' }, plural: { de: 'Videos (eigene Dateien)', en: 'Videos (own files)' } },
  fields: [uploadField('file', { de: 'Videodatei', en: 'Video file' }, true), imageField(), textField('title', { de: 'Titel', en: 'Title' })],
}
