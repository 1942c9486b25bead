'use client'

import { useSyncExternalStore } from 'react'

const CHANGE = 'festival:locationchange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

const currentSearch = () => window.location.search.replace(/^\?/, '')

/**
 * Writes the address's query without a round trip: a new history entry, or with `replace` the
 * current one (Next keeps its router in step with the history API).
 */
export function setLocationSearch(search: string, { replace = false }: { replace?: boolean } = {}) {
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`
  if (replace) window.history.replaceState(null, '', url)
  else window.history.pushState(null, '', url)
  window.dispatchEvent(new Event(CHANGE))
}

/**
 * The address's query, read without making the page dynamic: the server (and hydration) see an
 * empty query, the browser then the real one, and every change made by `setLocationSearch` or
 * the back button.
 */
export function useLocationSearch(): [string, typeof setLocationSearch] {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '')
  return [search, setLocationSearch]
}
