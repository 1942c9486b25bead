'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Renders the box office anew every few seconds while a sale opening runs (its counts change by the second), unless the operator is typing. */
export function LiveRefresh({ seconds }: { seconds: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => {
      const typing = document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLSelectElement
      if (!typing && document.visibilityState === 'visible') router.refresh()
    }, seconds * 1000)
    return () => clearInterval(timer)
  }, [router, seconds])
  return null
}
