import { csrfToken, CSRF_HEADER } from './csrf'

/** The answer of one of our unsafe calls: its status and its JSON body ({} when there is none). */
export type Posted<T> = { status: number; body: T }

/**
 * POSTs JSON to one of our calls from the browser with the session cookie and the CSRF header
 * (DESIGN §5). A network failure answers status 0, so callers show their message instead of throwing.
 */
export async function postJson<T = Record<string, unknown>>(url: string, body: unknown, init: { locale?: string } = {}): Promise<Posted<Partial<T>>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: csrfToken(), ...(init.locale ? { 'Accept-Language': init.locale } : {}) },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Partial<T> }
  } catch {
    return { status: 0, body: {} }
  }
}
