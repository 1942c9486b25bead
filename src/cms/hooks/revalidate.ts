import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  RequestContext,
} from 'payload'

import { forgetSiteState } from '@/lib/cache/siteStateStore'
import { cacheTags } from '@/lib/cache/tags'
import { prop } from '@/lib/types/guards'

/**
 * DESIGN §8: public pages are static; a change editors publish shows on the next request of the
 * pages made from it. The changed document's and its collection's tags expire at once: the cached
 * reads that carry them (CONVENTIONS §5) and the static pages rendered from them (`renderedFrom`,
 * decision 016), and no other page. It also clears the proxy's memo of settings and redirects.
 *
 * Outside a Next.js request (seed script, tests) there is no page cache to clear; pass
 * `context: { disableRevalidate: true }` there, and a call that still happens is ignored.
 */
export function revalidatePublicSite(context?: RequestContext, tags: string[] = []): void {
  forgetSiteState()
  if (context?.disableRevalidate || tags.length === 0) return
  try {
    expire(tags)
    // The hook runs before the save commits: a request in between could cache the old data again.
    // Once the response is sent (after the commit) the tags expire once more.
    after(() => expire(tags))
  } catch (error) {
    // Next throws an invariant error when called outside its request context (scripts, tests).
    if (!(error instanceof Error && /static generation store|outside a request scope|Invariant|was called outside/i.test(error.message)))
      throw error
  }
}

function expire(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

/** A draft save changes nothing the public sees; publishing, unpublishing and unversioned saves do. */
export function affectsPublic(doc: unknown, previous: unknown): boolean {
  return prop(doc, '_status') !== 'draft' || prop(previous, '_status') === 'published'
}

/** A saved document's id (Payload hands hooks the document untyped). */
function docId(doc: unknown): number | string {
  const id = prop(doc, 'id')
  if (typeof id !== 'number' && typeof id !== 'string') throw new TypeError('a saved document has an id')
  return id
}

/** The cache tags a change to one document expires: the document's own and its collection's lists. */
export function changedTags(collection: string, id: number | string): string[] {
  return [cacheTags.doc(collection, id), cacheTags.list(collection)]
}

const afterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req }) => {
  if (affectsPublic(doc, previousDoc)) revalidatePublicSite(req.context, changedTags(collection.slug, docId(doc)))
  return doc
}

const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  revalidatePublicSite(req.context, changedTags(collection.slug, docId(doc)))
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = ({ global, doc, req }) => {
  revalidatePublicSite(req.context, [cacheTags.global(global.slug)])
  return doc
}

/** A collection with an `afterChange` and an `afterDelete` hook run after its own (revalidation, the search index). */
export function withAfterHooks(
  collection: CollectionConfig,
  hooks: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook },
): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), hooks.afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), hooks.afterDelete],
    },
  }
}

/** Adds the public-site revalidation to a collection whose documents visitors see. */
export function revalidatesSite(collection: CollectionConfig): CollectionConfig {
  return withAfterHooks(collection, { afterChange, afterDelete })
}

export function revalidatesSiteGlobal(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] } }
}
