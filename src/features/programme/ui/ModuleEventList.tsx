'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { groupProgramme } from '../domain/days'
import type { EventStyle } from '../domain/display'
import { entryDay, type EventEntryData } from '../domain/listItems'
import { EventDayList } from './EventDayList'
import { FavouriteButton } from './FavouriteButton'

type Props = { events: EventEntryData[]; teasers: ReactNode[]; locale: Locale; style: EventStyle; filterable: boolean }

/**
 * The event-list content module's days (SPEC §3 Event list): the events grouped by day with the
 * module's own teasers after the days they belong to (`teasers[i]` after day i). With filters on,
 * chips narrow the list to one kind of event (picking it again shows all); while filtered, the
 * teasers are hidden and days left empty drop out (SPEC §4 filtered mode).
 */
export function ModuleEventList({ events, teasers, locale, style, filterable }: Props) {
  const t = useTranslations('modules.eventFilter')
  const [typeId, setTypeId] = useState<number | null>(null)
  const types = [
    ...new Map(
      events.flatMap((event) => (event.exhibition_type ? [[event.exhibition_type.id, event.exhibition_type.name] as const] : [])),
    ).entries(),
  ]
  const shown = typeId === null ? events : events.filter((event) => event.exhibition_type?.id === typeId)
  const days = groupProgramme(shown, [], {
    eventDay: entryDay,
    dayOf: () => ({ year: 0, month: 0, day: 0 }),
    filtered: true,
    complete: true,
  })
  const unfiltered = typeId === null
  return (
    <>
      {filterable ? (
        <div className="event-filter" role="group" aria-label={t('eventsFilter')}>
          <button type="button" className="chip" aria-pressed={unfiltered} onClick={() => setTypeId(null)}>
            {t('eventsFilterAll')}
          </button>
          {types.map(([id, name]) => (
            <button
              key={id}
              type="button"
              className="chip"
              aria-pressed={typeId === id}
              onClick={() => setTypeId(typeId === id ? null : id)}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <EventDayList
        days={days}
        locale={locale}
        style={style}
        level={3}
        afterDay={unfiltered ? (index) => (index < days.length - 1 ? teasers[index] : teasers.slice(index)) : undefined}
        action={(event) => <FavouriteButton id={event.id} title={event.title} />}
      />
    </>
  )
}
