import type { Block } from 'payload'

import { requiredCode } from '../validate'

/** Editor-written HTML (editors only; SPEC §3 html_code), sanitised on output (decision 010). */
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
      admin: {
        language: 'html',
        description: {
          de: 'Text, Links, Listen, Tabellen, Bilder und https-iframes werden ausgegeben; Skripte, Event-Handler, Styles und Formulare werden entfernt.',
          en: 'Text, links, lists, tables, images and https iframes are output; scripts, event handlers, styles and forms are removed.',
        },
      },
      validate: requiredCode,
    },
  ],
}
