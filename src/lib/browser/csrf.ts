import { CSRF_COOKIE } from '@/lib/csrfNames'
import { readCookie, writeCookie } from './cookies'

export { CSRF_HEADER } from '@/lib/csrfNames'

/**
 * The visitor's CSRF token, created in the browser when missing. Pages stay cacheable because the
 * server never has to set it; another site can neither read this cookie nor send the header.
 */
export function csrfToken(): string {
  const existing = readCookie(CSRF_COOKIE)
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  writeCookie(CSRF_COOKIE, token, 365 * 24 * 60 * 60)
  return token
}
