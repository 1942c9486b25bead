import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { statusFromHtml } from '@/lib/http/statusMarker'

import { contentSecurityPolicy, trustedScriptHashes } from '../domain/csp'

export type PagePolicyOptions = {
  /** Our own constant inline scripts (head scripts of the layout), trusted by their exact text. */
  ownScripts: ReadonlySet<string>
  /** The site is served over https: HSTS and upgrade-insecure-requests. */
  https: boolean
}

type Chunk = string | Uint8Array

/** What a page's bytes give, the same for every visitor who gets those bytes. */
type Served = { length: number; status: number | null; policy: string; br?: Buffer; gzip?: Buffer }

/**
 * Per distinct page body (its SHA-1), what the policy computes from it: the status it asks for,
 * the policy with its script hashes, and its compressed bytes. A static page's body changes only
 * when it is revalidated, so this work is done once per revalidation instead of once per request
 * (issue 26: hashing and compressing a 150 kB page took most of a cached page's time). Bounded by
 * bytes held; a revalidated page's old entry ages out.
 */
const entrySize = (entry: Served) => 512 + entry.policy.length + (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0)
const served = new LRUCache<string, Served>({ maxSize: 64 * 1024 * 1024, sizeCalculation: entrySize })
/**
 * The shared calls' compressed answers, apart from the pages': calls that differ by query (search,
 * autocomplete) must not push a page out, whose policy and compression would then be made again.
 */
const servedCalls = new LRUCache<string, Served>({ maxSize: 16 * 1024 * 1024, sizeCalculation: entrySize })

/** What a page's HTML gives: the status it asks for and its policy with its script hashes. */
function pageEntry(html: string, admin: boolean, options: PagePolicyOptions): Served {
  return {
    length: Buffer.byteLength(html),
    status: statusFromHtml(html),
    policy: contentSecurityPolicy({ scriptHashes: trustedScriptHashes(html, options.ownScripts), https: options.https, admin }),
  }
}

/** Below this a page is sent as it is (compression would not pay). */
const COMPRESS_FROM = 1024

/** The encoding the client takes that we send pages in: brotli, else gzip, else none. */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
  // 'br;q=0' refuses it; any other quality takes it.
  const takes = (name: string) => accepted.some((part) => part === name || (part.startsWith(`${name};`) && !/;\s*q=0(\.0+)?$/.test(part)))
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null
}

function compressed(entry: Served, body: () => Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br')
    return (entry.br ??= brotliCompressSync(body(), {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.length },
    }))
  return (entry.gzip ??= gzipSync(body(), { level: 6 }))
}
type WriteHeadArgs = [
  statusCode: number,
  reason?: string | OutgoingHttpHeaders | Array<string>,
  headers?: OutgoingHttpHeaders | Array<string>,
]

type HeaderValue = string | number | readonly string[]

/** The headers given to writeHead (an object, or Node's flat name/value array), as entries. */
function headerEntries(args: WriteHeadArgs | null): Array<[string, HeaderValue]> {
  if (!args) return []
  const given = typeof args[1] === 'string' ? args[2] : args[1]
  if (!given) return []
  if (Array.isArray(given)) {
    const entries: Array<[string, HeaderValue]> = []
    for (let i = 0; i + 1 < given.length; i += 2) entries.push([String(given[i]), String(given[i + 1])])
    return entries
  }
  const entries: Array<[string, HeaderValue]> = []
  for (const [name, value] of Object.entries(given)) if (value !== undefined) entries.push([name, value])
  return entries
}

/**
 * Gives an HTML response its Content-Security-Policy with the hashes of its trusted inline scripts
 * (domain/csp.ts), and the status a page rendered in place asks for (the 404 screen, decision 011).
 * The body of an HTML response is held until it is complete (pages are served whole from Next's
 * cache), and sent with the policy, compressed (brotli or gzip, as the client takes); what it
 * gives is computed once per distinct body (`served`). A shared call's JSON (Cache-Control
 * public) is held the same way for its compression alone (issue 47: the server's streaming gzip
 * of every answer, through the thread pool, took more of a cached call's time than the call; a
 * 175-byte answer was gzipped too, having no length). Every other response streams through
 * untouched. Applied per response, before Next handles the request.
 */
