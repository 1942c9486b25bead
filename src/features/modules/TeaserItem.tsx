import { isOnline } from '@/cms/rules/onlineWindow'
import { TeaserCard } from '@/features/content/ui/TeaserCard'

import type { BlockProps } from './types'

/** A single teaser outside a list, within its online window only. */
export function TeaserItemComponent({ block, locale }: BlockProps<'teaserItem'>) {
  if (!isOnline(block, new Date())) return null
  return (
    <div className="module teaser-single">
      <TeaserCard item={block} locale={locale} as="article" />
    </div>
  )
}
