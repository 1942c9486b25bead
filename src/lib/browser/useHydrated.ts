import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False in the server's HTML and while it hydrates, true once the page runs in the browser: a note
 * such as 'loading …' that only a running page can end is left out of the HTML, so a visitor
 * without JavaScript never reads a promise that never comes true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
