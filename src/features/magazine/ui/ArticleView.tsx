import { getTranslations } from 'next-intl/server'

import { Picture } from '@/features/content/ui/Picture'
import { RichText } from '@/features/content/ui/RichText'
import { articleJsonLd } from '@/features/programme/domain/jsonLd'
import { JsonLd } from '@/features/programme/ui/JsonLd'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { docHref } from '@/lib/routing/docHref'
import { formatDay, formatTime } from '@/lib/time/format'

import { loadArticleDetail } from '../server/article'
import { TagLinks } from './MagazineScreens'

import './magazine.css'

/**
 * SPEC §2 article: image, preline, author and date, category and topics, the text, related
 * productions and their next dates, and schema.org Article data. Its editable section (modules)
 * follows from the detail screen.
 */
export async function ArticleContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadArticleDetail(id, locale)
  if (!detail) return null
  const t = await getTranslations({ locale, namespace: 'magazine' })
  const { article, category, tags, productions, events, image } = detail
  const published = new Date(article.published_at)
  return (
    <article className={`article article--${category?.style_name ?? 'default'}`}>
      <JsonLd
        value={articleJsonLd(
          {
            headline: article.title,
            url: docHref('articles', article, locale) ?? '',
            datePublished: article.published_at,
            dateModified: article.updatedAt,
            author: article.author ?? null,
            section: category?.name ?? null,
            description: article.teaser_text ?? null,
            image: image?.sizes?.horizontal?.url ?? image?.url ?? null,
            keywords: tags.map((tag) => tag.name),
            inLanguage: locale,
          },
          env().SERVER_URL ?? null,
        )}
      />
      {image ? (
        <div className="article__image">
          <Picture media={image} priority sizes="(min-width: 44rem) 44rem, 100vw" />
        </div>
      ) : null}
      {article.preline ? <p className="preline">{article.preline}</p> : null}
      <p className="article__meta">
        {article.author ? <span>{t('by', { author: article.author })} · </span> : null}
        <span>
          {t('publishedOn')} <time dateTime={article.published_at}>{formatDay(published, locale)}</time>
        </span>
        {category?.url ? (
          <span>
            {' · '}
            <a href={category.url}>{category.name}</a>
          </span>
        ) : null}
      </p>
      {tags.length > 0 ? <TagLinks tags={tags} label={t('tags')} /> : null}
      <RichText data={article.content} locale={locale} />
      {productions.length > 0 ? (
        <section className="article__related" aria-labelledby="article-productions">
          <h2 id="article-productions">{t('relatedProductions')}</h2>
          <ul>
            {productions.map((production) => (
              <li key={production.id}>{production.url ? <a href={production.url}>{production.title}</a> : production.title}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {events.length > 0 ? (
        <section className="article__related" aria-labelledby="article-events">
          <h2 id="article-events">{t('relatedEvents')}</h2>
          <ul>
            {events.map((event) => {
              const start = new Date(event.date_start)
              return (
                <li key={event.id}>
                  <time dateTime={event.date_start}>
                    {formatDay(start, locale)}, {formatTime(start)}
                  </time>{' '}
                  {event.url ? <a href={event.url}>{event.title}</a> : event.title}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
