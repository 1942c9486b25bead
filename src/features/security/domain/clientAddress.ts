import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'
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
 * any value the client sent. Called once per request, before Next.js sees it. What a client says
 * of the host it asked (`X-Forwarded-Host`, `Forwarded`) is kept only from a trusted proxy: the
 * origin checks compare with it, so another site could otherwise name itself.
 */
export function stampClientAddress(request: IncomingMessage, trust: TrustedProxies): void {
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request, trust)
  const peer = request.socket.remoteAddress ?? ''
  if (!peer || !trust(peer, 0)) {
    delete request.headers['x-forwarded-host']
    delete request.headers.forwarded
  }
}

/** The IPv6 prefix length that counts as one client by default (`IPV6_PREFIX`): one customer's network. */
export const DEFAULT_IPV6_PREFIX = 64

const DOTTED_DECIMAL = /^\d{1,3}(\.\d{1,3}){3}$/

/** An IPv4 address written as four decimal parts, leading zeros read as decimal (never as octal), or null. */
function dottedIPv4(text: string): string | null {
  if (!DOTTED_DECIMAL.test(text)) return null
  const parts = text.split('.').map(Number)
  return parts.every((part) => part <= 255) ? parts.join('.') : null
}

/**
 * The key every per-client limit and cap counts by (the neighbourhood of an address): an IPv4
 * address itself, an IPv6 address by its network prefix (`ipv6Prefix` bits, /64 by default: a
 * household or a phone gets a whole /64 and can change the rest at will). Every spelling of one
 * address gives one key: upper or lower case, zero-padded or compressed groups, an IPv4 address
 * mapped into IPv6, a zone index. What is not an address is 'unknown' (one shared key).
 */
export function neighbourhoodOf(address: string, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  const text = address.trim()
  const v4 = dottedIPv4(text)
  if (v4) return v4
  if (!ipaddr.IPv6.isValid(text)) return 'unknown'
  const parsed = ipaddr.IPv6.parse(text)
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString()
  const prefix = Math.min(128, Math.max(0, Math.trunc(ipv6Prefix)))
  const bytes = parsed.toByteArray()
  for (let bit = prefix; bit < 128; bit++) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) & ~(0x80 >> (bit & 7))
  const network = ipaddr.fromByteArray(bytes).toString()
  return prefix === 128 ? network : `${network}/${prefix}`
}
