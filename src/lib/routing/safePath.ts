import { hasControlCharacter } from '@/lib/text/controlCharacters'

/**
 * Redirects stay on our origin (launch readiness): a redirect target is a path of this site, never
 * something a browser could read as another host. Browsers treat `\` like `/` and drop tabs and
 * newlines inside URLs, so `/\evil.example`, `//evil.example` and `/%09/evil.example` all lead away.
 */

/** The percent-decoded form of a path, or null when an escape is malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/**
 * Whether a path (as requested, possibly percent-encoded) is one this site serves and may be a
 * redirect target: it starts with exactly one `/`, and neither it nor its decoded form contains a
 * backslash, a control character or a leading `//`, and every escape is well formed.
 */
export function isSafeLocalPath(path: string): boolean {
  const decoded = decodePath(path)
  if (decoded === null) return false
  for (const form of [path, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || form.includes('\\') || hasControlCharacter(form)) return false
  }
  return true
}

/** The target when it is a safe local path (query and hash allowed after the path), else null. */
export function safeRedirectTarget(target: string): string | null {
  const path = target.split(/[?#]/, 1)[0] ?? ''
  if (!isSafeLocalPath(path)) return null
  return hasControlCharacter(target) || target.includes('\\') ? null : target
}

/** A '%' that starts no percent-escape, written as '%25' (a path decoded once too often becomes decodable again). */
export function escapeLonePercent(path: string): string {
  return path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
}
