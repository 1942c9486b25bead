import type { CollectionConfig } from 'payload'
import { sortField } from '../../fields/common'
import { group, statusField, eventField, capacityField, inventoryAccess } from './shared'

export const SeatGroups: CollectionConfig = {
  slug: 'seat-groups',
  labels: { singular: { de: 'Platzgruppe', en: 'Seat group' }, plural: { de: 'Platzgruppen', en: 'Seat groups' } },
  admin: { useAsTitle: 'seat_group', group, defaultColumns: ['seat_group', 'event', 'capacity', 'status'] },
  access: inventoryAccess,
  defaultSort: 'sort',
  fields: [
    eventField,
    { name: 'seat_group', type: 'text', required: true, localized: true, label: { de: 'Bezeichnung', en: 'Name' } },
    { name: 'text', type: 'text', localized: true, label: { de: 'Hinweis', en: 'Note' } },
    capacityField,
    {
      name: 'companion_seat',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Rollstuhlplatz mit Begleitplatz', en: 'Wheelchair space with companion seat' },
      admin: {
        description: {
          de: 'Jede Karte bucht den Rollstuhlplatz und einen Begleitplatz; das Kontingent zählt Plätze (zwei je Karte).',
          en: 'Each ticket books the wheelchair space and a companion seat; the capacity counts seats (two per ticket).',
        },
      },
    },
    statusField,
    sortField,
  ],
}
