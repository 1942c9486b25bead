/**
 * Whether an unsafe request comes from a page of this site (DESIGN §5, §10). Browsers send
 * `Origin` with every POST, PUT, PATCH and DELETE; it must name this host (the host the request was
 * addressed to, or the configured public `SERVER_URL`). Without `Origin`, the fetch metadata
 * header `Sec-Fetch-Site` must not say another site sent it. A client that sends neither is not a
 * browser, so it carries no visitor's cookies but its own.
 */
export function isSameOrigin(request: Request, serverUrl?: string): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if (origin === 'null') return false
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      return false
    }
    return allowedHosts(request, serverUrl).includes(host.toLowerCase())
  }
  const site = request.headers.get('sec-fetch-site')
  return site === null || site === 'same-origin' || site === 'none'
}

function allowedHosts(request: Request, serverUrl?: string): string[] {
  const hosts = [request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(), request.headers.get('host')?.trim(), safeHost(request.url)]
  if (serverUrl) hosts.push(safeHost(serverUrl))
  return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase())
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

/** Methods that change something and so need the same-origin and CSRF checks. */
export function isUnsafeMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())
}
