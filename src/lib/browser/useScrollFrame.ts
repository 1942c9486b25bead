'use client'

import { useEffect } from 'react'

/**
 * Runs `update` once on mount and then at most once per animation frame while the window scrolls
 * or resizes (passive listeners). `update` should be stable (a state setter or a callback memoised
 * on what it reads); pass `enabled: false` to listen to nothing.
 */
export function useScrollFrame(update: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    let frame = 0
    const run = () => {
      frame = 0
      update()
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(run)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [update, enabled])
}
