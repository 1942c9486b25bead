import type { CollectionConfig } from 'payload'
import { sortField } from '../../fields/common'
import { group, eventField, inventoryAccess } from './shared'

export const Prices: CollectionConfig = {
  slug: 'prices',
  labels: { singular: { de: 'Preis', en: 'Price' }, plural: { de: 'Preise', en: 'Prices' } },
  admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'event', 'seat_group', 'amount_cents', 'sale_type_id'] },
  access: inventoryAccess,
  defaultSort: 'sort',
  fields: [
    eventField,
    {
      name: 'seat_group',
      type: 'relationship',
      relationTo: 'seat-groups',
      required: true,
      index: true,
      label: { de: 'Platzgruppe', en: 'Seat group' },
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { de: 'Bezeichnung', en: 'Name' } },
    {
      name: 'text',
      type: 'text',
      defaultValue: 'Vollpreis',
      label: { de: 'Preisart', en: 'Price kind' },
      admin: {
        description: {
          de: '„Vollpreis“ ist der Hauptpreis, alles andere gilt als Ermäßigung.',
          en: '“Vollpreis” is the full price; anything else counts as a discount.',
        },
      },
    },
    {
      name: 'amount_cents',
      type: 'number',
      required: true,
      min: 0,
      label: { de: 'Preis in Cent', en: 'Price in cents' },
      admin: {
        description: { de: '2500 = 25,00 €. Preise von 0 werden nicht angeboten.', en: '2500 = €25.00. Prices of 0 are not offered.' },
      },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value ?? -1) >= 0 ? true : 'Ganze Cent ≥ 0 / whole cents ≥ 0',
    },
    { name: 'sale_type_id', type: 'number', required: true, label: { de: 'Verkaufsart-ID', en: 'Sale type id' } },
    { name: 'has_discounts', type: 'checkbox', defaultValue: false, label: { de: 'Hat Ermäßigungen', en: 'Has discounts' } },
    sortField,
  ],
}
