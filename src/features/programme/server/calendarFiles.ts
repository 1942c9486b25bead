import 'server-only'

import { siteOrigin } from '@/lib/mail/texts'

/** The host and origin an iCalendar file names (its UIDs and links): the site's public origin. */
export function siteHost(): { host: string; origin: string } {
  const origin = siteOrigin()
  return { host: new URL(origin).hostname, origin }
}

/** An iCalendar file as a download (the wrapper adds the contract's cache policy unless `cache` says otherwise). */
export function calendarResponse(body: string, filename: string, cache?: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...(cache ? { 'Cache-Control': cache } : {}),
    },
  })
}
