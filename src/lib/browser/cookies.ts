/**
 * The site's own non-httpOnly cookies in the browser: the one place that touches `document.cookie`
 * (the server reads and writes cookies with Next's classes, `@/lib/http/cookies`). Hand-written, as
 * the browser has no cookie class of Next's and a library would add to every page's script.
 */

/** The cookies of `cookieString` (`document.cookie`) by name, percent-decoded; the first of a name counts. */
function parsed(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=')
    const name = (index < 0 ? part : part.slice(0, index)).trim()
    if (!name || cookies.has(name)) continue
    const raw = index < 0 ? '' : part.slice(index + 1).trim()
    try {
      cookies.set(name, decodeURIComponent(raw))
    } catch {
      cookies.set(name, raw)
    }
  }
  return cookies
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie
}

export function readCookie(name: string, cookieString: string = browserCookies()): string | null {
  return parsed(cookieString).get(name) ?? null
}

/** The names of the cookies the page's script can see. */
export function cookieNames(): string[] {
  return [...parsed(browserCookies()).keys()]
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number, domain?: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const scope = domain ? `; Domain=${domain}` : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${scope}${secure}`
}
