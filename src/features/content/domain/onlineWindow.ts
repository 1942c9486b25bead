import { berlinTime } from '@/lib/time/berlin'

export type OnlineWindow = { online_from?: string | null; online_to?: string | null }

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A bound as an instant: a plain date means the start of that day in Berlin. */
function bound(value: string): Date | null {
  const dateOnly = DATE_ONLY.exec(value)
  if (dateOnly) return berlinTime(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]))
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? null : instant
}

/** Online from `online_from` (inclusive) until `online_to` (exclusive); a missing bound is open. */
export function isOnline(window: OnlineWindow, now: Date): boolean {
  const from = window.online_from ? bound(window.online_from) : null
  const to = window.online_to ? bound(window.online_to) : null
  if (from && now < from) return false
  if (to && now >= to) return false
  return true
}
