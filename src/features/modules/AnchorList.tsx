import { LazyAnchorNav as AnchorNav } from '@/features/content/ui/lazyParts.client'
import { ModuleTexts } from '@/features/content/ui/ModuleTexts'
import { linkHref } from '@/lib/routing/linkHref'

import type { BlockProps } from './types'

export function AnchorListComponent({ block, locale }: BlockProps<'anchorList'>) {
  const links = (block.children ?? []).flatMap((link) => {
    const href = linkHref(locale, link.link, link.link_url)
    return href && link.link_text ? [{ text: link.link_text, href }] : []
  })
  if (links.length === 0) return null
  return (
    <ModuleTexts parts={['anchorNav']}>
      <AnchorNav links={links} sticky={block.sticky ?? false} />
    </ModuleTexts>
  )
}
