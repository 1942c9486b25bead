import { VenueCard } from '@/features/content/ui/VenueCard'
import { populatedOne } from '@/lib/payload/relations'

import type { BlockProps } from './types'

export function VenueComponent({ block, locale }: BlockProps<'venue'>) {
  const venue = populatedOne(block.venue)
  if (!venue) return null
  return (
    <div className="module venue-single">
      <VenueCard venue={venue} locale={locale} as="article" />
    </div>
  )
}
