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
      // SPEC §5: a new module (or a new address) takes issuu only; an old module keeps its yumpu or InDesign address as it is.
      validate: (value, options) =>
        textareaRule((embed, locale) => validateViewerEmbed(embed, locale, { legacy: embed === options.previousValue }))(value, options),
    },
  ],
}
