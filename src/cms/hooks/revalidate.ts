import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig, RequestContext } from 'payload'

import { forgetSiteState } from '@/features/shell/server/siteStateStore'

/**
 * DESIGN §8: public pages are static; a change editors publish shows on the next request. Any
 * content change re-renders every public page (the menu, footer, alerts and teasers appear on all
 * of them, so finer tags would save little), and clears the proxy's memo of settings and redirects.
 *
 * Outside a Next.js request (seed script, tests) there is no page cache to clear; pass
 * `context: { disableRevalidate: true }` there, and a call that still happens is ignored.
 */
export function revalidatePublicSite(context?: RequestContext): void {
  forgetSiteState()
  if (context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    // Next throws an invariant error when called outside its request context (scripts, tests).
    if (!(error instanceof Error && /static generation store|outside a request scope|Invariant/i.test(error.message))) throw error
  }
}

type Versioned = { _status?: 'draft' | 'published' | null }

/** A draft save changes nothing the public sees; publishing, unpublishing and unversioned saves do. */
export function affectsPublic(doc: Versioned | undefined, previous: Versioned | undefined): boolean {
  return doc?._status !== 'draft' || previous?._status === 'published'
}

const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (affectsPublic(doc as Versioned, previousDoc as Versioned)) revalidatePublicSite(req.context)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidatePublicSite(req.context)
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidatePublicSite(req.context)
  return doc
}

/** Adds the public-site revalidation to a collection whose documents visitors see. */
export function revalidatesSite(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}

export function revalidatesSiteGlobal(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] } }
}
