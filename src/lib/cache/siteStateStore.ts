/**
 * The per-process memo of the site state (see features/shell/server/siteState.ts), kept apart so the CMS hooks can clear
 * it without importing Payload's client. The proxy and the route handlers are separate bundles in
 * one process: they share the memo through globalThis.
 */
export type SiteStateMemo<T> = { state: T; expires: number; pending?: Promise<T> }

const KEY = Symbol.for('festival-site.siteState')
type Store = typeof globalThis & { [KEY]?: SiteStateMemo<unknown> }

export function readMemo<T>(): SiteStateMemo<T> | undefined {
  return (globalThis as Store)[KEY] as SiteStateMemo<T> | undefined
}

export function writeMemo<T>(memo: SiteStateMemo<T>): void {
  ;(globalThis as Store)[KEY] = memo
}

/** Called by the CMS hooks when settings or redirects change. */
export function forgetSiteState(): void {
  delete (globalThis as Store)[KEY]
}
