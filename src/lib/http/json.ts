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

/** A request's JSON body parsed with a schema; a body that is not JSON or fails the schema answers 400. */
export async function parseJsonBody<S extends z.ZodType>(schema: S, request: Request): Promise<Parsed<z.output<S>>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { ok: false, response: jsonError(400, 'Invalid JSON body') }
  }
  return parseWith(schema, body)
}
