import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashSource } from '../domain/csp'
import { applyPagePolicy } from './pagePolicy'

const OWN = '(function(){document.documentElement.dataset.js="1"})()'
const FLIGHT = 'self.__next_f.push([1,"x"])'
const INJECTED = 'alert(1)'

/** A stand-in for Next's handler: answers by path, the way Next writes (setHeader, writeHead with an array, write, end). */
function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.write(`<!DOCTYPE html><html><head><script>${OWN}</script></head><body>`)
    res.write(`<script>${FLIGHT}</script><script>${INJECTED}</script></body></html>`)
    res.end()
  } else if (req.url === '/array-head') {
    res.writeHead(200, ['Content-Type', 'text/html', 'X-Extra', 'kept'])
    res.end(`<html><body><script>${FLIGHT}</script></body></html>`)
  } else if (req.url === '/admin/collections/pages') {
    res.setHeader('Content-Type', 'text/html')
    res.end(`<html><body><script>${FLIGHT}</script></body></html>`)
  } else if (req.url === '/head') {
    // Next answers HEAD with the page's headers and end(null).
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(req.method === 'HEAD' ? null : `<html><body><script>${FLIGHT}</script></body></html>`)
  } else if (req.url === '/large') {
    // A page big enough to compress, whose flight data changes when it is revalidated.
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(`<html><body><p>${'Programm '.repeat(400)}</p><script>self.__next_f.push([1,"v${revision}"])</script></body></html>`)
  } else if (req.url === '/large-bytes') {
    // The same page as /large, written as bytes and a latin1 string instead of UTF-8 strings.
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.write(Buffer.from(`<html><body><p>${'Programm '.repeat(400)}</p>`))
    res.write('<script>self.__next_f.push([1,"', 'latin1')
    res.end(`v${revision}"])</script></body></html>`)
  } else if (req.url === '/missing') {
    res.setHeader('Content-Type', 'text/html')
    res.end('<html><body><main><div hidden="" data-festival-status="404"></div><h1>404 Not Found</h1></main></body></html>')
  } else if (req.url === '/call') {
    // A shared call's answer as Next streams it: no length, written in pieces.
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    res.write(`{"results":[${'{"title":"Programm"},'.repeat(200)}`)
    res.end('{"title":"Ende"}]}')
  } else if (req.url === '/small-call') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=60' })
    res.end('{"results":[]}')
  } else {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end('{"ok":true}')
  }
}

