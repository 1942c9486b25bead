import { ArticleCard, articlesOf } from '@/features/content/ui/ArticleCard'

import type { BlockProps } from '../RenderBlocks'

/** SPEC §3 Blog teaser list: 1 to 8 hand-picked magazine articles as cards. */
export function BlogTeaserListComponent({ block, locale }: BlockProps<'blogTeaserList'>) {
  const articles = articlesOf(block.items)
  if (articles.length === 0) return null
  return (
    <ul className="module article-list">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} locale={locale} />
      ))}
    </ul>
  )
}
