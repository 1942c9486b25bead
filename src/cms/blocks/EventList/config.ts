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
    {
      name: 'compact',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Kompakt: die nächsten drei Tage', en: 'Compact: the next three days' },
      admin: {
        description: {
          de: 'Zeigt nur die nächsten drei Tage des Zeitraums, knapp, mit dem Link zum ganzen Programm (etwa für die Startseite).',
          en: 'Shows only the next three days of the range, briefly, with the link to the whole programme (for the home page, say).',
        },
      },
    },
    {
      name: 'tag',
      type: 'relationship',
      relationTo: 'event-tags',
      label: { de: 'Nur Termine mit Schlagwort', en: 'Only events with tag' },
    },
    { name: 'children', type: 'blocks', blocks: [TeaserItemBlock], label: { de: 'Eingestreute Teaser', en: 'Interleaved teasers' } },
  ],
}
