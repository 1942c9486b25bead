import type { Block } from 'payload'

export const VenueBlock: Block = {
  slug: 'venue',
  interfaceName: 'VenueBlock',
  labels: { singular: { de: 'Spielort', en: 'Venue' }, plural: { de: 'Spielorte', en: 'Venues' } },
  fields: [{ name: 'venue', type: 'relationship', relationTo: 'venues', required: true, label: { de: 'Spielort', en: 'Venue' } }],
}
