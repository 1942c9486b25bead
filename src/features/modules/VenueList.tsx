import { VenueCard } from '@/features/content/ui/VenueCard'
import { populated } from '@/lib/payload/relations'

import type { BlockProps } from './types'

export function VenueListComponent({ block, locale }: BlockProps<'venueList'>) {
  const venues = populated(block.venues)
  if (venues.length === 0) return null
  return (
    <ul className="module venue-list">
      {venues.map((venue) => (
        <VenueCard key={venue.id} venue={venue} locale={locale} />
      ))}
    </ul>
  )
}
