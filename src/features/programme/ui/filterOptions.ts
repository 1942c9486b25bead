import type { FilterKey } from '../domain/filters'
import type { OptionChoice } from '../domain/listItems'

/** The option lists of the programme's filters, by filter key (SPEC §3 events state). */
export type FilterOptionSets = Record<FilterKey, OptionChoice[]>

/** The contract calls that list filter options. */
export type OptionCall = 'rooms' | 'exhibitionTypes' | 'eventTags' | 'series' | 'genres'

/** SPEC §7: the call that lists each filter's options. */
export const OPTION_CALLS: Record<FilterKey, OptionCall> = {
  room: 'rooms',
  type: 'exhibitionTypes',
  tag: 'eventTags',
  series: 'series',
  genre: 'genres',
}
