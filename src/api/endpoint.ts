import 'server-only'

import type { Payload, TypedUser } from 'payload'
import { z } from 'zod'

import { type Limit, LIMITS } from '@/features/security/domain/limits'
import { requestClientKey } from '@/features/security/server/clientKey'
import { consumeAll, type LimitResult, refund } from '@/features/security/server/rateLimit'
import account from '@/i18n/messages/account.json'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { apiTranslator } from '@/i18n/translator'
import { getRequestUser } from '@/lib/auth/identity'
import { customerOf, hasRole } from '@/lib/auth/roles'
import { env } from '@/lib/env'
import { checkCsrf } from '@/lib/http/csrf'
import { isFormPost, readFormPost, seeOther } from '@/lib/http/formPost'
import { MAX_JSON_BODY_BYTES, readBodyLimited, tooManyRequests } from '@/lib/http/json'
import { acceptedLocale, requestLocale } from '@/lib/http/locale'
import { isSameOrigin } from '@/lib/http/origin'
import { captureError } from '@/lib/ops/errors'
import { currentRequestId } from '@/lib/ops/logger'
import { getPayloadClient } from '@/cms/client'

import { CONTRACT, type CallName } from './calls'
import { type Audience, type CachePolicy } from './contract'
import { isUnsafe } from './paths'
import { INPUTS, type InputSpec } from './inputs'
import { HttpError, reply, withResult, cacheHeader, refusal, ZOD_ERRORS, invalid, type Refused, type Replied } from './replies'
import { statusOf } from '@/lib/payload/errors'

/**
 * The one request boundary (issue 25): every route handler is `endpoint(name, handler)`, and this
 * wrapper runs, in one fixed order, what the contract entry `name` asks of a request:
 * 1. the language: a path's `{locale}` that is not ours answers 404;
 * 2. origin and CSRF for unsafe methods (403); a plain form posted from this site's own page
 *    instead, where the entry allows forms;
 * 3. the rate limit (429 with `Retry-After`; a posted form goes back with `result=limited`);
 * 4. identity and role (401 without the session the entry needs, 403 with the wrong one);
 * 5. input: path parameters (404 when malformed), query and body (400 with the field errors in the
 *    visitor's language; a posted form goes back with `result=invalid`);
 * 6. the handler, with everything checked in its context;
 * 7. the handler's answer (a Response, or data for JSON) or its error (`HttpError`, Payload's 4xx)
 *    mapped to a status;
 * 8. the cache headers of the entry's policy, where the handler set none.
 * Nothing else in the code checks these things.
 */

type Entry<N extends CallName> = (typeof CONTRACT)[N]
type Spec<N extends CallName> = N extends keyof typeof INPUTS ? (typeof INPUTS)[N] : Record<never, never>
type Out<S, K extends string> = S extends { [P in K]: infer T }
  ? T extends z.ZodType
    ? z.output<T>
    : T extends 'multipart'
      ? null
      : undefined
  : undefined

type Customer = NonNullable<ReturnType<typeof customerOf>>
type UserFor<A extends Audience> = A extends 'customer'
  ? Customer
  : A extends 'editor'
    ? TypedUser
    : A extends 'visitor'
      ? TypedUser | null
      : null

/** What a handler receives: the request and everything the wrapper has checked. */
export type CallContext<N extends CallName> = {
  readonly request: Request
  readonly url: URL
  readonly locale: Locale
  readonly params: Out<Spec<N>, 'params'> extends undefined ? Record<string, string> : Out<Spec<N>, 'params'>
  readonly query: Out<Spec<N>, 'query'>
  readonly body: Out<Spec<N>, 'body'>
  readonly payload: Payload
  readonly user: UserFor<Entry<N>['audience']>
  /** The client's key for per-client limits and caps: its IPv4 address or its IPv6 network (`requestClientKey`). */
  readonly client: string
  /** Posted as a plain form (no JavaScript): the answer is a redirect. */
  readonly form: boolean
}

/** The raw body: JSON (an object or anything else the schema judges), or a posted form's fields. */
async function readBody(
  request: Request,
  form: boolean,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (form) {
    const fields = await readFormPost(request, maxBytes)
    return fields ? { ok: true, value: fields } : { ok: false, response: refusal(413, 'Request body too large') }
  }
  const read = await readBodyLimited(request, maxBytes)
  if (!read.ok) return { ok: false, response: refusal(413, 'Request body too large') }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(read.bytes)) }
  } catch {
    return { ok: false, response: refusal(400, 'Invalid JSON body') }
  }
}

