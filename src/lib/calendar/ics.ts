import ical from 'ical-generator'

import { DEFAULT_MINUTES } from './duration'

/** One performance in a calendar file. */
export type CalendarEvent = {
  id: number
  title: string
  start: Date
  end: Date | null
  location: string | null
  url: string | null
  description: string | null
}

/**
 * An iCalendar file (RFC 5545) of performances, for 'add to calendar' (issue 10): times in UTC, so
 * every calendar shows them in its own zone; a stable UID per event and site, so importing the
 * file again updates the entry instead of doubling it.
 */
export function calendarFile(
  name: string,
  events: CalendarEvent[],
  options: { host: string; origin: string; now?: Date; refreshSeconds?: number },
): string {
  // A subscription tells calendar apps how often to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL).
  const calendar = ical({
    name,
    prodId: { company: 'Festival der Künste', product: 'festival-site', language: 'DE' },
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  })
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${options.host}`,
      start: event.start,
      end: event.end ?? new Date(event.start.getTime() + DEFAULT_MINUTES * 60_000),
      stamp: options.now ?? new Date(),
      summary: event.title,
      location: event.location,
      description: event.description,
      // Absolute: a calendar app has no page to resolve a path against.
      url: event.url ? new URL(event.url, options.origin).toString() : null,
    })
  }
  return calendar.toString()
}
