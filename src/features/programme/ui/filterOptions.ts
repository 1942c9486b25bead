import type { FilterKey } from '../domain/filters'
import type { FilterOption } from '../domain/listItems'

/** The option lists of the programme's filters, by filter key (SPEC §3 events state). */
export type FilterOptionSets = Record<FilterKey, FilterOption[]>

/** SPEC §7: the call that lists each filter's options. */
export const OPTION_CALLS: Record<FilterKey, string> = {
  room: '/api/rooms/',
  type: '/api/exhibition-types/',
  tag: '/api/event-tags/',
  series: '/api/series/',
  genre: '/api/genres/',
}
