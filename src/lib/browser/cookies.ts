/**
 * The site's own non-httpOnly cookies in the browser: the one place that touches `document.cookie`
 * (the server reads and writes cookies with Next's classes, `@/lib/http/cookies`). Hand-written, as
 * the browser has no cookie class of Next's and a library would add to every page's script.
 */

/** The name and raw value of each cookie of `cookieString` (`document.cookie`), in order. */
function pairs(cookieString: string): [string, string][] {
  return cookieString.split(';').map((part) => {
    const index = part.indexOf('=')
    return index < 0 ? [part.trim(), ''] : [part.slice(0, index).trim(), part.slice(index + 1).trim()]
  })
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie
}

/** One cookie's value, percent-decoded (as written when it is not); the first of a name counts, as the browser sends the most specific first. */
export function readCookie(name: string, cookieString: string = browserCookies()): string | null {
  const raw = pairs(cookieString).find(([key]) => key === name)?.[1]
  if (raw === undefined) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The names of the cookies the page's script can see. */
export function cookieNames(): string[] {
  return pairs(browserCookies()).flatMap(([name]) => (name ? [name] : []))
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number, domain?: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const scope = domain ? `; Domain=${domain}` : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${scope}${secure}`
}
