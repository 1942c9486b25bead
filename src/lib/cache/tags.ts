/**
 * CONVENTIONS §5: every cached read is tagged with these builders, never with raw strings, and the
 * revalidation hooks (src/cms/hooks/revalidate.ts) expire the tags of what changed.
 */
export const cacheTags = {
  /** One document: its own page and whatever shows it. */
  doc: (collection: string, id: number | string) => `doc:${collection}:${id}`,
  /** Every read that lists or counts documents of a collection (any change may add, drop or move one). */
  list: (collection: string) => `list:${collection}`,
  /** A global (settings, navigation). */
  global: (slug: string) => `global:${slug}`,
} as const

const list = cacheTags.list

/** The collections a detail page or a content page may show besides its own document. */
const PROGRAMME_AND_MAGAZINE = [
  'events',
  'productions',
  'people',
  'venues',
  'rooms',
  'series',
  'articles',
  'article-categories',
  'article-tags',
  'genres',
  'exhibition-types',
  'event-tags',
  'seasons',
  'production-tags',
  'forms',
  'containers',
  'media',
  'seat-groups',
  'prices',
  'timeslots',
] as const

/**
 * What a statically rendered page is made from, by tag (declared with `renderedFrom`): when one of
 * these expires, the page renders anew on its next request; other pages stay cached.
 */
export const pageTags = {
  /** The frame of every page: menu and footer (the page tree, navigation), settings, the alert. */
  frame: [
    cacheTags.global('navigation'),
    cacheTags.global('site-settings'),
    cacheTags.global('design-settings'),
    list('pages'),
    list('breaking-news'),
  ],
  /** A CMS page: its modules may show pages, articles, venues, forms and images; its sections. */
  cmsPage: [list('pages'), list('containers'), list('articles'), list('article-categories'), list('venues'), list('forms'), list('media')],
  /** A detail page: its own document and what its sections show of the programme and magazine. */
  detail: (collection: string, id: number | string | null) => [
    ...(id === null ? [] : [cacheTags.doc(collection, id)]),
    list(collection),
    ...PROGRAMME_AND_MAGAZINE.map(list),
  ],
} as const
