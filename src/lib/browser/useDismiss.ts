import { type RefObject, useEffect, useRef } from 'react'

/**
 * Closes an open disclosure (a submenu, a filter panel) as its users expect (WAI-ARIA APG): Escape
 * closes it and gives the focus back to the element `returnFocus` names (its button), a press
 * outside `root` closes it. Listens only while `open`.
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocus: () => HTMLElement | null | undefined,
): void {
  const latest = useRef({ close, returnFocus })
  useEffect(() => {
    latest.current = { close, returnFocus }
  })
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      latest.current.returnFocus()?.focus()
      latest.current.close()
    }
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) latest.current.close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, root])
}
