import Link from 'next/link'
import type { ReactNode } from 'react'

/** An event as the list shows it, prepared on the server (plain data, so a client filter can use it too). */
export type EventListRow = { id: number; time: string; dateTime: string; title: string; preline: string | null; venue: string | null; type: { id: number; name: string } | null; href: string | null }
export type EventListDay = { key: string; label: string; rows: EventListRow[] }

/**
 * Events grouped by day (SPEC §2), with teasers after the days they belong to: `teasers[i]` follows
 * day i, and those beyond the last day follow the list.
 */
export function EventDays({ days, teasers = [], moreText }: { days: EventListDay[]; teasers?: ReactNode[]; moreText: string }) {
  return (
    <ol className="event-days">
      {days.map((day, index) => (
        <li key={day.key} className="event-day">
          <h3 className="event-day__title">{day.label}</h3>
          <ul className="event-rows">
            {day.rows.map((row) => (
              <li key={row.id} className="event-row">
                <time className="event-row__time" dateTime={row.dateTime}>
                  {row.time}
                </time>
                <div className="event-row__main">
                  {row.preline ? <span className="preline">{row.preline}</span> : null}
                  <span className="event-row__title">{row.href ? <Link href={row.href}>{row.title}</Link> : row.title}</span>
                  {row.venue || row.type ? <span className="event-row__meta">{[row.type?.name, row.venue].filter(Boolean).join(' · ')}</span> : null}
                </div>
                {row.href ? (
                  <span className="event-row__more" aria-hidden="true">
                    {moreText}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {teasers[index] ? <ul className="teaser-list event-day__teasers">{teasers[index]}</ul> : null}
        </li>
      ))}
      {teasers.length > days.length ? (
        <li className="event-day">
          <ul className="teaser-list event-day__teasers">{teasers.slice(days.length)}</ul>
        </li>
      ) : null}
    </ol>
  )
}
