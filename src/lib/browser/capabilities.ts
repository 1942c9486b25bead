/** What the fallback notices of SPEC §2 check, over an injected navigator-like object. */
export type ConnectionLike = { saveData?: boolean; effectiveType?: string }
export type NavigatorLike = { connection?: ConnectionLike }

/** SPEC §9: prefetching is skipped on 2g or with save-data; the low-bandwidth notice shows then too. */
export function isLowBandwidth(navigator: NavigatorLike): boolean {
  const connection = navigator.connection
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}

declare global {
  /** The Network Information API (Chromium's): not in every browser, nor in TypeScript's DOM types. */
  interface Navigator {
    readonly connection?: ConnectionLike
  }
  interface WorkerNavigator {
    readonly connection?: ConnectionLike
  }
}

/** How long the page may take to become interactive before the weak-hardware notice offers a reload. */
export const WEAK_HARDWARE_TIMEOUT_MS = 10_000
