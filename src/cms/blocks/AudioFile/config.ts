import type { Block } from 'payload'

import { uploadField } from '../../fields/blockFields'

export const AudioFileBlock: Block = {
  slug: 'audioFile',
  interfaceName: 'AudioFileBlock',
  labels: { singular: { de: 'Audio (eigene Datei)', en: 'Audio (own file)' }, plural: { de: 'Audios (eigene Dateien)', en: 'Audio files' } },
  fields: [uploadField('file', { de: 'Audiodatei', en: 'Audio file' }, true)],
}
