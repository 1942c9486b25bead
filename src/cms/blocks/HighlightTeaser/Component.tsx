import { latestArticles } from '@/features/content/server/moduleData'
import { ArticleCardList } from '@/features/content/ui/ArticleCard'
import { getPayloadClient } from '@/lib/payload/client'

import type { BlockProps } from '../RenderBlocks'

/** SPEC §3 Highlight teaser: the newest articles of the chosen magazine categories. */
export async function HighlightTeaserComponent({ block, locale }: BlockProps<'highlightTeaser'>) {
  const categoryIds = (block.categories ?? []).map((category) => (typeof category === 'object' ? category.id : category))
  const articles = await latestArticles(await getPayloadClient(), locale, categoryIds)
  return <ArticleCardList articles={articles} locale={locale} className="article-list--highlight" />
}
