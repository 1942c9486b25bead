import { latestArticles } from '@/features/content/server/moduleData'
import { ArticleCard } from '@/features/content/ui/ArticleCard'
import { getPayloadClient } from '@/lib/payload/client'

import type { BlockProps } from '../RenderBlocks'

/** SPEC §3 Highlight teaser: the newest articles of the chosen magazine categories. */
export async function HighlightTeaserComponent({ block, locale }: BlockProps<'highlightTeaser'>) {
  const categoryIds = (block.categories ?? []).map((category) => (typeof category === 'object' ? category.id : category))
  const articles = await latestArticles(await getPayloadClient(), locale, categoryIds)
  if (articles.length === 0) return null
  return (
    <ul className="module article-list article-list--highlight">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} locale={locale} />
      ))}
    </ul>
  )
}
