/** SPEC §4/§9: the navigation progress bar's timing. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_HIDE_MS = 500
/** How far the bar creeps while waiting; the last part is left for the finish. */
const CREEP_LIMIT = 0.9

export type Progress = { startedAt: number | null; finishedAt: number | null }
export type ProgressView = { visible: boolean; value: number }

export const idle: Progress = { startedAt: null, finishedAt: null }

export function start(now: number): Progress {
  return { startedAt: now, finishedAt: null }
}

export function finish(state: Progress, now: number): Progress {
  return state.startedAt === null || state.finishedAt !== null ? state : { ...state, finishedAt: now }
}

/**
 * What the bar shows at `now`: nothing during the first 200 ms (fast navigations never flash it),
 * then creeping towards 90% over 5 s, full on finish and gone 500 ms later. A navigation that
 * finished inside the throttle never shows at all.
 */
export function view(state: Progress, now: number): ProgressView {
  if (state.startedAt === null) return { visible: false, value: 0 }
  const shownAt = state.startedAt + PROGRESS_THROTTLE_MS
  if (state.finishedAt !== null) {
    if (state.finishedAt < shownAt || now >= state.finishedAt + PROGRESS_HIDE_MS) return { visible: false, value: 0 }
    return { visible: true, value: 1 }
  }
  if (now < shownAt) return { visible: false, value: 0 }
  const elapsed = Math.min(now - shownAt, PROGRESS_DURATION_MS)
  return { visible: true, value: (elapsed / PROGRESS_DURATION_MS) * CREEP_LIMIT }
}

/** Whether nothing more will change: the timer may stop. */
export function settled(state: Progress, now: number): boolean {
  return state.startedAt === null || (state.finishedAt !== null && !view(state, now).visible)
}

/** Whether a click on this link is a client navigation the bar should show (same origin, other page, plain click). */
export function isNavigationClick(
  link: { href: string; target: string; download: boolean },
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean },
  current: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if ((link.target && link.target !== '_self') || link.download) return false
  let to: URL
  let from: URL
  try {
    from = new URL(current)
    to = new URL(link.href, from)
  } catch {
    return false
  }
  if (to.origin !== from.origin) return false
  return to.pathname !== from.pathname || to.search !== from.search
}
