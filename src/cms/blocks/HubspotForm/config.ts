import type { Block } from 'payload'

import { textField } from '../../fields/text'

/** A HubSpot form, loaded by its id (and the portal, when it is not the festival's default). */
export const HubspotFormBlock: Block = {
  slug: 'hubspotForm',
  interfaceName: 'HubspotFormBlock',
  labels: { singular: { de: 'Formular (HubSpot)', en: 'Form (HubSpot)' }, plural: { de: 'Formulare (HubSpot)', en: 'Forms (HubSpot)' } },
  fields: [
    textField('hubspot_id', { de: 'HubSpot-Formular-ID', en: 'HubSpot form id' }, { required: true }),
    textField('portal_id', { de: 'HubSpot-Portal-ID', en: 'HubSpot portal id' }),
  ],
}
