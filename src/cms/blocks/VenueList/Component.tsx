import { VenueCard, venuesOf } from '@/features/content/ui/VenueCard'

import type { BlockProps } from '../RenderBlocks'

export function VenueListComponent({ block, locale }: BlockProps<'venueList'>) {
  const venues = venuesOf(block.venues)
  if (venues.length === 0) return null
  return (
    <ul className="module venue-list">
      {venues.map((venue) => (
        <VenueCard key={venue.id} venue={venue} locale={locale} />
      ))}
    </ul>
  )
}
