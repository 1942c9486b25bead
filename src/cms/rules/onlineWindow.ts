import { berlinTime } from '@/lib/time/berlin'

export type OnlineWindow = { online_from?: string | null; online_to?: string | null }

/** `YYYY-MM-DD`, optionally with a wall-clock time but no zone (`T19:30`, `T19:30:15`). */
const BERLIN_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/

/**
 * A bound as an instant. A plain date `YYYY-MM-DD` means midnight at the start of that day in
 * Berlin (SPEC §9 time zone, offset from Intl, so daylight saving is right); a date-time without a
 * zone is Berlin wall-clock time too (never the server's zone); a full ISO instant (`Z` or an
 * offset, as Payload stores dates) is read as that instant. Null when the value is not a real date.
 */
export function windowBound(value: string): Date | null {
  const trimmed = value.trim()
  const local = BERLIN_LOCAL.exec(trimmed)
  if (local) {
    const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(local[i] ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    // Reject 2026-02-30 or 25:00 instead of rolling them over.
    const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute)
      return null
    return new Date(berlinTime(year, month, day, hour, minute).getTime() + second * 1000)
  }
  const instant = new Date(trimmed)
  return trimmed === '' || Number.isNaN(instant.getTime()) ? null : instant
}

/**
 * Online from `online_from` (inclusive) until `online_to` (exclusive); a missing or empty bound
 * is open. A bound that is set but unreadable keeps the item offline: showing a module outside
 * its window is the worse mistake.
 */
export function isOnline(window: OnlineWindow, now: Date): boolean {
  const { online_from: fromValue, online_to: toValue } = window
  if (fromValue) {
    const from = windowBound(fromValue)
    if (!from || now < from) return false
  }
  if (toValue) {
    const to = windowBound(toValue)
    if (!to || now >= to) return false
  }
  return true
}

/** Whether the window can ever be open: `online_to` must lie after `online_from` when both are set. */
export function isWindowOrdered(window: OnlineWindow): boolean {
  if (!window.online_from || !window.online_to) return true
  const from = windowBound(window.online_from)
  const to = windowBound(window.online_to)
  return !from || !to || to > from
}
