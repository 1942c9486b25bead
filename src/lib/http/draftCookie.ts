import fs from 'node:fs'
import path from 'node:path'

import { env } from '@/lib/env'

let cached: string | null | undefined

/**
 * This build's draft-mode id: Next writes it into the prerender manifest, and its draft-mode cookie
 * holds it. Null when it cannot be known (development, where it is not in the manifest).
 */
function buildPreviewId(): string | null {
  if (cached !== undefined) return cached
  cached = null
  if (env().NODE_ENV !== 'production') return cached
  try {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'prerender-manifest.json')
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { preview?: { previewModeId?: unknown } }
    if (typeof manifest.preview?.previewModeId === 'string') cached = manifest.preview.previewModeId
  } catch {
    // Unknown: the cookie's presence is all there is to go by.
  }
  return cached
}

/** Whether a draft-mode cookie switches draft mode on in this build (`previewId` null: unknown, so any does). */
export function draftCookieMatches(value: string | undefined, previewId: string | null): boolean {
  if (!value) return false
  return previewId === null || value === previewId
}

/**
 * Whether a request's draft-mode cookie belongs to this build. After a deploy the old cookie no
 * longer switches draft mode on; the proxy then sends `?edit` through the preview route again
 * instead of showing the public page without the edit layer.
 */
export function isDraftCookieCurrent(value: string | undefined): boolean {
  return draftCookieMatches(value, buildPreviewId())
}
