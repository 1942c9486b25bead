import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { forgetOpenings, openingFrom } from './openings'
import { queueStore } from './queue'

/**
 * The back office's changes to an opening reach its queue (issue 43): a new rate or a pause moves
 * the admission cursor's base to where it stands now, so nobody admitted loses their turn, and
 * this server forgets its copy of the openings at once (the others within a second).
 */
const retune: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  forgetOpenings()
  // A new opening has no queue yet: it starts with the rate it is made with.
  const rateChanged = operation === 'update' && (doc.admit_per_minute !== previousDoc.admit_per_minute || doc.paused !== previousDoc.paused)
  if (!rateChanged) return doc
  await (await queueStore(req.payload)).retune(openingFrom(doc), Date.now())
  return doc
}

/** The sale openings' collection with its queue following its changes (wired in the composition root). */
export function queueFollows(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), retune] } }
}
