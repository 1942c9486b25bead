/**
 * Focuses a control once the page shows it enabled again (after a save the server renders the page
 * anew, and the layer's buttons wait while it does): tries for a few seconds, then gives up.
 */
export function focusSoon(find: () => HTMLElement | null): void {
  let tries = 0
  const attempt = () => {
    const element = find()
    if (element && !(element instanceof HTMLButtonElement && element.disabled)) return element.focus()
    if (++tries < 100) window.setTimeout(attempt, 50)
  }
  attempt()
}
