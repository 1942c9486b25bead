import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'

/**
 * The header through which the production server (scripts/serve.ts) hands every request's client
 * address to the routes. The server sets it on every request, replacing whatever a client sent,
 * so nothing behind it ever reads the client's own X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-festival-client-address'

export type TrustedProxies = (address: string, hop: number) => boolean

/**
 * `TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges (IPv4 or IPv6) of the proxies in
 * front of the app servers (the caching proxy, a load balancer). Empty: no proxy is trusted and
 * the client address is the socket's. A malformed entry throws, so a typo stops the server at
 * start instead of trusting nothing (or everything) silently.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return proxyAddr.compile(entries)
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (what the outermost trusted proxy
 * saw). IPv4 addresses mapped into IPv6 are written as IPv4, so one client has one key.
 */
export function resolveClientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustedProxies): string {
  let address: string
  try {
    address = proxyAddr(request as IncomingMessage, trust)
  } catch {
    address = request.socket.remoteAddress ?? 'unknown'
  }
  return (address || 'unknown').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

/**
 * Sets the client address header on a request as the production server receives it, replacing
 * any value the client sent. Called once per request, before Next.js sees it.
 */
export function stampClientAddress(request: IncomingMessage, trust: TrustedProxies): void {
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request, trust)
}
