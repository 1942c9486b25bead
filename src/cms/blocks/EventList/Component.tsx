import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { isOnline } from '@/features/content/domain/onlineWindow'
import { eventsInRange, type EventRow } from '@/features/content/server/moduleData'
import { EventDays, type EventListDay } from '@/features/content/ui/EventDays'
import { FilterableEventDays } from '@/features/content/ui/FilterableEventDays'
import { TeaserCard } from '@/features/content/ui/TeaserCard'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { docHref } from '@/lib/routing/docHref'
import { getPayloadClient } from '@/lib/payload/client'
import { populatedOne, relationId } from '@/lib/payload/relations'
import { formatDay, formatTime, groupByBerlinDay } from '@/lib/time/format'

import type { BlockProps } from '../RenderBlocks'

/** Only id and name of the kind of event go into the rows (they reach the browser with the filter). */
const typeOf = (type: { id: number; name: string } | null) => (type ? { id: type.id, name: type.name } : null)

function eventDays(events: EventRow[], locale: Locale, timeLabel: (time: string) => string): EventListDay[] {
  return groupByBerlinDay(events, (event) => new Date(event.date_start)).map((group) => ({
    key: group.day,
    label: formatDay(group.first, locale),
    rows: group.items.map((event) => ({
      id: event.id,
      time: timeLabel(formatTime(new Date(event.date_start))),
      dateTime: event.date_start,
      title: event.title,
      preline: event.preline ?? event.artist ?? null,
      venue: populatedOne(event.venue)?.name ?? null,
      type: typeOf(populatedOne(event.exhibition_type)),
      href: docHref('events', event, locale),
    })),
  }))
}

/**
 * SPEC §3 Event list: the programme's events in the module's date range (and tag), grouped by day,
 * with its teasers between the days; with 'filters' on, chips narrow the list by kind of event.
 */
export async function EventListComponent({ block, locale }: BlockProps<'eventList'>) {
  const t = await getTranslations({ locale, namespace: 'modules' })
  const tagId = relationId(block.tag)
  const events = await eventsInRange(await getPayloadClient(), locale, { from: block.date_from, to: block.date_to, tagId })
  const days = eventDays(events, locale, (time) => t('eventTime', { time }))
  const now = new Date()
  const teasers = (block.children ?? []).filter((item) => isOnline(item, now)).map((item, index) => <TeaserCard key={item.id ?? index} item={item} locale={locale} />)
  const moreText = t('eventMore')
  return (
    <div className="module event-list">
      {days.length === 0 ? (
        <p className="event-list__empty">{t('eventsEmpty')}</p>
      ) : block.filters ? (
        <FilterableEventDays days={days} teasers={teasers} moreText={moreText} />
      ) : (
        <EventDays days={days} teasers={teasers} moreText={moreText} />
      )}
      <p>
        <Link href={routePath(locale, 'events')} className="button button--secondary">
          {t('eventsAll')}
        </Link>
      </p>
    </div>
  )
}
