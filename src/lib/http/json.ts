/** Public answers: the same for everyone, cacheable by a CDN for a minute (DESIGN §8). */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** Answers about the visitor (or shaped by who asks): never stored by any cache. */
export const PRIVATE_NO_STORE = 'private, no-store'

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

/** 429 with Retry-After and the visitor's sentence (launch readiness: every public write is rate-limited). */
export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { error: message },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } },
  )
}
