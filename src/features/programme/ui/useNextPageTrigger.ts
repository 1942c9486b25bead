'use client'

import { type RefObject, useEffect } from 'react'

/**
 * Infinite scroll (SPEC §4, §9): asks for the next page when `trigger` comes within 170 % of the
 * viewport (of `root`, a scrolling box, when given), and only while `enabled` (a next page exists,
 * none is loading, the last did not fail).
 */
export function useNextPageTrigger(
  trigger: RefObject<HTMLElement | null>,
  { enabled, onTrigger, root }: { enabled: boolean; onTrigger: () => void; root?: RefObject<HTMLElement | null> },
) {
  useEffect(() => {
    const element = trigger.current
    if (!element || !enabled) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onTrigger()
      },
      { root: root?.current ?? null, rootMargin: '0px 0px 170% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [trigger, enabled, onTrigger, root])
}
