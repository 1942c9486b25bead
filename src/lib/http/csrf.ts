import { timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'
import { requestCookie } from './cookies'
import { isSameOrigin } from './origin'
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrfNames'

export { CSRF_COOKIE, CSRF_HEADER }

/**
 * Whether an unsafe request may proceed (DESIGN §5): it comes from this site (`Origin`, else
 * `Sec-Fetch-Site`) and carries the double-submit token: cookie `csrftoken` and header
 * `X-CSRFToken` both present, non-empty and equal. Another site can make the browser send the
 * cookie but can neither read it nor set the header.
 */
export function checkCsrf(request: Request): boolean {
  if (!isSameOrigin(request, env().SERVER_URL)) return false
  const cookie = requestCookie(request, CSRF_COOKIE)
  const header = request.headers.get(CSRF_HEADER)?.trim()
  if (!cookie || !header) return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}
