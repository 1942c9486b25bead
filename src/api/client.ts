import type { z } from 'zod'

import { BROWSER_PATHS, type CallPath, fillPath, isUnsafe, type PathValuesOf } from './paths'
import type { AnswerOf, AnyAnswerOf } from './answers'
import type { INPUTS } from './inputs'
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
/** A contract table: each name's address. */
type Table = Record<string, CallPath>
type Values<T extends Table, N extends keyof T> = N extends unknown ? PathValuesOf<T[N]['path']> : never
type Paths<T extends Table, N extends keyof T> = keyof Values<T, N> extends never ? { path?: Values<T, N> } : { path: Values<T, N> }
type Inputs = typeof INPUTS

/** The body a call takes, as its input schema in the contract reads it (a FormData upload for `multipart`). */
export type BodyOf<N> = N extends keyof Inputs
  ? Inputs[N] extends { readonly body: infer B }
    ? B extends 'multipart'
      ? FormData
      : B extends z.ZodType
        ? z.input<B>
        : never
    : undefined
  : undefined

export type CallInit<T extends Table, N extends keyof T> = Paths<T, N> & {
  query?: Query
  /** A JSON body, or a FormData upload (the browser sets its multipart type). */
  body?: BodyOf<N>
  locale?: Locale
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** The init of a call, optional where the call has no path parameters. */
type InitOf<T extends Table, N extends keyof T> = keyof Values<T, N> extends never ? [init?: CallInit<T, N>] : [init: CallInit<T, N>]

/**
 * The answer of a call: its status and its JSON body ({} when there is none; status 0 for a network
 * failure), every field optional as a refusal may lack it; and for a success (2xx) the same body as
 * `data`, whole as its route makes it.
 */
export type Answer<B, D = unknown> = { status: number; body: B; data: D | null }

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
  const upload = init.body instanceof FormData
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(init.locale ? { 'Accept-Language': init.locale } : {}),
    ...init.headers,
  }
  if (isUnsafe(entry.method)) headers[CSRF_HEADER] = csrfToken()
  if (init.body !== undefined && !upload) headers['Content-Type'] = 'application/json'
  const body = init.body === undefined ? undefined : init.body instanceof FormData ? init.body : JSON.stringify(init.body)
  return [
    `${fillPath(entry.path, init.path ?? {})}${queryString(init.query)}`,
    { method: entry.method, credentials: 'same-origin', headers, body, signal: init.signal },
  ]
}

/**
 * The JSON of an answer as the contract types it. The one place the browser trusts the server: the
 * type is the route's own answer (`./answers.ts`), checked where the server makes it.
 */
async function jsonOf<B>(response: Response): Promise<B> {
  return response.json()
}

/** Sends a request and answers its status and JSON body; never throws (a network failure or abort is status 0). */
async function answered<B, D>([url, init]: [string, RequestInit]): Promise<Answer<Partial<B>, D>> {
  try {
    const response = await fetch(url, init)
    const body = await jsonOf<(Partial<B> & D) | null>(response).catch(() => null)
    return { status: response.status, body: body ?? {}, data: response.ok ? body : null }
  } catch {
    return { status: 0, body: {}, data: null }
  }
}

/** The caller of one contract table: `call`, `read`, `send` and `callUrl` by the table's names. */
export function callerFor<T extends { readonly [K in keyof T]: CallPath }>(table: T) {
  return {
    /** Calls `name` and answers its status and body; never throws (a network failure is status 0, an abort too). */
    call<N extends keyof T>(name: N, ...[init]: InitOf<T, N>): Promise<Answer<AnyAnswerOf<N>, AnswerOf<N>>> {
      return answered<AnyAnswerOf<N>, AnswerOf<N>>(request(table[name], init ?? {}))
    },
    /** Reads `name` for TanStack Query and the like: its JSON, or a CallError with the status (an abort rejects as fetch does). */
    async read<N extends keyof T>(name: N, ...[init]: InitOf<T, N>): Promise<AnswerOf<N>> {
      const response = await fetch(...request(table[name], init ?? {}))
      if (!response.ok) {
        // Read the refusal to its end: an unread body keeps the request open in the browser.
        await response.text().catch(() => '')
        throw new CallError(response.status)
      }
      return jsonOf<AnswerOf<N>>(response)
    },
    /** Sends `name` without waiting for an answer no one reads (a report). */
    send<N extends keyof T>(name: N, init: CallInit<T, N>): void {
      void fetch(...request(table[name], init)).catch(() => undefined)
    },
    /** The address of a call, for links, forms and images (`href`, `action`, `src`). */
    callUrl<N extends keyof T>(
      name: N,
      ...[init]: keyof Values<T, N> extends never
        ? [init?: { path?: Values<T, N>; query?: Query }]
        : [init: { path: Values<T, N>; query?: Query }]
    ): string {
      return `${fillPath(table[name].path, init?.path ?? {})}${queryString(init?.query)}`
    },
  }
}

/** The site's calls the browser makes (everything but the edit layer's). */
export const { call, read, send, callUrl } = callerFor(BROWSER_PATHS)

/**
 * A call of Payload's own REST API under `/cms-api/` (the log-ins, a media document by id): not
 * ours, so not in the contract (its guard is cmsApiGuard), but sent the same way.
 */
export function cmsCall<R = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: `/${string}`,
  body?: unknown,
): Promise<Answer<Partial<R>, R>> {
  return answered<R, R>(request({ method, path: `/cms-api${path}` }, { body }))
}
