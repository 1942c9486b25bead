/** The collections behind SPEC §2's detail screens and the field each uses as its title. */
export const DETAIL_SOURCES = {
  events: 'title',
  productions: 'title',
  people: 'name',
  articles: 'title',
  venues: 'name',
  forms: 'title',
  series: 'name',
  'article-categories': 'name',
  'article-tags': 'name',
} as const

export type DetailCollection = keyof typeof DETAIL_SOURCES
