import type { CollectionConfig } from 'payload'
import { isOnlineField, nameField, sortField } from '../fields/common'
import { urlField } from '../fields/link'
import { descriptionField, imageField, teaserTextField } from '../fields/detail'
import { slugField } from '../fields/slug'
import { programme, editorial } from './editorial'

export const Venues: CollectionConfig = {
  slug: 'venues',
  labels: { singular: { de: 'Spielort', en: 'Venue' }, plural: { de: 'Spielorte', en: 'Venues' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'city', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'sort',
  fields: [
    nameField,
    teaserTextField,
    imageField,
    descriptionField,
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', label: { de: 'Straße', en: 'Street' } },
        { name: 'postal_code', type: 'text', label: { de: 'PLZ', en: 'Postal code' } },
        { name: 'city', type: 'text', label: { de: 'Ort', en: 'City' } },
      ],
    },
    { name: 'directions', type: 'textarea', localized: true, label: { de: 'Anfahrt', en: 'Directions' } },
    { name: 'accessibility', type: 'textarea', localized: true, label: { de: 'Barrierefreiheit', en: 'Accessibility' } },
    {
      type: 'row',
      fields: [
        { name: 'step_free', type: 'checkbox', defaultValue: false, label: { de: 'Stufenloser Zugang', en: 'Step-free access' } },
        { name: 'hearing_loop', type: 'checkbox', defaultValue: false, label: { de: 'Induktionsschleife', en: 'Hearing loop' } },
        {
          name: 'accessible_toilets',
          type: 'checkbox',
          defaultValue: false,
          label: { de: 'Barrierefreie Toiletten', en: 'Accessible toilets' },
        },
      ],
    },
    {
      ...urlField({ name: 'transit_url', label: { de: 'Link zur Fahrplanauskunft', en: 'Public transport planner link' } }),
      admin: {
        description: {
          de: 'Die Verbindungssuche des örtlichen Verkehrsverbunds mit diesem Spielort als Ziel.',
          en: 'The local transport planner with this venue as the destination.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', label: { de: 'Breitengrad', en: 'Latitude' }, min: -90, max: 90 },
        { name: 'longitude', type: 'number', label: { de: 'Längengrad', en: 'Longitude' }, min: -180, max: 180 },
      ],
    },
    { name: 'rooms', type: 'join', collection: 'rooms', on: 'venue', label: { de: 'Räume', en: 'Rooms' } },
    slugField('name'),
    sortField,
    isOnlineField,
  ],
}
