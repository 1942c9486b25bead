import { latestArticles } from '@/features/content/server/moduleData'
import { ArticleCardList } from '@/features/content/ui/ArticleCard'
import { getPayloadClient } from '@/cms/client'
import { relationId } from '@/lib/payload/relations'

import type { BlockProps } from './types'

/** SPEC §3 Highlight teaser: the newest articles of the chosen magazine categories. */
export async function HighlightTeaserComponent({ block, locale }: BlockProps<'highlightTeaser'>) {
  const categoryIds = (block.categories ?? []).flatMap((category) => relationId(category) ?? [])
  const articles = await latestArticles(await getPayloadClient(), locale, categoryIds)
  return <ArticleCardList articles={articles} locale={locale} className="article-list--highlight" />
}
