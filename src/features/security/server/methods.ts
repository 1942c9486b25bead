import type { IncomingMessage, ServerResponse } from 'node:http'

/** The methods the site answers: pages and calls alike (route handlers answer 405 for the ones they lack). */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const supported = new Set<string>(SUPPORTED_METHODS)

/**
 * Answers 405 with `Allow` to a method the site never serves (TRACE, CONNECT, PROPFIND, ...)
 * before Next.js sees it; true when it answered. Run first by the production server.
 */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (supported.has(req.method ?? '')) return false
  res.writeHead(405, {
    Allow: SUPPORTED_METHODS.join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': '18',
  })
  res.end('Method Not Allowed')
  return true
}
