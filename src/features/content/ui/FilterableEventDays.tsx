'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'

import { EventDays, type EventListDay } from './EventDays'

/**
 * The event list with chips for the kinds of event it holds. Picking a chip shows only that kind
 * (picking it again shows all); while filtered, teasers are hidden and days left empty drop out
 * (SPEC §4 filtered mode).
 */
export function FilterableEventDays({ days, teasers, moreText }: { days: EventListDay[]; teasers: ReactNode[]; moreText: string }) {
  const t = useTranslations('modules')
  const [typeId, setTypeId] = useState<number | null>(null)
  const types = [...new Map(days.flatMap((day) => day.rows.flatMap((row) => (row.type ? [[row.type.id, row.type.name] as const] : [])))).entries()]
  const shown = typeId === null ? days : days.map((day) => ({ ...day, rows: day.rows.filter((row) => row.type?.id === typeId) })).filter((day) => day.rows.length > 0)
  return (
    <>
      <div className="event-filter" role="group" aria-label={t('eventsFilter')}>
        <button type="button" className="chip" aria-pressed={typeId === null} onClick={() => setTypeId(null)}>
          {t('eventsFilterAll')}
        </button>
        {types.map(([id, name]) => (
          <button key={id} type="button" className="chip" aria-pressed={typeId === id} onClick={() => setTypeId(typeId === id ? null : id)}>
            {name}
          </button>
        ))}
      </div>
      <EventDays days={shown} teasers={typeId === null ? teasers : []} moreText={moreText} />
    </>
  )
}
