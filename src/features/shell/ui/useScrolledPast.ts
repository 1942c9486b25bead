'use client'

import { useCallback, useState } from 'react'

import { useScrollFrame } from '@/lib/browser/useScrollFrame'

/** Whether the page is scrolled further than this fraction of the window height (one reading per frame). */
export function useScrolledPast(fraction: number): boolean {
  const [past, setPast] = useState(false)
  useScrollFrame(useCallback(() => setPast(window.scrollY > window.innerHeight * fraction), [fraction]))
  return past
}
