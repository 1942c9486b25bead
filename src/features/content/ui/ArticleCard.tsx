import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { docHref } from '@/lib/routing/docHref'
import { formatDay } from '@/lib/time/format'
import type { Article } from '@/payload-types'

import { Picture } from './Picture'

export type ArticleTeaser = Pick<Article, 'id' | 'title' | 'slug' | 'preline' | 'teaser_text' | 'image' | 'published_at' | 'category'>

/** A magazine article as a card: image, category (or preline), title linking to the article, teaser text, date. */
export async function ArticleCard({ article, locale }: { article: ArticleTeaser; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'modules' })
  const category = typeof article.category === 'object' ? article.category.name : null
  const href = docHref('articles', article, locale)
  return (
    <li className="article-card">
      <Picture media={article.image} size="vertical" sizes="(min-width: 64em) 18rem, (min-width: 48em) 33vw, 100vw" />
      <div className="article-card__body">
        <h3>
          {category || article.preline ? <span className="preline">{category ?? article.preline}</span> : null}
          {href ? <Link href={href}>{article.title}</Link> : article.title}
        </h3>
        {article.teaser_text ? <p>{article.teaser_text}</p> : null}
        <p className="article-card__meta">
          <time dateTime={article.published_at}>{formatDay(new Date(article.published_at), locale)}</time>
          {href ? <span aria-hidden="true"> · {t('articleMore')}</span> : null}
        </p>
      </div>
    </li>
  )
}

/** Articles as a grid of cards (blog teaser list, highlight teaser); nothing when there are none. */
export function ArticleCardList({ articles, locale, className = '' }: { articles: ArticleTeaser[]; locale: Locale; className?: string }) {
  if (articles.length === 0) return null
  return (
    <ul className={`module article-list ${className}`.trim()}>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} locale={locale} />
      ))}
    </ul>
  )
}