function languageOf(path: string, request: Request, fromPath: string | undefined, acceptOnly: boolean): Locale | null {
  if (path.startsWith('/{locale}/')) return isLocale(fromPath) ? fromPath : null
  if (acceptOnly) return acceptedLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE
  return requestLocale(request)
}

async function identify(
  payload: Payload,
  request: Request,
  audience: Audience,
  locale: Locale,
): Promise<{ ok: true; user: TypedUser | Customer | null } | { ok: false; response: Response }> {
  if (audience === 'public') return { ok: true, user: null }
  const user = await getRequestUser(payload, request.headers)
  if (audience === 'visitor') return { ok: true, user }
  if (audience === 'customer') {
    const customer = customerOf(user)
    return customer ? { ok: true, user: customer } : { ok: false, response: refusal(401, 'Not logged in') }
  }
  if (!user) return { ok: false, response: refusal(401, 'Unauthorized') }
  if (!hasRole(user, 'editor')) return { ok: false, response: refusal(403, apiTranslator(locale)('forbidden')) }
  return { ok: true, user }
}

/** The status of an error a handler threw: ours, or Payload's 4xx (validation, not found, forbidden). */
function mapError(error: unknown, payload: Payload, name: CallName): Response {
  if (error instanceof HttpError) return refusal(error.status, error.message, error.fields)
  const status = statusOf(error)
  if (status !== null && status >= 400 && status < 500) return refusal(status, error instanceof Error ? error.message : 'Bad Request')
  payload.logger.error({ err: error, msg: 'call failed', call: name })
  captureError(error, { kind: 'server', route: name, requestId: currentRequestId() })
  return refusal(500, 'Internal Server Error')
}

function finish(response: Response, policy: CachePolicy, user: unknown, varyLanguage: boolean): Response {
  const headers = new Headers(response.headers)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', cacheHeader(policy, response.status, user))
  if (varyLanguage && response.status < 400 && !headers.get('Cache-Control')?.includes('no-store')) headers.set('Vary', 'Accept-Language')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> }

/** What a handler answers, as the browser reads it: a typed reply's body or the data itself (a plain Response is a refusal). */
type Answered<R> = R extends Refused ? never : R extends Replied<infer T> ? T : R extends Response ? never : R

/** A route handler whose answer's body type is `A` (read by `./answers.ts`). */
export type Route<A> = (request: Request, context?: RouteContext) => Promise<Replied<A>>

