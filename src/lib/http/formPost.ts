import { MAX_JSON_BODY_BYTES, readBodyLimited } from './json'

/**
 * Forms that work before hydration and without JavaScript (issue 23): the browser posts the form
 * itself (`application/x-www-form-urlencoded`), and the call answers with a redirect to the page
 * that shows the outcome (post, redirect, get), so a password never lands in an address.
 */
export function isFormPost(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
}

/** A posted form's fields (a repeated name keeps its first value); null when the body is too large. */
export async function readFormPost(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, string> | null> {
  const read = await readBodyLimited(request, maxBytes)
  if (!read.ok) return null
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(read.bytes))) fields[name] ??= value
  return fields
}

/** 303 See Other to a path of this site (relative Location), never stored. */
export function seeOther(path: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ Location: path, 'Cache-Control': 'private, no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}
