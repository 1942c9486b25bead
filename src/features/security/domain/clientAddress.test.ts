import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, resolveClientAddress, stampClientAddress, trustedProxies } from './clientAddress'

function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress: peer } as Socket } as IncomingMessage
}

describe('resolveClientAddress', () => {
  it('takes the socket address and ignores a forged X-Forwarded-For when no proxy is trusted', () => {
    const none = trustedProxies('')
    expect(resolveClientAddress(request('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), none)).toBe('203.0.113.9')
    expect(resolveClientAddress(request('::ffff:203.0.113.9'), none)).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const trust = trustedProxies('10.0.0.5')
    expect(resolveClientAddress(request('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), trust)).toBe('203.0.113.9')
  })

  it('takes the right-most untrusted entry behind trusted proxies, addresses and CIDR ranges', () => {
    const trust = trustedProxies(' 10.0.0.0/8 , 192.0.2.7,2001:db8::/32')
    // A client forges the first entry; the proxy appended the address it saw.
    expect(resolveClientAddress(request('10.0.0.5', { 'x-forwarded-for': '198.51.100.1, 203.0.113.50' }), trust)).toBe('203.0.113.50')
    // Two trusted hops.
    expect(resolveClientAddress(request('10.0.0.5', { 'x-forwarded-for': '198.51.100.1, 203.0.113.50, 192.0.2.7' }), trust)).toBe('203.0.113.50')
    expect(resolveClientAddress(request('2001:db8::1', { 'x-forwarded-for': '203.0.113.77' }), trust)).toBe('203.0.113.77')
    // A trusted proxy that sent no header: the proxy itself is the client.
    expect(resolveClientAddress(request('10.0.0.5'), trust)).toBe('10.0.0.5')
  })

  it('refuses a malformed setting at start', () => {
    expect(() => trustedProxies('10.0.0.0/99')).toThrow()
    expect(() => trustedProxies('proxy.example')).toThrow()
  })
})

describe('stampClientAddress', () => {
  it('replaces a header the client sent itself', () => {
    const incoming = request('203.0.113.9', { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' })
    stampClientAddress(incoming, trustedProxies(''))
    expect(incoming.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9')
  })
})
