/** The value of one cookie of a request (`Cookie` header), percent-decoded; null when absent. */
export function requestCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get('cookie'), name)
}

/** One cookie's value from a `Cookie` header or `document.cookie`, percent-decoded; null when absent. */
export function cookieFromHeader(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== name) continue
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

/** Payload's session cookie (its cookiePrefix 'payload' plus '-token'), httpOnly. */
export const SESSION_COOKIE = 'payload-token'

/** Next's draft-mode cookie: set by the preview route for an editor (CONVENTIONS §7), httpOnly. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Set by log-out for a few minutes (not httpOnly): the next page the browser shows removes what
 * the device kept of the account (its tickets and their QR codes), whichever way the visitor logged
 * out, and clears the cookie. (`Clear-Site-Data: "storage"` would do it too, but it also unregisters
 * the service worker and empties the offline site's own files; decision 031.)
 */
export const FORGET_DEVICE_COOKIE = 'festival_forget'
