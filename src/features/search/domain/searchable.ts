import type { LinkedCollection } from '@/lib/routing/docHref'
/** The two result categories of the search page (issue 14): the programme's dates, and everything else. */
export const SEARCH_KINDS = ['events', 'others'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export function isSearchKind(value: string): value is SearchKind {
  return SEARCH_KINDS.some((entry) => entry === value)
}

export type SearchRule = { kind: SearchKind; title: string; skip?: readonly string[] }

/**
 * The collections the site search finds, the field that is their title and what is left out of
 * their text (a form's field labels and choices are not what it is about).
 */
export const SEARCHABLE = {
  events: { kind: 'events', title: 'title' },
  productions: { kind: 'others', title: 'title' },
  pages: { kind: 'others', title: 'title' },
  articles: { kind: 'others', title: 'title' },
  people: { kind: 'others', title: 'name' },
  venues: { kind: 'others', title: 'name' },
  series: { kind: 'others', title: 'name' },
  forms: { kind: 'others', title: 'title', skip: ['fields', 'submit_text', 'success_message'] },
} as const satisfies Partial<Record<LinkedCollection, SearchRule>>

export type SearchableCollection = keyof typeof SEARCHABLE

export function isSearchable(name: string): name is SearchableCollection {
  return Object.hasOwn(SEARCHABLE, name)
}
