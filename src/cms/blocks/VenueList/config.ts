import type { Block } from 'payload'

export const VenueListBlock: Block = {
  slug: 'venueList',
  interfaceName: 'VenueListBlock',
  labels: { singular: { de: 'Spielortliste', en: 'Venue list' }, plural: { de: 'Spielortlisten', en: 'Venue lists' } },
  fields: [
    {
      name: 'venues',
      type: 'relationship',
      relationTo: 'venues',
      hasMany: true,
      required: true,
      minRows: 1,
      label: { de: 'Spielorte', en: 'Venues' },
    },
  ],
}
