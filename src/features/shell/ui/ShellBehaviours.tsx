'use client'

import { Suspense, useEffect } from 'react'

import { ChunkErrorReload } from './ChunkErrorReload'
import { LowBandwidthNotice } from './LowBandwidthNotice'
import { ProgressBar } from './ProgressBar'
import { ScrollManager } from './ScrollManager'
import { TestClass } from './TestClass'
import { HYDRATED_FLAG } from './fallbackScript'

/**
 * What runs once for every public page. Components reading the query sit in Suspense so the
 * pages stay static (useSearchParams would otherwise opt them out).
 */
export function ShellBehaviours() {
  useEffect(() => {
    // Tells the weak-hardware check (fallbackScript) that the page became interactive.
    ;(window as unknown as Record<string, boolean>)[HYDRATED_FLAG] = true
    document.getElementById('notice-weak-hardware')?.setAttribute('hidden', '')
  }, [])
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBar />
        <TestClass />
      </Suspense>
      <ScrollManager />
      <ChunkErrorReload />
      <LowBandwidthNotice />
    </>
  )
}
