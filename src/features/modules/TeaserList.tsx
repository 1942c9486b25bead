import { isOnline } from '@/cms/rules/onlineWindow'
import { TeaserCard } from '@/features/content/ui/TeaserCard'

import type { BlockProps } from './types'

/** Teaser list: its items outside their online window (Europe/Berlin) are not shown. */
export function TeaserListComponent({ block, locale }: BlockProps<'teaserList'>) {
  const now = new Date()
  const items = (block.children ?? []).filter((item) => isOnline(item, now))
  if (items.length === 0) return null
  return (
    <ul className={`module teaser-list ${block.extra_class ?? ''}`.trim()}>
      {items.map((item, index) => (
        <TeaserCard key={item.id ?? index} item={item} locale={locale} />
      ))}
    </ul>
  )
}
