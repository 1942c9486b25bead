import type { Block } from 'payload'

import { imageField } from '../../fields/image'
import { urlField } from '../../fields/link'
import { textField } from '../../fields/text'
import { requiredArray } from '../validate'

/** Partner and sponsor logos, each optionally linked; the name is the logo's text alternative. */
export const LogoListBlock: Block = {
  slug: 'logoList',
  interfaceName: 'LogoListBlock',
  labels: { singular: { de: 'Logoleiste', en: 'Logo list' }, plural: { de: 'Logoleisten', en: 'Logo lists' } },
  fields: [
    {
      name: 'logos',
      type: 'array',
      required: true,
      validate: requiredArray,
      label: { de: 'Logos', en: 'Logos' },
      labels: { singular: { de: 'Logo', en: 'Logo' }, plural: { de: 'Logos', en: 'Logos' } },
      fields: [
        imageField({ required: true, label: { de: 'Logo', en: 'Logo' } }),
        textField('name', { de: 'Name', en: 'Name' }, { required: true }),
        urlField({ name: 'link_url', label: { de: 'Adresse', en: 'Address' } }),
      ],
    },
  ],
}
