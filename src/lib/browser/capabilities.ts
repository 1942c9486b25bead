import { prop } from '@/lib/types/guards'

/** What the fallback notices of SPEC §2 check, over an injected navigator-like object. */
export type ConnectionLike = { saveData?: boolean; effectiveType?: string }
export type NavigatorLike = { connection?: ConnectionLike }

/**
 * SPEC §9: prefetching is skipped on 2g or with save-data; the low-bandwidth notice shows then too.
 * The Network Information API is not in every browser (nor in TypeScript's DOM types): read as found.
 */
export function isLowBandwidth(navigator: object): boolean {
  const connection = prop(navigator, 'connection')
  const type = prop(connection, 'effectiveType')
  return prop(connection, 'saveData') === true || type === '2g' || type === 'slow-2g'
}

/** How long the page may take to become interactive before the weak-hardware notice offers a reload. */
export const WEAK_HARDWARE_TIMEOUT_MS = 10_000
