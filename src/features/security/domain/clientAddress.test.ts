import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, neighbourhoodOf, resolveClientAddress, stampClientAddress, trustedProxies } from './clientAddress'
import { clientKey } from './limits'

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
    expect(resolveClientAddress(request('10.0.0.5', { 'x-forwarded-for': '198.51.100.1, 203.0.113.50, 192.0.2.7' }), trust)).toBe(
      '203.0.113.50',
    )
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

describe('stampClientAddress: what a client says of the host', () => {
  it('drops X-Forwarded-Host and Forwarded from a peer that is not a trusted proxy, and keeps them from one', () => {
    const direct = request('203.0.113.9', { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' })
    stampClientAddress(direct, trustedProxies('10.0.0.5'))
    expect(direct.headers['x-forwarded-host']).toBeUndefined()
    expect(direct.headers.forwarded).toBeUndefined()
    const proxied = request('10.0.0.5', { 'x-forwarded-host': 'festival.example' })
    stampClientAddress(proxied, trustedProxies('10.0.0.5'))
    expect(proxied.headers['x-forwarded-host']).toBe('festival.example')
  })
})

describe('neighbourhoodOf: the one key per client of every limit and cap', () => {
  it('counts an IPv6 client by its /64, whatever it chooses for the rest', () => {
    expect(neighbourhoodOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(neighbourhoodOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(neighbourhoodOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })

  it('gives every spelling of one address one key: case, zero-padded groups, a zone index', () => {
    const key = '2001:db8:0:1::/64'
    for (const spelling of [
      '2001:0DB8:0000:0001:0000:0000:0000:0001',
      '2001:db8:0:1::1',
      '2001:DB8:0:1:0:0:0:ffff',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:0:1::9'),
    ]) {
      expect(neighbourhoodOf(spelling)).toBe(key)
    }
  })

  it('counts an IPv4 client by its address, also mapped into IPv6 or with leading zeros (read as decimal)', () => {
    for (const spelling of [
      '203.0.113.9',
      '::ffff:203.0.113.9',
      '::FFFF:CB00:7109',
      '0:0:0:0:0:ffff:cb00:7109',
      '203.000.113.009',
      ' 203.0.113.9 ',
    ]) {
      expect(neighbourhoodOf(spelling)).toBe('203.0.113.9')
    }
    expect(neighbourhoodOf('010.1.1.1')).toBe('10.1.1.1')
  })

  it('takes the prefix the deployment sets, and 128 as the whole address', () => {
    expect(neighbourhoodOf('2001:db8:1:2:3:4:5:6', 48)).toBe('2001:db8:1::/48')
    expect(neighbourhoodOf('2001:db8:1:2:3:4:5:6', 56)).toBe('2001:db8:1::/56')
    expect(neighbourhoodOf('2001:db8:1:2ff:3:4:5:6', 56)).toBe('2001:db8:1:200::/56')
    expect(neighbourhoodOf('2001:db8:1:2:3:4:5:6', 128)).toBe('2001:db8:1:2:3:4:5:6')
  })

  it('answers one shared key for what is not an address', () => {
    for (const junk of ['', 'unknown', '256.1.1.1', '1.2.3', '0x7f.1', 'example.org', '::ffff:1.2.3.4.5', '1:2:3:4:5:6:7:8:9'])
      expect(neighbourhoodOf(junk)).toBe('unknown')
  })

  it('is what clientKey reads from the production server’s header, never X-Forwarded-For', () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '2001:DB8:1:2::77', 'x-forwarded-for': '198.51.100.1' })
    expect(clientKey(headers, 64)).toBe('2001:db8:1:2::/64')
    expect(clientKey(new Headers({ 'x-forwarded-for': '198.51.100.1' }), 64)).toBe('unknown')
  })
})
