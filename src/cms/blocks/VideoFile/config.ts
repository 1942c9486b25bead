import type { Block } from 'payload'

import { imageField, mediaField } from '../../fields/image'
import { textField } from '../../fields/text'

/** A self-hosted video file, played by the browser's own player. */
export const VideoFileBlock: Block = {
  slug: 'videoFile',
  interfaceName: 'VideoFileBlock',
  labels: {
    singular: { de: 'Video (eigene Datei)', en: 'Video (own file)' },
    plural: { de: 'Videos (eigene Dateien)', en: 'Videos (own files)' },
  },
  fields: [
    mediaField({ name: 'file', label: { de: 'Videodatei', en: 'Video file' }, kind: 'video', required: true }),
    imageField({ label: { de: 'Vorschaubild', en: 'Preview image' } }),
    textField('title', { de: 'Titel', en: 'Title' }),
  ],
}
