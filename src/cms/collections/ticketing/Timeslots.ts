import type { CollectionConfig } from 'payload'
import { group, statusField, eventField, capacityField, inventoryAccess } from './shared'

export const Timeslots: CollectionConfig = {
  slug: 'timeslots',
  labels: { singular: { de: 'Zeitfenster', en: 'Timeslot' }, plural: { de: 'Zeitfenster', en: 'Timeslots' } },
  admin: { useAsTitle: 'time_start', group, defaultColumns: ['time_start', 'event', 'capacity', 'status'] },
  access: inventoryAccess,
  defaultSort: 'time_start',
  fields: [
    eventField,
    {
      name: 'time_start',
      type: 'text',
      required: true,
      label: { de: 'Beginn (HH:MM:SS)', en: 'Start (HH:MM:SS)' },
      validate: (value: string | null | undefined) => (value && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value) ? true : 'HH:MM:SS'),
    },
    { name: 'block_id', type: 'number', required: true, label: { de: 'Block-ID', en: 'Block id' } },
    capacityField,
    statusField,
  ],
}
