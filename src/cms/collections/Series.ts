import type { CollectionConfig } from 'payload'
import { isOnlineField, nameField, showInFilterField, sortField } from '../fields/common'
import { descriptionField, imageField, teaserTextField } from '../fields/detail'
import { slugField } from '../fields/slug'
import { programme, editorial } from './editorial'

export const Series: CollectionConfig = {
  slug: 'series',
  labels: { singular: { de: 'Reihe', en: 'Series' }, plural: { de: 'Reihen', en: 'Series' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'show_in_filter', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    nameField,
    teaserTextField,
    imageField,
    descriptionField,
    { name: 'events', type: 'join', collection: 'events', on: 'series', label: { de: 'Termine', en: 'Events' } },
    {
      // Issue 46: the series sold as one package, one seat at every performance still ahead.
      name: 'subscription',
      type: 'group',
      label: { de: 'Abonnement', en: 'Subscription' },
      admin: {
        description: {
          de: 'Die Reihe als Paket: je ein Platz in allen kommenden Vorstellungen der Reihe, zum Paketpreis, im Webshop unter /webshop/series/{ID}.',
          en: 'The series as a package: one seat at every coming performance of the series, at the package price, in the web shop at /webshop/series/{id}.',
        },
      },
      fields: [
        { name: 'on_sale', type: 'checkbox', defaultValue: false, label: { de: 'Als Abonnement verkaufen', en: 'Sell as a subscription' } },
        {
          name: 'price_cents',
          type: 'number',
          min: 100,
          max: 1_000_000,
          label: { de: 'Paketpreis (Cent)', en: 'Package price (cents)' },
          admin: { condition: (_data, sibling) => sibling?.on_sale === true },
        },
        {
          name: 'seat_group',
          type: 'text',
          maxLength: 100,
          label: { de: 'Platzgruppe', en: 'Seat group' },
          admin: {
            condition: (_data, sibling) => sibling?.on_sale === true,
            description: {
              de: 'Deutscher Name der Platzgruppe (z. B. „Parkett“); wo eine Vorstellung sie nicht hat, gilt ihre erste Platzgruppe.',
              en: 'German name of the seat group (e.g. “Parkett”); where a performance has none of that name, its first seat group.',
            },
          },
        },
      ],
    },
    slugField('name'),
    showInFilterField,
    sortField,
    isOnlineField,
  ],
}
