import 'server-only'

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
