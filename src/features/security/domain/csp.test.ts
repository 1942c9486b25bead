import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, hashSource, inlineScripts, isBundlerBootstrap, isFlightScript, trustedScriptHashes } from './csp'

const own = '(function(){document.documentElement.dataset.js="1"})()'
const page = [
  '<!DOCTYPE html><html><head>',
  `<script>${own}</script>`,
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '</head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script>alert(document.cookie)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  '</body></html>',
].join('')

describe('inlineScripts', () => {
  it('finds inline executable scripts, not external ones or data blocks', () => {
    expect(inlineScripts(page).map((s) => s.content)).toEqual([
      own,
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])',
      'alert(document.cookie)',
      'self.__next_f.push([1,"x"]);alert(1)',
    ])
  })
})

describe('isFlightScript', () => {
  it('recognises Next.js flight data and nothing else', () => {
    expect(isFlightScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true)
    expect(isFlightScript('self.__next_f.push([1,"abc"])')).toBe(true)
    expect(isFlightScript('self.__next_f.push([2,null])')).toBe(true)
    expect(isFlightScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false)
    expect(isFlightScript('self.__next_f.push(alert(1))')).toBe(false)
    expect(isFlightScript('self.__next_f.push(["x"])')).toBe(false)
  })
})

describe('isBundlerBootstrap', () => {
  it('recognises Turbopack’s list of chunks and nothing else', () => {
    expect(
      isBundlerBootstrap(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/35884koi9bpfy.js"],"runtimeModuleIds":[494553]});',
      ),
    ).toBe(true)
    expect(
      isBundlerBootstrap(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});',
      ),
    ).toBe(false)
    expect(
      isBundlerBootstrap(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1],"x":1});alert(1)',
      ),
    ).toBe(false)
  })
})

describe('trustedScriptHashes', () => {
  it('hashes flight data and our own scripts, never an injected one', () => {
    const hashes = trustedScriptHashes(page, new Set([own]))
    expect(hashes).toHaveLength(3)
    expect(hashes).toContain(hashSource(own))
    expect(hashes).not.toContain(hashSource('alert(document.cookie)'))
    expect(hashes).not.toContain(hashSource('self.__next_f.push([1,"x"]);alert(1)'))
  })

  it('computes the hash browsers compute', () => {
    expect(hashSource('a')).toBe(`'sha256-${createHash('sha256').update('a').digest('base64')}'`)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts only from this site, the named hosts and the given hashes', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], https: false })
    const script = policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(script).toContain("'self'")
    expect(script).toContain("'sha256-abc'")
    expect(script).not.toContain('unsafe-inline')
    expect(script).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).toContain('upgrade-insecure-requests')
    expect(policy).not.toContain('cdn.jsdelivr.net')
  })

  it('lets admin pages load the code editor from its CDN, and only them', () => {
    const admin = contentSecurityPolicy({ scriptHashes: [], https: false, admin: true }).split('; ')
    for (const directive of ['script-src', 'style-src', 'font-src'])
      expect(admin.find((d) => d.startsWith(`${directive} `))).toContain('https://cdn.jsdelivr.net')
  })
})
