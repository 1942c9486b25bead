import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import type { ProgrammeDay } from '../domain/days'
import { dayLabel } from '../domain/display'
import { formatUrlDate } from '../domain/calendarDays'
import type { EventEntryData, TeaserItem } from '../domain/listItems'
import { EventEntry, type EventStyle } from './EventEntry'
import { ProgrammeTeaser } from './ProgrammeTeaser'

type Props = {
  days: ProgrammeDay<EventEntryData, TeaserItem>[]
  locale: Locale
  style: EventStyle
  /** The level of the days' headings; events take the next one. */
  level?: 2 | 3
  /** Ids of events that came with a later page (they fade in). */
  appearing?: ReadonlySet<number>
  /** What follows the day at this index (an event-list module's own teasers). */
  afterDay?: (index: number) => ReactNode
  /** The favourite button of an event, where the page offers one. */
  action?: (event: EventEntryData) => ReactNode
  /** A warning on an event (the plan's clashes). */
  notice?: (event: EventEntryData) => string | null
}

/** The programme grouped by day (SPEC §2): a heading per Berlin day, its events, then its teasers. */
export function EventDayList({ days, locale, style, level = 2, appearing, afterDay, action, notice }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <ol className="event-days">
      {days.map((day, index) => {
        const extra = afterDay?.(index)
        return (
          <li key={formatUrlDate(day.day)} className="event-day">
            {/* The server named the day with its events; a day of teasers only is named here. */}
            <Heading className="event-day__title">{day.events[0]?.day_label ?? dayLabel(day.day, locale)}</Heading>
            {day.events.length > 0 ? (
              <ul className="event-entries">
                {day.events.map((event) => (
                  <EventEntry
                    key={event.id}
                    event={event}
                    locale={locale}
                    style={style}
                    level={level === 2 ? 3 : 4}
                    appear={appearing?.has(event.id)}
                    action={action?.(event)}
                    notice={notice?.(event)}
                  />
                ))}
              </ul>
            ) : null}
            {day.teasers.length > 0 ? (
              <ul className="programme-teasers">
                {day.teasers.map((teaser) => (
                  <ProgrammeTeaser key={teaser.id} teaser={teaser} />
                ))}
              </ul>
            ) : null}
            {extra ? <ul className="teaser-list event-day__teasers">{extra}</ul> : null}
          </li>
        )
      })}
    </ol>
  )
}
