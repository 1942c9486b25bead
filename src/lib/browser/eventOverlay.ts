'use client'

import { setLocationSearch } from './useLocationSearch'

/** SPEC §2: `overlay=true` is in the address while the event overlay is open. */
export const OVERLAY_PARAM = 'overlay'

let openedHere = false

/** Opens the event overlay on the current page: a history entry of its own, so Back closes it. */
export function openEventOverlay() {
  const params = new URLSearchParams(window.location.search)
  params.set(OVERLAY_PARAM, 'true')
  setLocationSearch(params.toString())
  openedHere = true
}

/** Closes it (SPEC §2: the query loses the flag): back to the entry before it, or the flag removed in place. */
export function closeEventOverlay() {
  if (openedHere) {
    openedHere = false
    window.history.back()
    return
  }
  const params = new URLSearchParams(window.location.search)
  params.delete(OVERLAY_PARAM)
  setLocationSearch(params.toString(), { replace: true })
}
