import { readBodyLimited } from './json'

export type MultipartRead = { ok: true; form: FormData } | { ok: false; problem: 'not-multipart' | 'too-large' | 'malformed' }

/**
 * A multipart body read with a size limit before it is parsed (an upload larger than `maxBytes`
 * is refused while it arrives, never held whole in memory).
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<MultipartRead> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return { ok: false, problem: 'not-multipart' }
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return { ok: false, problem: 'too-large' }
  const body = await readBodyLimited(request, maxBytes)
  if (!body.ok) return { ok: false, problem: 'too-large' }
  try {
    return { ok: true, form: await new Response(body.bytes, { headers: { 'content-type': type } }).formData() }
  } catch {
    return { ok: false, problem: 'malformed' }
  }
}
