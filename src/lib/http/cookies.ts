import { RequestCookies, stringifyCookie } from 'next/dist/server/web/spec-extension/cookies'

import { env } from '@/lib/env'

/**
 * The server reads and writes cookies with Next's own cookie classes (the ones behind
 * `request.cookies` in the proxy and `cookies()` in pages), so every route parses and spells a
 * cookie the same way.
 */

/** The value of one cookie of a request (`Cookie` header), percent-decoded; null when absent. */
export function requestCookie(request: Request, name: string): string | null {
  return new RequestCookies(request.headers).get(name)?.value ?? null
}

/**
 * One `Set-Cookie` value of ours: the whole site (`Path=/`), `SameSite=Lax`, `Secure` behind
 * HTTPS, for `maxAge` seconds (0 removes it); httpOnly unless the browser's script must read it.
 */
export function cookieHeader(name: string, value: string, options: { maxAge: number; httpOnly?: boolean }): string {
  return stringifyCookie({
    name,
    value,
    path: '/',
    maxAge: Math.max(0, Math.round(options.maxAge)),
    sameSite: 'lax',
    httpOnly: options.httpOnly ?? false,
    secure: env().secureCookies,
  })
}
