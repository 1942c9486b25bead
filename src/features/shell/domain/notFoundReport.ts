/**
 * The not-found boundary hands the address it could not show to the 404 page, which reports it
 * (SPEC §8). The boundary rides in every page's inline payload with code of its own, so it only
 * notes the address in the tab's session storage and goes on; the 404 page, which has the site
 * frame and its caller, sends the report. Without storage (blocked), the report is lost, not the way on.
 */
const KEY = 'festival:not-found-from'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Notes the address the boundary could not show (path and query). */
export function rememberNotFound(address: string, storage: Storage | null = session()): void {
  try {
    storage?.setItem(KEY, address)
  } catch {
    // Storage full or blocked: the 404 page still shows, without the report.
  }
}

/** The address noted for this tab, once: it is removed as it is read. Only a path of this site counts. */
export function takeNotFound(storage: Storage | null = session()): string | null {
  try {
    const address = storage?.getItem(KEY) ?? null
    storage?.removeItem(KEY)
    return address && address.startsWith('/') && !address.startsWith('//') ? address : null
  } catch {
    return null
  }
}