/** The route handler of contract entry `name`: the wrapper's checks, then `handler`. */
export function endpoint<N extends CallName, R extends Response | object>(
  name: N,
  handler: (context: CallContext<N>) => Promise<R> | R,
): Route<Answered<R>> {
  const entry: Entry<N> = CONTRACT[name]
  const spec = ((INPUTS as Partial<Record<CallName, InputSpec>>)[name] ?? {}) as InputSpec
  const unsafe = isUnsafe(entry.method)
  const forms = 'forms' in entry ? entry.forms : undefined
  const limit = 'limit' in entry ? LIMITS[entry.limit] : null
  const acceptOnly = 'language' in entry && entry.language === 'accept'
  const varyLanguage =
    !entry.path.startsWith('/{locale}/') &&
    !('language' in entry && entry.language === 'none') &&
    (entry.cache === 'public' || entry.cache === 'shared-unless-user')

  async function route(request: Request, context: RouteContext = {}): Promise<Response> {
    const raw = (await context.params) ?? {}
    // 1. The language.
    const locale = languageOf(entry.path, request, typeof raw.locale === 'string' ? raw.locale : undefined, acceptOnly)
    if (!locale) return finish(refusal(404, 'Not Found'), entry.cache, null, false)
    const url = new URL(request.url)
    // 2. Origin and CSRF.
    const form = unsafe && forms !== undefined && isFormPost(request)
    if (unsafe) {
      if (forms === 'only' && !form) return finish(refusal(403, 'Cross-site request refused'), entry.cache, null, false)
      if (form ? !isSameOrigin(request, env().SERVER_URL) : !checkCsrf(request)) {
        return finish(refusal(403, form ? 'Cross-site request refused' : 'CSRF token missing or invalid'), entry.cache, null, false)
      }
    }
    // A posted form is read now: where its refusals lead may depend on its fields.
    let body: unknown = undefined
    if (form && spec.body !== 'multipart') {
      const read = await readBody(request, true, spec.maxBody ?? MAX_JSON_BODY_BYTES)
      if (!read.ok) return finish(read.response, entry.cache, null, false)
      body = read.value
    }
    const back = form && spec.back ? spec.back(url, body as Record<string, string>) : null
    const payload = await getPayloadClient()
    const client = requestClientKey(request.headers)
    // 3. The rate limit.
    if (limit) {
      const counted = await consumeAll(payload, [[limit, client]])
      if (!counted.ok) {
        if (back) return seeOther(withResult(back, 'limited'))
        return finish(tooManyRequests(account[locale].tooManyRequests, counted.retryAfter), entry.cache, null, false)
      }
    }
    // 4. Identity and role.
    const identity = await identify(payload, request, entry.audience, locale)
    if (!identity.ok) return finish(identity.response, entry.cache, null, false)
    const { user } = identity
    // 5. Input.
    const error = ZOD_ERRORS[locale]
    let params: unknown = raw
    if (spec.params) {
      const parsed = spec.params.safeParse(raw, { error })
      if (!parsed.success) return finish(refusal(404, 'Not Found'), entry.cache, user, false)
      params = parsed.data
    }
    const reject = (issues: readonly z.core.$ZodIssue[]): Response => {
      if (back) return seeOther(withResult(back, 'invalid', spec.problemKey?.(issues)))
      return finish(spec.invalid ? spec.invalid(issues, locale) : invalid(issues), entry.cache, user, false)
    }
    let query: unknown = undefined
    if (spec.query) {
      const parsed = spec.query.safeParse(url.searchParams, { error })
      if (!parsed.success) return reject(parsed.error.issues)
      query = parsed.data
    }
    if (spec.body && spec.body !== 'multipart') {
      if (!form) {
        const read = await readBody(request, false, spec.maxBody ?? MAX_JSON_BODY_BYTES)
        if (!read.ok) return finish(read.response, entry.cache, user, false)
        body = read.value
      }
      const parsed = spec.body.safeParse(body, { error })
      if (!parsed.success) return reject(parsed.error.issues)
      body = parsed.data
    } else if (spec.body === 'multipart') {
      body = null
    }
    // 6.-8. The handler, its answer or error, the cache headers.
    let response: Response
    try {
      const result = await handler({ request, url, locale, params, query, body, payload, user, client, form } as CallContext<N>)
      response = result instanceof Response ? result : reply(result)
    } catch (thrown) {
      response = mapError(thrown, payload, name)
    }
    return finish(response, entry.cache, user, varyLanguage)
  }
  // The answer's body type is the handler's (checked there); the wrapper passes its body through.
  return route as Route<Answered<R>>
}

/**
 * The rate limit of a server action (Next checks an action's origin itself): the same counters as
 * the calls', so a limit named in `LIMITS` is counted in one place. False when the client is past it.
 */
export async function withinLimit(payload: Payload, name: keyof typeof LIMITS, headers: Headers): Promise<boolean> {
  return (await consumeAll(payload, [[LIMITS[name], requestClientKey(headers)]])).ok
}

/**
 * Limits a handler counts itself because their subject is in what was sent (the buyer of an order,
 * decision 031), in the same counters as the wrapper's: `run` is counted against every check, and
 * its points are given back when it answers that it did not do what they count.
 */
export async function withinCountedLimits<T>(
  payload: Payload,
  checks: ReadonlyArray<readonly [Limit, string]>,
  run: () => Promise<{ counted: boolean; value: T }>,
): Promise<{ ok: true; value: T } | (LimitResult & { ok: false })> {
  const counted = await consumeAll(payload, checks)
  if (!counted.ok) return counted
  try {
    const result = await run()
    if (!result.counted) for (const [limit, subject] of checks) await refund(payload, limit, subject)
    return { ok: true, value: result.value }
  } catch (error) {
    for (const [limit, subject] of checks) await refund(payload, limit, subject)
    throw error
  }
}
