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
