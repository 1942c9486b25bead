import { describe, expect, it } from 'vitest'

import { isChunkLoadError, shouldReloadForChunk } from './chunkReload'

describe('chunk-load errors (SPEC §4)', () => {
  it('recognises failed chunk loads only', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
  it('reloads at most once per minute', () => {
    expect(shouldReloadForChunk(null, 1000)).toBe(true)
    expect(shouldReloadForChunk(1000, 30_000)).toBe(false)
    expect(shouldReloadForChunk(1000, 61_000)).toBe(true)
    expect(shouldReloadForChunk(Number.NaN, 5)).toBe(true)
  })
})
