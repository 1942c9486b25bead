import type { Block } from 'payload'

import { TeaserItemBlock } from '../TeaserItem/config'

/** The programme's events in a date range, optionally filtered, with teasers shown between them. */
export const EventListBlock: Block = {
  slug: 'eventList',
  interfaceName: 'EventListBlock',
  labels: { singular: { de: 'Terminliste', en: 'Event list' }, plural: { de: 'Terminlisten', en: 'Event lists' } },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'date_from', type: 'date', label: { de: 'Von', en: 'From' } },
        { name: 'date_to', type: 'date', label: { de: 'Bis', en: 'Until' } },
      ],
    },
    { name: 'filters', type: 'checkbox', defaultValue: false, label: { de: 'Filter anzeigen', en: 'Show filters' } },
    { name: 'tag', type: 'relationship', relationTo: 'event-tags', label: { de: 'Nur Termine mit Schlagwort', en: 'Only events with tag' } },
    { name: 'children', type: 'blocks', blocks: [TeaserItemBlock], label: { de: 'Eingestreute Teaser', en: 'Interleaved teasers' } },
  ],
}
