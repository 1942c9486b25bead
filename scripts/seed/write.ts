import { DEFER_SEARCH_SYNC } from '../../src/features/search/server/indexer'

/**
 * Every seed write: as the system, without revalidation (CONVENTIONS §6), and reading nothing back
 * (depth 0: the answer's relations are not loaded; the seed only needs the new ids). Loading them
 * was half of the seed's time (85 s, now 45 s; issue 26). Each write gets a context of its own
 * (spreading `write` reads the getter): Payload hands it to the hooks, and the S3 storage plugin
 * marks it to skip storage for its follow-up write, which on one shared object silently left every
 * later picture out of the bucket (issue 28).
 */
export const write = {
  depth: 0,
  overrideAccess: true,
  get context(): Record<string, unknown> {
    return { disableRevalidate: true }
  },
}
export type SeedWrite = typeof write

/**
 * The seed's write of a searchable document's German text, only where its English save of the same
 * document follows at once: that save writes the search rows of both languages (DEFER_SEARCH_SYNC);
 * without it the document would be missing from the search.
 */
export const writeBeforeEnglish = {
  ...write,
  get context(): Record<string, unknown> {
    return { ...write.context, [DEFER_SEARCH_SYNC]: true }
  },
}

/** Seed documents by their content key. */
export type Keyed = Map<string, number>

/** The id of a seed document its content names by key; an unknown key is a mistake in the content. */
export function need(map: Keyed, key: string, what: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`Seed content names unknown ${what} '${key}'`)
  return id
}
