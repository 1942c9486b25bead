import { CSRF_HEADER, csrfToken } from '@/lib/browser/csrf'

/**
 * The edit layer's calls (SPEC §6: CSRF header and credentials on every editor call). A network
 * failure answers status 0, so the layer shows its error alert instead of throwing.
 */
export type Answer = {
  status: number
  body: {
    ok?: boolean
    stamp?: string
    backup?: unknown
    module_id?: string | null
    error?: string
    message?: string
    fields?: Record<string, string>
    [key: string]: unknown
  }
}

export async function editorCall(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Answer> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: csrfToken() }
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    })
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Answer['body'] }
  } catch {
    return { status: 0, body: {} }
  }
}

/** `/{locale}/pageeditor-api/{path}` with the document (and the draft's version for writes) in the query. */
export function editorUrl(locale: string, path: string, query: Record<string, string>): string {
  return `/${locale}/pageeditor-api/${path}?${new URLSearchParams(query)}`
}
