import type { Block } from 'payload'

import { mediaField } from '../../fields/image'

/** A self-hosted audio file, played by the browser's own player. */
export const AudioFileBlock: Block = {
  slug: 'audioFile',
  interfaceName: 'AudioFileBlock',
  labels: {
    singular: { de: 'Audio (eigene Datei)', en: 'Audio (own file)' },
    plural: { de: 'Audios (eigene Dateien)', en: 'Audio files' },
  },
  fields: [mediaField({ name: 'file', label: { de: 'Audiodatei', en: 'Audio file' }, kind: 'audio', required: true })],
}
