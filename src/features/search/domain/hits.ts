import { type SearchableCollection } from './searchable'

export type SearchHit = {
  id: number
  type: SearchableCollection
  title: string
  summary: string
  url: string
  date: string | null
  venue: string | null
  /** A production's performances are one result: its next dates (up to DATES_SHOWN, each with its page), empty for a single one. */
  dates: { date: string; url: string }[]
  /** How many more dates the group has beyond those shown. */
  moreDates: number
  /** The production's page, which lists every date; null when it has none or the result is a single performance. */
  groupUrl: string | null
}

/** How many dates of a production's group a result names. */
export const DATES_SHOWN = 3

export type SearchPage = { count: number; results: SearchHit[] }
