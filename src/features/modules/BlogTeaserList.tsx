import { ArticleCardList } from '@/features/content/ui/ArticleCard'
import { populated } from '@/lib/payload/relations'

import type { BlockProps } from './types'

/** SPEC §3 Blog teaser list: 1 to 8 hand-picked magazine articles as cards. */
export function BlogTeaserListComponent({ block, locale }: BlockProps<'blogTeaserList'>) {
  return <ArticleCardList articles={populated(block.items)} locale={locale} />
}
