import type { Block } from 'payload'

import { validateViewerEmbed } from '../../rules/validation'

import { textareaRule } from '../validate'

/** An embedded document viewer (SPEC §5: issuu; yumpu and InDesign kept for old modules). */
export const ViewerBlock: Block = {
  slug: 'viewer',
  interfaceName: 'ViewerBlock',
  labels: { singular: { de: 'Dokument-Viewer', en: 'Document viewer' }, plural: { de: 'Dokument-Viewer', en: 'Document viewers' } },
  fields: [
    {
      name: 'embed',
      type: 'textarea',
      required: true,
      label: { de: 'issuu-Adresse oder Einbettungscode', en: 'issuu address or embed code' },
      validate: textareaRule((value, locale) => validateViewerEmbed(value, locale, { legacy: true })),
    },
  ],
}
