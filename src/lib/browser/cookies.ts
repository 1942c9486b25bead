import { cookieFromHeader } from '@/lib/http/cookies'

/** Reading and writing the site's own non-httpOnly cookies in the browser. */
export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  return cookieFromHeader(cookieString, name)
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}
