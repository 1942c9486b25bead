/** SPEC §4/§9: after a chunk failed to load (a new deployment), reload once, at most every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'

const CHUNK_MESSAGE =
  /Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && CHUNK_MESSAGE.test(error)
  const { name, message }: { name?: unknown; message?: unknown } = error
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))
}

/** Whether to reload now, given when the last chunk reload happened (null: never). */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
