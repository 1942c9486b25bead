import { CONTRACT, type CallName, callPath, isUnsafe, type PathValues } from '@/api/contract'
import type { Locale } from '@/i18n/locales'

import { CSRF_HEADER, csrfToken } from './csrf'

/**
 * The browser's one caller of our calls (issue 25): the URL comes from the contract entry (path
 * parameters and query), the page's language goes along as Accept-Language (the unprefixed calls
 * are "localised" by it, SPEC §7), and an unsafe call carries the session cookie and the CSRF
 * header (DESIGN §5). No feature writes an API path or a CSRF header itself.
 */

type Query = Record<string, string | number | boolean | null | undefined> | URLSearchParams

type Paths<N extends CallName> = keyof PathValues<N> extends never ? { path?: PathValues<N> } : { path: PathValues<N> }

export type CallInit<N extends CallName> = Paths<N> & {
  query?: Query
  /** A JSON body, or a FormData upload (the browser sets its multipart type). */
  body?: unknown
  locale?: Locale
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** The answer of a call: its status and its JSON body ({} when there is none; status 0 for a network failure). */
export type Answer<T> = { status: number; body: Partial<T> }

/** A failed read, with its status for the caller to decide (a 400 is our bug, a 5xx may pass). */
export class CallError extends Error {
  constructor(readonly status: number) {
    super(`call failed with ${status}`)
  }
}

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The address of a call, for links, forms and images too (`href`, `action`, `src`). */
export function callUrl<N extends CallName>(name: N, ...[init]: keyof PathValues<N> extends never ? [init?: { path?: PathValues<N>; query?: Query }] : [init: { path: PathValues<N>; query?: Query }]): string {
  return `${callPath(name, (init?.path ?? {}) as PathValues<N>)}${queryString(init?.query)}`
}

function request<N extends CallName>(name: N, init: CallInit<N>): [string, RequestInit] {
  const { method } = CONTRACT[name]
  const upload = typeof FormData !== 'undefined' && init.body instanceof FormData
  const headers: Record<string, string> = { Accept: 'application/json', ...(init.locale ? { 'Accept-Language': init.locale } : {}), ...init.headers }
  if (isUnsafe(method)) headers[CSRF_HEADER] = csrfToken()
  if (init.body !== undefined && !upload) headers['Content-Type'] = 'application/json'
  const body = init.body === undefined ? undefined : upload ? (init.body as FormData) : JSON.stringify(init.body)
  const url = `${callPath(name, (init.path ?? {}) as PathValues<N>)}${queryString(init.query)}`
  return [url, { method, credentials: 'same-origin', headers, body, signal: init.signal }]
}

/** Calls `name` and answers its status and body; never throws (a network failure is status 0, an abort too). */
export async function call<N extends CallName, T = Record<string, unknown>>(name: N, init: CallInit<N> = {} as CallInit<N>): Promise<Answer<T>> {
  try {
    const response = await fetch(...request(name, init))
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Partial<T> }
  } catch {
    return { status: 0, body: {} }
  }
}

/** Reads `name` for TanStack Query and the like: its JSON, or a CallError with the status (an abort rejects as fetch does). */
export async function read<N extends CallName, T>(name: N, init: CallInit<N> = {} as CallInit<N>): Promise<T> {
  const response = await fetch(...request(name, init))
  if (!response.ok) {
    // Read the refusal to its end: an unread body keeps the request open in the browser.
    await response.text().catch(() => '')
    throw new CallError(response.status)
  }
  return (await response.json()) as T
}

/** Sends `name` without waiting for or reading an answer that no one needs (a report). */
export function send<N extends CallName>(name: N, init: CallInit<N> & { keepalive?: boolean }): void {
  const [url, options] = request(name, init)
  void fetch(url, { ...options, keepalive: init.keepalive }).catch(() => undefined)
}

/**
 * A call of Payload's own REST API under `/cms-api/` (the editor's log-in, a media document by id):
 * not ours, so not in the contract (its guard is cmsApiGuard), but sent the same way.
 */
export async function cmsCall<T = Record<string, unknown>>(method: 'GET' | 'POST', path: `/${string}`, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: csrfToken() }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const response = await fetch(`/cms-api${path}`, { method, credentials: 'same-origin', headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Partial<T> }
  } catch {
    return { status: 0, body: {} }
  }
}
