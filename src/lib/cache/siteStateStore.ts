/**
 * The per-process memo of the site state (see features/settings/server/siteState.ts), kept apart so the CMS hooks can clear
 * it without importing Payload's client. The proxy and the route handlers are separate bundles in
 * one process: they share the memo through globalThis.
 */

import { processSlot } from '@/lib/process/slot'
export type SiteStateMemo<T> = { state: T; expires: number; pending?: Promise<T> }

export function readMemo<T>(): SiteStateMemo<T> | undefined {
  return processSlot<SiteStateMemo<T>>('festival-site.siteState').get()
}

export function writeMemo<T>(memo: SiteStateMemo<T>): void {
  processSlot<SiteStateMemo<T>>('festival-site.siteState').set(memo)
}

/** Called by the CMS hooks when settings or redirects change. */
export function forgetSiteState(): void {
  processSlot('festival-site.siteState').clear()
}
