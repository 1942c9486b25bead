/** SPEC §9: a section counts as the current one once its anchor is within 600 px of the window's top. */
export const ANCHOR_LIST_OFFSET = 600

/**
 * The anchor the visitor is reading: the last one whose top has come within the offset of the
 * window's top; none before the first section is reached. Tops are in window coordinates, in page order.
 */
export function currentAnchor(anchors: readonly { id: string; top: number }[], offset = ANCHOR_LIST_OFFSET): string | null {
  let current: string | null = null
  for (const anchor of anchors) {
    if (anchor.top <= offset) current = anchor.id
  }
  return current
}

/** The anchor id a link points at on this page ('#bilder' -> 'bilder'); null for other links. */
export function anchorId(href: string): string | null {
  if (!href.startsWith('#') || href.length < 2) return null
  try {
    return decodeURIComponent(href.slice(1))
  } catch {
    return null
  }
}
