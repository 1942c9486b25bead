import type { Block } from 'payload'

import { requiredCode } from '../validate'

/** Editor-written HTML, output as is (editors only; SPEC §3 html_code). */
export const HtmlBlock: Block = {
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: { de: 'HTML', en: 'HTML' }, plural: { de: 'HTML-Module', en: 'HTML modules' } },
  fields: [
    {
      name: 'html_code',
      type: 'code',
      required: true,
      label: { de: 'HTML-Code', en: 'HTML code' },
      admin: { language: 'html', description: { de: 'Wird unverändert ausgegeben.', en: 'Output as is.' } },
      validate: requiredCode,
    },
  ],
}
