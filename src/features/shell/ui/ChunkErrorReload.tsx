'use client'

import { useEffect } from 'react'

import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunk } from '../domain/chunkReload'

/** SPEC §4: a chunk that fails to load (usually a new deployment) reloads the page, at most once per 60 s. */
export function ChunkErrorReload() {
  useEffect(() => {
    const handle = (error: unknown) => {
      if (!isChunkLoadError(error)) return
      const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN)
      const now = Date.now()
      if (!shouldReloadForChunk(Number.isNaN(last) ? null : last, now)) return
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
      window.location.reload()
    }
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
