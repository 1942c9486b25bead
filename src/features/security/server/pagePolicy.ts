import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { statusFromHtml } from '@/features/shell/domain/statusMarker'

import { contentSecurityPolicy, trustedScriptHashes } from '../domain/csp'

export type PagePolicyOptions = {
  /** Our own constant inline scripts (head scripts of the layout), trusted by their exact text. */
  ownScripts: ReadonlySet<string>
  /** The site is served over https: HSTS and upgrade-insecure-requests. */
  https: boolean
}

type Chunk = string | Uint8Array
type WriteHeadArgs = [statusCode: number, reason?: string | OutgoingHttpHeaders | Array<string>, headers?: OutgoingHttpHeaders | Array<string>]

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
 * (domain/csp.ts), and the status a page rendered in place asks for (the 404 screen, decision 011). The body of an HTML response is held until it is complete (pages are served
 * whole from Next's cache), hashed, and sent with the policy; every other response streams
 * through untouched. Applied per response, before Next handles the request.
 */
export function applyPagePolicy(req: IncomingMessage, res: ServerResponse, options: PagePolicyOptions): void {
  // A page is always sent whole: a 304 would carry no body to hash, and the browser would update
  // its stored page with the 304's headers, policy included. (A CDN in front still revalidates.)
  if ((req.headers.accept ?? '').includes('text/html')) {
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
  }
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let head: WriteHeadArgs | null = null
  let holding: boolean | null = null
  const chunks: Buffer[] = []

  if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')

  const restore = () => {
    res.writeHead = original.writeHead
    res.write = original.write
    res.end = original.end
    res.flushHeaders = original.flushHeaders
  }

  /** Decided once, when the headers are known: hold HTML, pass everything else through. */
  const hold = (): boolean => {
    if (holding !== null) return holding
    const given = headerEntries(head).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
    const type = String(given ?? res.getHeader('content-type') ?? '')
    holding = type.toLowerCase().startsWith('text/html')
    if (!holding) {
      restore()
      if (head) Reflect.apply(original.writeHead, res, head)
    }
    return holding
  }

  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk))

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
    chunks.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined))
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)())
    return true
  } as ServerResponse['write']

  res.end = function end(this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    const done = [chunk, encodingOrCallback, callback].find((value) => typeof value === 'function') as (() => void) | undefined
    // A HEAD answer ends with null (no body): like no chunk at all.
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      if (!hold()) return Reflect.apply(original.end, this, [chunk, encodingOrCallback, callback]) as ServerResponse
      chunks.push(toBuffer(chunk as Chunk, typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined))
    } else if (!hold()) {
      return Reflect.apply(original.end, this, [done]) as ServerResponse
    }
    restore()
    const body = Buffer.concat(chunks)
    if (head) {
      const [status, reason] = head
      this.statusCode = status
      if (typeof reason === 'string') this.statusMessage = reason
      for (const [name, value] of headerEntries(head)) this.setHeader(name, value)
    }
    const html = body.toString('utf8')
    const asked = statusFromHtml(html)
    if (asked !== null && this.statusCode === 200) this.statusCode = asked
    const hashes = trustedScriptHashes(html, options.ownScripts)
    const admin = /^\/admin(\/|\?|$)/.test(req.url ?? '')
    this.setHeader('Content-Security-Policy', contentSecurityPolicy({ scriptHashes: hashes, https: options.https, admin }))
    if (this.getHeader('content-length') !== undefined && req.method !== 'HEAD') this.setHeader('Content-Length', body.byteLength)
    return Reflect.apply(original.end, this, [body, done]) as ServerResponse
  } as ServerResponse['end']
}
