import { DEFAULT_MINUTES } from '@/lib/calendar/duration'

/** The most favourites one visitor keeps (a festival has a few hundred performances). */
export const MAX_FAVOURITES = 200

type Timed = { id: number; date_start: string; date_end: string | null }

function span(event: Timed): [number, number] {
  const start = new Date(event.date_start).getTime()
  const end = event.date_end ? new Date(event.date_end).getTime() : start + DEFAULT_MINUTES * 60_000
  return [start, Math.max(end, start)]
}

/**
 * The favourites that overlap another favourite in time (the plan marks them): two performances
 * clash when one starts before the other ends; one ending exactly when the next begins does not.
 * Without an end a performance lasts two hours.
 */
export function clashingIds(events: readonly Timed[]): Set<number> {
  const sorted = [...events].map((event) => ({ id: event.id, span: span(event) })).sort((a, b) => a.span[0] - b.span[0])
  const clashing = new Set<number>()
  let open: { id: number; end: number } | null = null
  for (const event of sorted) {
    if (open && event.span[0] < open.end) {
      clashing.add(open.id)
      clashing.add(event.id)
    }
    if (!open || event.span[1] > open.end) open = { id: event.id, end: event.span[1] }
  }
  return clashing
}

/** A list of favourite ids kept clean: whole positive numbers, each once, newest last, at most MAX_FAVOURITES. */
export function normaliseFavourites(ids: readonly unknown[]): number[] {
  const seen = new Set<number>()
  for (const id of ids) if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) seen.add(id)
  return [...seen].slice(-MAX_FAVOURITES)
}

/**
 * The `ids` of a favourites call: comma-separated event ids, at most MAX_FAVOURITES, each once and
 * in order; null when the value is not that (the call answers 400, the worker's copy nothing).
 */
export function parseFavouriteIds(value: string): number[] | null {
  if (value === '') return []
  const parts = value.split(',')
  if (parts.length > MAX_FAVOURITES || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null
  return normaliseFavourites(parts.map(Number)).sort((a, b) => a - b)
}

/** The ids after adding and removing some (removals win). */
export function applyFavouriteChange(
  current: readonly number[],
  { add = [], remove = [] }: { add?: readonly number[]; remove?: readonly number[] },
): number[] {
  const removed = new Set(remove)
  return normaliseFavourites([...current, ...add].filter((id) => !removed.has(id)))
}
