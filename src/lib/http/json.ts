import type { z } from 'zod'

/** Public answers: the same for everyone, cacheable by a CDN for a minute (DESIGN §8). */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** Answers about the visitor (or shaped by who asks): never stored by any cache. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** A JSON answer with a Cache-Control header (and optional extra headers). */
export function json(data: unknown, init: { status?: number; cache: string; headers?: Record<string, string> }): Response {
  return Response.json(data, { status: init.status ?? 200, headers: { 'Cache-Control': init.cache, ...init.headers } })
}

/** DESIGN §5: an error answers `{ "error": "..." }`; errors are never stored by a cache. */
/** A public answer the caching proxy may keep (PUBLIC_CACHE), with any extra headers (`Vary`). */
export function cacheable(data: unknown, headers?: Record<string, string>): Response {
  return json(data, { cache: PUBLIC_CACHE, headers })
}

export function jsonError(status: number, message: string, cache = 'no-store'): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': cache } })
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** The first problem of a failed parse as 'field: message'. */
function describe(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Bad Request'
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/** Parses a value with a schema; a failure becomes a 400 answer. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value)
  return result.success ? { ok: true, data: result.data } : { ok: false, response: jsonError(400, describe(result.error)) }
}

/**
 * The query string of a URL parsed with a schema of string fields (a repeated key keeps its last
 * value); a failure becomes a 400 answer.
 */
export function parseQuery<S extends z.ZodType>(schema: S, url: string | URL): Parsed<z.output<S>> {
  const params = (typeof url === 'string' ? new URL(url) : url).searchParams
  return parseWith(schema, Object.fromEntries(params))
}

/** The largest JSON body our own calls accept (SPEC §7 bodies are a few hundred bytes). */
export const MAX_JSON_BODY_BYTES = 16 * 1024

export type BodyBytes = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: true }

/**
 * A request body read up to `maxBytes`: a larger `Content-Length` is refused before reading, and a
 * body without one (chunked) is cut off as soon as it grows past the limit.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return { ok: false, tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/**
 * A request's JSON body parsed with a schema: larger than `maxBytes` answers 413, a body that is not
 * JSON or fails the schema 400.
 */
export async function parseJsonBody<S extends z.ZodType>(schema: S, request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Parsed<z.output<S>>> {
  const read = await readBodyLimited(request, maxBytes)
  if (!read.ok) return { ok: false, response: jsonError(413, 'Request body too large') }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes))
  } catch {
    return { ok: false, response: jsonError(400, 'Invalid JSON body') }
  }
  return parseWith(schema, body)
}

/** 429 with Retry-After and the visitor's sentence (launch readiness: every public write is rate-limited). */
export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return Response.json({ error: message }, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } })
}
