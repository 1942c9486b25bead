import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERRORS_PER_PAGE, type ClientErrorKind, DIGEST_PATTERN } from '@/lib/ops/clientErrors'

import { send } from './client'

const sent = new Set<string>()

/** A failure as one line of text: its name and message, whitespace and control characters folded into single spaces. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'unknown failure'
  const line = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  return (line || 'unknown failure').slice(0, CLIENT_ERROR_MESSAGE_MAX)
}

/** Whether a failure is the browser's own cancelling of a request (the visitor typed on, left the page): not a failure at all. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}

/**
 * Sends a failure SPEC §8 reports to the server, which passes it on to error tracking (issue 28):
 * the kind, the message and the page's path, never its query or anything the visitor typed. Each
 * different failure once per page load (client-side navigations keep counting), and a few at most,
 * so a failing call on the sale's morning sends a few reports per visitor, not one per keystroke.
 * A digest of another shape than Next's is left out rather than losing the report.
 */
export function reportError(kind: ClientErrorKind, error: unknown, digest?: string): void {
  if (isAbort(error)) return
  const message = errorText(error)
  const key = `${kind}\u0000${message}`
  if (sent.has(key) || sent.size >= CLIENT_ERRORS_PER_PAGE) return
  sent.add(key)
  send('clientError', {
    body: { kind, message, url: window.location.pathname, ...(digest && DIGEST_PATTERN.test(digest) ? { digest } : {}) },
  })
}
