import type { Block } from 'payload'

import { imageField, textField } from '../../fields/blockFields'

export const LogoListBlock: Block = {
  slug: 'logoList',
  interfaceName: 'LogoListBlock',
  labels: { singular: { de: 'Logoleiste', en: 'Logo list' }, plural: { de: 'Logoleisten', en: 'Logo lists' } },
  fields: [
    {
      name: 'logos',
      type: 'array',
      minRows: 1,
      label: { de: 'Logos', en: 'Logos' },
      fields: [imageField(true), textField('name', { de: 'Name', en: 'Name' }, { required: true }), textField('link_url', { de: 'Adresse', en: 'Address' })],
    },
  ],
}
