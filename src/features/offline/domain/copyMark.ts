/**
 * How a page learns that the service worker answered it from the device's copy (issue 27): the
 * worker adds a Server-Timing entry with the copy's date, which the page reads from its navigation
 * timing (`PerformanceNavigationTiming.serverTiming`); a page can read no other header of its own.
 */
export const COPY_TIMING = 'festival-copy'

/** The Server-Timing header value that marks a copy made at `date` (an HTTP date or ISO time). */
export function copyTimingHeader(date: string | null): string {
  const time = date ? new Date(date) : null
  const iso = time && !Number.isNaN(time.getTime()) ? time.toISOString() : ''
  return `${COPY_TIMING};desc="${iso}"`
}

/** When the page's copy was made, from its Server-Timing entries; null when it came from the network. */
export function copyServedAt(entries: readonly { name: string; description: string }[]): Date | null {
  const entry = entries.find((candidate) => candidate.name === COPY_TIMING)
  if (!entry) return null
  const time = new Date(entry.description)
  return Number.isNaN(time.getTime()) ? new Date(0) : time
}

/** The message a loaded page sends the worker: keep this language's offline pages and programme. */
export const KEEP_OFFLINE = 'festival-keep-offline'
/** The message the worker sends a page it answered a programme call for from the device. */
export const OFFLINE_ANSWER = 'festival-offline-answer'
