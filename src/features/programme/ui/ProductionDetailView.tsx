import { getTranslations } from 'next-intl/server'

import { Picture } from '@/features/content/ui/Picture'
import type { Locale } from '@/i18n/locales'
import { populatedOne } from '@/lib/payload/relations'

import { loadProductionDetail } from '../server/details'
import { EventSeriesLd } from './JsonLd'
import { ArticleRefList, EventRefList, Section, SharedSections } from './sections'

import './programme.css'

/**
 * A production's detail page under its title, in SPEC §2's order: Description, ImageSlider,
 * Programs, Video, Contributors, Events (its coming dates, each linking to its event page with
 * tickets), Blog, Promoter. OpeningHours belongs to exhibitions' timeslots (booking issue).
 */
export async function ProductionDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadProductionDetail(id, locale)
  if (!detail) return null
  const t = await getTranslations({ locale, namespace: 'programme' })
  const { production } = detail
  const image = populatedOne(production.image)
  return (
    <article className="event-detail">
      <EventSeriesLd
        collection="productions"
        doc={production}
        name={production.title}
        description={production.teaser_text ?? null}
        events={detail.events}
        locale={locale}
      />
      {production.subtitle || production.artist ? (
        <p className="event-detail__lead">
          {production.artist ? <span className="preline">{production.artist}</span> : null}
          {production.subtitle}
        </p>
      ) : null}
      {image ? <Picture media={image} priority className="event-detail__image" /> : null}
      <SharedSections locale={locale} content={{ ...production, videoUrl: production.video_url ?? null, title: production.title }} />
      <Section id="events" title={t('dates')}>
        {detail.events.length > 0 ? (
          <EventRefList events={detail.events} locale={locale} timeLabel={(time) => t('time', { time })} />
        ) : (
          <p>{t('noDates')}</p>
        )}
      </Section>
      {detail.articles.length > 0 ? (
        <Section id="blog" title={t('blog')}>
          <ArticleRefList articles={detail.articles} locale={locale} />
        </Section>
      ) : null}
      {production.promoter ? (
        <Section id="promoter" title={t('promoter')}>
          <p>{production.promoter}</p>
        </Section>
      ) : null}
    </article>
  )
}
