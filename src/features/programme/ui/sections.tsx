import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Picture } from '@/features/content/ui/Picture'
import { RichText } from '@/features/content/ui/RichText'
import { ModuleTexts } from '@/features/content/ui/ModuleTexts'
import { LazySlider as Slider } from '@/features/content/ui/lazyParts.client'
import { VideoEmbed } from '@/features/content/ui/VideoEmbed'
import type { Locale } from '@/i18n/locales'
import { populated, populatedOne } from '@/lib/payload/relations'
import { docHref } from '@/lib/routing/docHref'
import { formatDay, formatTime } from '@/lib/time/format'
import type { Event } from '@/payload-types'

import type { ArticleRef, EventRef } from '../server/details'

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="event-section" aria-labelledby={`section-${id}`} data-section={id}>
      <h2 id={`section-${id}`}>{title}</h2>
      {children}
    </section>
  )
}

export function EventRefList({ events, locale, timeLabel }: { events: EventRef[]; locale: Locale; timeLabel: (time: string) => string }) {
  return (
    <ul className="event-refs">
      {events.map((ref) => {
        const start = new Date(ref.date_start)
        const href = docHref('events', ref, locale)
        return (
          <li key={ref.id}>
            <time dateTime={ref.date_start}>
              {formatDay(start, locale)}, {timeLabel(formatTime(start))}
            </time>{' '}
            {href ? <Link href={href}>{ref.title}</Link> : ref.title}
            {ref.venueName ? <span className="event-refs__venue"> · {ref.venueName}</span> : null}
          </li>
        )
      })}
    </ul>
  )
}

type Shared = Pick<Event, 'description' | 'images' | 'programs' | 'contributors'> & { videoUrl: string | null; title: string }

/**
 * The sections events and productions share, in SPEC §2's order for both: Description,
 * ImageSlider, Programs, Video, Contributors. Each only when it has something to show.
 */
export async function SharedSections({ content, locale }: { content: Shared; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'programme' })
  const images = populated(content.images ?? [])
  const contributors = (content.contributors ?? []).flatMap((row) => {
    const person = populatedOne(row.person)
    return person
      ? [{ key: row.id ?? String(person.id), role: row.role ?? null, name: person.name, href: docHref('people', person, locale) }]
      : []
  })
  return (
    <>
      {content.description ? (
        <Section id="description" title={t('description')}>
          <RichText locale={locale} data={content.description} />
        </Section>
      ) : null}
      {images.length > 0 ? (
        <Section id="images" title={t('images')}>
          <ModuleTexts parts={['slider']}>
            <Slider label={t('images')}>
              {images.map((picture) => (
                <figure key={picture.id} className="image">
                  <Picture media={picture} />
                </figure>
              ))}
            </Slider>
          </ModuleTexts>
        </Section>
      ) : null}
      {content.programs && content.programs.length > 0 ? (
        <Section id="programs" title={t('programs')}>
          <dl className="event-programs">
            {content.programs.map((item, index) => (
              <div key={item.id ?? index}>
                <dt>{item.title}</dt>
                {item.text ? <dd>{item.text}</dd> : null}
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {content.videoUrl ? (
        <Section id="video" title={t('video')}>
          <VideoEmbed videoUrl={content.videoUrl} title={content.title} length={null} image={null} anchor={null} />
        </Section>
      ) : null}
      {contributors.length > 0 ? (
        <Section id="contributors" title={t('contributors')}>
          <dl className="event-contributors">
            {contributors.map((person) => (
              <div key={person.key}>
                <dt>{person.role}</dt>
                <dd>{person.href ? <Link href={person.href}>{person.name}</Link> : person.name}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
    </>
  )
}

/** SPEC §2 Blog section: magazine articles about the production. */
export function ArticleRefList({ articles, locale }: { articles: ArticleRef[]; locale: Locale }) {
  return (
    <ul className="event-refs">
      {articles.map((article) => {
        const href = docHref('articles', article, locale)
        return <li key={article.id}>{href ? <Link href={href}>{article.title}</Link> : article.title}</li>
      })}
    </ul>
  )
}
