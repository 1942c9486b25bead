/** SPEC §2/§9: hash links scroll smoothly under the sticky header. */
export const ANCHOR_WAIT_MS = 1000
export const ANCHOR_RETRY_MS = 250
export const ANCHOR_RETRIES = 100
export const ANCHOR_OFFSET_PX = 130
export const ANCHOR_MIN_DISTANCE_PX = 5

/** The element id a hash names ('#Über%20uns' -> 'Über uns'); null for an empty hash. */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (!raw) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * Where to scroll so the anchor's top sits 130 px below the viewport top; null when it is already
 * within 5 px of that (SPEC §9's minimum), so a jump never jitters.
 */
export function anchorScrollTop(elementTop: number, scrollY: number, offset = ANCHOR_OFFSET_PX): number | null {
  const target = Math.max(0, scrollY + elementTop - offset)
  return Math.abs(target - scrollY) < ANCHOR_MIN_DISTANCE_PX ? null : target
}
