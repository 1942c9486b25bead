import { z } from 'zod'
import { PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/http/json'
import { type CachePolicy } from './contract'

/** A handler's refusal with its status (and the fields of a JSON answer beside `error`). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

declare const ANSWER: unique symbol

/**
 * A JSON answer that carries its body's type: the browser's caller reads a call's answer type from
 * its route (`./answers.ts`), so a field renamed on the server fails every caller's type check.
 */
export type Replied<T> = Response & { readonly [ANSWER]: T }

declare const REFUSED: unique symbol

/** A refusal (`{ error, ...extra }`): not the call's answer, so the caller's types keep it apart from it. */
export type Refused = Response & { readonly [REFUSED]: true }

/** A JSON answer with a status and cookies; the wrapper adds the cache headers. */
export function reply<const T>(
  body: T,
  init: { status?: number; cookies?: readonly string[]; headers?: Record<string, string> } = {},
): Replied<T> {
  // The brand is a type alone: the body's type is known here and nowhere at run time.
  return json(body, init) as Replied<T>
}

function json(body: unknown, init: { status?: number; cookies?: readonly string[]; headers?: Record<string, string> }): Response {
  const headers = new Headers({ 'Content-Type': 'application/json', ...init.headers })
  for (const cookie of init.cookies ?? []) headers.append('Set-Cookie', cookie)
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers })
}

/** No content (204). */
export function noContent(): Response {
  return new Response(null, { status: 204 })
}

/** Where a posted form's refusals lead, with the outcome in `result` (and the problem's key). */
export function withResult(path: string, result: string, problem?: string): string {
  const query = new URLSearchParams({ result, ...(problem ? { problem } : {}) })
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function cacheHeader(policy: CachePolicy, status: number, user: unknown): string {
  if (status >= 400) return policy === 'public' || policy === 'immutable' ? 'no-store' : PRIVATE_NO_STORE
  switch (policy) {
    case 'public':
      return PUBLIC_CACHE
    case 'shared-unless-user':
      return user ? PRIVATE_NO_STORE : PUBLIC_CACHE
    case 'private':
      return PRIVATE_NO_STORE
    case 'immutable':
      return IMMUTABLE
    case 'none':
      return 'no-store'
  }
}

export function refusal(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Refused {
  // The brand is a type alone, as for `reply`.
  return json({ error: message, ...extra }, { status, headers }) as Refused
}

export const ZOD_ERRORS = { de: z.locales.de().localeError, en: z.locales.en().localeError } as const

/** A failed parse's problems by field (the first per field), in the visitor's language. */
function fieldProblems(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[issue.path.length > 0 ? issue.path.join('.') : 'form'] ??= issue.message
  return fields
}

export function invalid(issues: readonly z.core.$ZodIssue[]): Response {
  const fields = fieldProblems(issues)
  const [field, message] = Object.entries(fields)[0] ?? ['form', 'Bad Request']
  return refusal(400, field === 'form' ? message : `${field}: ${message}`, { fields })
}
