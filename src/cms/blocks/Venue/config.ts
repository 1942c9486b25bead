import type { Block } from 'payload'

/** One venue with its address (and opening hours, where it has them). */
export const VenueBlock: Block = {
  slug: 'venue',
  interfaceName: 'VenueBlock',
  labels: { singular: { de: 'Spielort', en: 'Venue' }, plural: { de: 'Spielorte', en: 'Venues' } },
  fields: [{ name: 'venue', type: 'relationship', relationTo: 'venues', required: true, label: { de: 'Spielort', en: 'Venue' } }],
}
