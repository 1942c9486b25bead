import { type CallPath, fillPath, isUnsafe, type PathValuesOf, SITE_PATHS } from './paths'
import type { Locale } from '@/i18n/locales'

import { CSRF_HEADER, csrfToken } from '@/lib/browser/csrf'

/**
 * The browser's one caller of our calls (issue 25, decision 024): the URL comes from the contract
 * entry (path parameters and query), the page's language goes along as Accept-Language (the
 * unprefixed calls are "localised" by it, SPEC §7), and an unsafe call carries the session cookie
 * and the CSRF header (DESIGN §5). No feature writes an API path or a CSRF header itself. The site's
 * calls are here; the edit layer makes its own caller over its own table (`callerFor`).
 */

type Query = Record<string, string | number | boolean | null | undefined> | URLSearchParams
type Table = Record<string, CallPath>
type Values<T extends Table, N extends keyof T> = PathValuesOf<T[N]['path']>
type Paths<T extends Table, N extends keyof T> = keyof Values<T, N> extends never ? { path?: Values<T, N> } : { path: Values<T, N> }

export type CallInit<T extends Table, N extends keyof T> = Paths<T, N> & {
  query?: Query
  /** A JSON body, or a FormData upload (the browser sets its multipart type). */
  body?: unknown
  locale?: Locale
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** The answer of a call: its status and its JSON body ({} when there is none; status 0 for a network failure). */
export type Answer<R> = { status: number; body: Partial<R> }

/** A failed read, with its status for the caller to decide (a 400 is our bug, a 5xx may pass). */
export class CallError extends Error {
  constructor(readonly status: number) {
    super(`call failed with ${status}`)
  }
}

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
          ),
        )
  // Commas stay readable (`ids=3,53`): they need no escaping in a query, and the server reads both.
  const text = params.toString().replace(/%2C/gi, ',')
  return text ? `?${text}` : ''
}

function request(
  entry: CallPath,
  init: {
    path?: Record<string, string | number>
    query?: Query
    body?: unknown
    locale?: Locale
    signal?: AbortSignal
    headers?: Record<string, string>
  },
): [string, RequestInit] {
  const upload = typeof FormData !== 'undefined' && init.body instanceof FormData
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(init.locale ? { 'Accept-Language': init.locale } : {}),
    ...init.headers,
  }
  if (isUnsafe(entry.method)) headers[CSRF_HEADER] = csrfToken()
  if (init.body !== undefined && !upload) headers['Content-Type'] = 'application/json'
  const body = init.body === undefined ? undefined : upload ? (init.body as FormData) : JSON.stringify(init.body)
  return [
    `${fillPath(entry.path, init.path ?? {})}${queryString(init.query)}`,
    { method: entry.method, credentials: 'same-origin', headers, body, signal: init.signal },
  ]
}

/** Sends a request and answers its status and JSON body; never throws (a network failure or abort is status 0). */
async function answered<R>([url, init]: [string, RequestInit]): Promise<Answer<R>> {
  try {
    const response = await fetch(url, init)
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Partial<R> }
  } catch {
    return { status: 0, body: {} }
  }
}

/** The caller of one contract table: `call`, `read`, `send` and `callUrl` by the table's names. */
export function callerFor<T extends Table>(table: T) {
  const entry = (name: keyof T): CallPath => table[name] as CallPath
  return {
    /** Calls `name` and answers its status and body; never throws (a network failure is status 0, an abort too). */
    call<N extends keyof T, R = Record<string, unknown>>(name: N, init: CallInit<T, N> = {} as CallInit<T, N>): Promise<Answer<R>> {
      return answered<R>(request(entry(name), init))
    },
    /** Reads `name` for TanStack Query and the like: its JSON, or a CallError with the status (an abort rejects as fetch does). */
    async read<N extends keyof T, R>(name: N, init: CallInit<T, N> = {} as CallInit<T, N>): Promise<R> {
      const response = await fetch(...request(entry(name), init))
      if (!response.ok) {
        // Read the refusal to its end: an unread body keeps the request open in the browser.
        await response.text().catch(() => '')
        throw new CallError(response.status)
      }
      return (await response.json()) as R
    },
    /** Sends `name` without waiting for an answer no one reads (a report). */
    send<N extends keyof T>(name: N, init: CallInit<T, N>): void {
      void fetch(...request(entry(name), init)).catch(() => undefined)
    },
    /** The address of a call, for links, forms and images (`href`, `action`, `src`). */
    callUrl<N extends keyof T>(
      name: N,
      ...[init]: keyof Values<T, N> extends never
        ? [init?: { path?: Values<T, N>; query?: Query }]
        : [init: { path: Values<T, N>; query?: Query }]
    ): string {
      return `${fillPath(entry(name).path, (init?.path ?? {}) as Record<string, string | number>)}${queryString(init?.query)}`
    },
  }
}

/** The site's calls (everything but the edit layer's). */
export const { call, read, send, callUrl } = callerFor(SITE_PATHS)

/**
 * A call of Payload's own REST API under `/cms-api/` (the log-ins, a media document by id): not
 * ours, so not in the contract (its guard is cmsApiGuard), but sent the same way.
 */
export function cmsCall<R = Record<string, unknown>>(method: 'GET' | 'POST', path: `/${string}`, body?: unknown): Promise<Answer<R>> {
  return answered<R>(request({ method, path: `/cms-api${path}` }, { body }))
}