export function applyPagePolicy(req: IncomingMessage, res: ServerResponse, options: PagePolicyOptions): void {
  // A page is always sent whole: a 304 would carry no body to hash, and the browser would update
  // its stored page with the 304's headers, policy included. (A CDN in front still revalidates.)
  if ((req.headers.accept ?? '').includes('text/html')) {
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
  }
  // HEAD is answered as GET (issue 26): the page is rendered, its status, policy, encoding and
  // length are GET's, and Node leaves the body out (the response was made for a HEAD request).
  // Next answers HEAD with headers only, so a HEAD of the 404 page said 200 and named no hashes.
  if (req.method === 'HEAD') req.method = 'GET'
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let head: WriteHeadArgs | null = null
  let holding: boolean | null = null
  // A shared call's answer, held for its compression only (no policy, status or tag of a page).
  let call = false
  // Held as written: Next writes strings, and a page already served is sent from `served` without
  // its text ever being turned into bytes here (only hashed).
  const chunks: Array<string | Buffer> = []

  if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')

  const restore = () => {
    res.writeHead = original.writeHead
    res.write = original.write
    res.end = original.end
    res.flushHeaders = original.flushHeaders
  }

  /**
   * Decided once, when the headers are known: hold pages (HTML) and shared calls (JSON a cache may
   * keep: Cache-Control public), pass everything else through (a visitor's own answers, files).
   */
  const hold = (): boolean => {
    if (holding !== null) return holding
    const header = (wanted: string) =>
      String(headerEntries(head).find(([name]) => name.toLowerCase() === wanted)?.[1] ?? res.getHeader(wanted) ?? '').toLowerCase()
    const type = header('content-type')
    call = type.startsWith('application/json') && /(^|[\s,])public([\s,]|$)/.test(header('cache-control'))
    holding = type.startsWith('text/html') || call
    if (!holding) {
      restore()
      if (head) Reflect.apply(original.writeHead, res, head)
    }
    return holding
  }

  const held = (chunk: Chunk, encoding?: BufferEncoding): string | Buffer =>
    typeof chunk === 'string'
      ? encoding === undefined || /^utf-?8$/i.test(encoding)
        ? chunk
        : Buffer.from(chunk, encoding)
      : Buffer.from(chunk)

  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    head = args as WriteHeadArgs
    hold()
    return this
  } as ServerResponse['writeHead']

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (!hold()) original.flushHeaders.call(this)
  }

  res.write = function write(this: ServerResponse, chunk: Chunk, encodingOrCallback?: unknown, callback?: unknown) {
    if (!hold()) return Reflect.apply(original.write, this, [chunk, encodingOrCallback, callback]) as boolean
    chunks.push(held(chunk, typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined))
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)())
    return true
  } as ServerResponse['write']

  res.end = function end(this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    const done = [chunk, encodingOrCallback, callback].find((value) => typeof value === 'function') as (() => void) | undefined
    // An answer may end with null (no body): like no chunk at all.
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      if (!hold()) return Reflect.apply(original.end, this, [chunk, encodingOrCallback, callback]) as ServerResponse
      chunks.push(held(chunk as Chunk, typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined))
    } else if (!hold()) {
      return Reflect.apply(original.end, this, [done]) as ServerResponse
    }
    restore()
    let joined: Buffer | null = null
    const body = () => (joined ??= Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk))))
    if (head) {
      const [status, reason] = head
      this.statusCode = status
      if (typeof reason === 'string') this.statusMessage = reason
      for (const [name, value] of headerEntries(head)) this.setHeader(name, value)
    }
    const admin = /^\/admin(\/|\?|$)/.test(req.url ?? '')
    // Strings are hashed as their UTF-8 bytes: the digest of the body as sent.
    const hash = createHash('sha1')
    for (const chunk of chunks) hash.update(chunk)
    const digest = hash.digest('base64')
    const store = call ? servedCalls : served
    const key = `${admin ? 'a' : 'p'}:${digest}`
    let entry = store.get(key)
    if (!entry) {
      const bytes = body()
      entry = call ? { length: bytes.byteLength, status: null, policy: '' } : pageEntry(bytes.toString('utf8'), admin, options)
      // A call too small to compress has nothing worth keeping.
      if (!call || entry.length >= COMPRESS_FROM) store.set(key, entry)
    }
    if (!call) {
      if (entry.status !== null && this.statusCode === 200) this.statusCode = entry.status
      this.setHeader('Content-Security-Policy', entry.policy)
      // The page's tag for a cache in front is the hash just made (next.config.ts: generateEtags off,
      // Next's own tag was a second pass over every page's text in JavaScript); weak, as the same tag
      // names the page in each encoding.
      this.setHeader('ETag', `W/"${digest}"`)
    }
    const encoding = entry.length >= COMPRESS_FROM && !this.getHeader('content-encoding') ? encodingFor(req) : null
    const vary = String(this.getHeader('vary') ?? '')
    if (entry.length >= COMPRESS_FROM && !/accept-encoding/i.test(vary))
      this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    // Compressed here, once per distinct body: the server's compression passes an encoded answer through.
    const fresh = encoding !== null && entry[encoding] === undefined
    const bytes = encoding ? compressed(entry, body, encoding) : body()
    if (encoding) this.setHeader('Content-Encoding', encoding)
    this.setHeader('Content-Length', bytes.byteLength)
    // Keep the entry's size current now that it holds compressed bytes: lru-cache sizes a value
    // when it is stored, and stores the same object again without sizing it anew.
    if (fresh) store.set(key, { ...entry })
    return Reflect.apply(original.end, this, [bytes, done]) as ServerResponse
  } as ServerResponse['end']
}
