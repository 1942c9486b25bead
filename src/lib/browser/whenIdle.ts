/** Runs `task` when the browser is idle (within two seconds), so it never competes with a page's load. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}