let revision = 1
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    applyPagePolicy(req, res, { ownScripts: new Set([OWN]), https: false })
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The raw answer to a GET with the given Accept-Encoding (fetch would decode it). */
function raw(path: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('applyPagePolicy', () => {
  it('gives a page a policy with the hashes of its trusted inline scripts only, body intact', async () => {
    const response = await fetch(`${base}/page`, { headers: { accept: 'text/html' } })
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(hashSource(OWN))
    expect(policy).toContain(hashSource(FLIGHT))
    expect(policy).not.toContain(hashSource(INJECTED))
    expect(await response.text()).toContain(`<script>${INJECTED}</script></body></html>`)
  })

  it('keeps headers given to writeHead as an array', async () => {
    const response = await fetch(`${base}/array-head`)
    expect(response.headers.get('x-extra')).toBe('kept')
    expect(response.headers.get('content-security-policy')).toContain(hashSource(FLIGHT))
  })

  it('answers a page that rendered its not-found screen with 404', async () => {
    const response = await fetch(`${base}/missing`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('404 Not Found')
  })

  it('lets admin pages, and only them, load the code editor from its CDN', async () => {
    expect((await fetch(`${base}/admin/collections/pages`)).headers.get('content-security-policy')).toContain('https://cdn.jsdelivr.net')
    expect((await fetch(`${base}/page`)).headers.get('content-security-policy')).not.toContain('https://cdn.jsdelivr.net')
  })

  it('lets every other response through untouched', async () => {
    const response = await fetch(`${base}/data`)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(await response.json()).toEqual({ ok: true })
  })

  it('answers HEAD on a page as GET: its status, policy and length, without a body', async () => {
    for (const path of ['/head', '/missing', '/large']) {
      const [get, head] = [await fetch(`${base}${path}`), await fetch(`${base}${path}`, { method: 'HEAD' })]
      expect(head.status, path).toBe(get.status)
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'))
      expect(head.headers.get('content-security-policy'), path).toBe(get.headers.get('content-security-policy'))
      expect(head.headers.get('content-length'), path).toBe(get.headers.get('content-length'))
      expect(await head.text(), path).toBe('')
    }
    expect((await fetch(`${base}/missing`, { method: 'HEAD' })).status).toBe(404)
    expect((await fetch(`${base}/head`, { method: 'HEAD' })).headers.get('content-security-policy')).toContain(hashSource(FLIGHT))
  })

  it('sends a page compressed as the client takes it (brotli, else gzip, else plain), the same bytes each time', async () => {
    const br = await raw('/large', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength)
    const page = brotliDecompressSync(br.body).toString()
    expect(page).toContain('"v1"')
    expect((await raw('/large', 'gzip, deflate, br')).body.equals(br.body)).toBe(true)
    const gzip = await raw('/large', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(page)
    const plain = await raw('/large', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    expect((await raw('/large', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip')
  })

  it('tags a page with the hash of its body (Next does not: its tag was a second pass over every page), the same (weak) for each encoding', async () => {
    const br = await raw('/large', 'br')
    expect(br.headers.etag).toMatch(/^W\/"[A-Za-z0-9+/]{27}="$/)
    expect((await raw('/large', 'identity')).headers.etag).toBe(br.headers.etag)
    expect((await raw('/page', 'br')).headers.etag).not.toBe(br.headers.etag)
    expect((await raw('/other.json', 'br')).headers.etag).toBeUndefined()
    // Bytes and strings in other encodings are the same page when their bytes are.
    const bytes = await raw('/large-bytes', 'identity')
    expect(bytes.headers.etag).toBe(br.headers.etag)
    expect(bytes.body.toString()).toBe(brotliDecompressSync(br.body).toString())
  })

  it('gives a revalidated page the policy and tag of its new body, not the ones it had', async () => {
    const first = await raw('/large', 'br')
    const before = first.headers['content-security-policy']
    revision = 2
    const after = await raw('/large', 'br')
    expect(after.headers.etag).not.toBe(first.headers.etag)
    expect(after.headers['content-security-policy']).not.toBe(before)
    expect(after.headers['content-security-policy']).toContain(hashSource('self.__next_f.push([1,"v2"])'))
    expect(brotliDecompressSync(after.body).toString()).toContain('"v2"')
  })

  it('sends a shared call compressed once per distinct answer, with its length and no page policy', async () => {
    const first = await raw('/call', 'gzip')
    const again = await raw('/call', 'gzip')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers['content-length']).toBe(String(first.body.byteLength))
    expect(first.headers.vary).toMatch(/Accept-Encoding/)
    expect(again.body.equals(first.body)).toBe(true)
    const answer = JSON.parse(gunzipSync(first.body).toString('utf8')) as { results: unknown[] }
    expect(answer.results).toHaveLength(201)
    // A call is no page: no script policy, no page tag.
    expect(first.headers['content-security-policy']).toBeUndefined()
    expect(first.headers.etag).toBeUndefined()
    expect(JSON.parse(brotliDecompressSync((await raw('/call', 'br')).body).toString('utf8'))).toEqual(answer)
  })

  it('sends a small shared call as it is, and a visitor’s own answer through untouched', async () => {
    const small = await raw('/small-call', 'gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString('utf8')).toBe('{"results":[]}')
    expect(small.headers['content-length']).toBe('14')
    const own = await raw('/own', 'gzip')
    expect(own.headers['content-length']).toBeUndefined()
    expect(own.body.toString('utf8')).toBe('{"ok":true}')
  })
})
