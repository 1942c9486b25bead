'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/** SPEC §2: the query flag `cypress` adds a test class to the page (read on the client, so pages stay static). */
export function TestClass() {
  const pathname = usePathname()
  const hasFlag = useSearchParams().has('cypress')
  useEffect(() => {
    document.documentElement.classList.toggle('is-cypress', hasFlag)
  }, [pathname, hasFlag])
  return null
}
