import 'server-only'

import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { getPayload, type SanitizedConfig } from 'payload'

import { env } from '@/lib/env'
import { readBodyLimited } from '@/lib/http/json'
import { isSameOrigin, isUnsafeMethod } from '@/lib/http/origin'
import { isSafeLocalPath } from '@/lib/routing/safePath'

import {
  type CmsApiProblem,
  type CollectionShape,
  contentTypeProblem,
  fileNameProblem,
  MAX_DOCUMENT_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  pathProblem,
  queryProblem,
} from '../domain/cmsApiRequest'
import { clientAddress, type Limit, LIMITS } from '../domain/limits'
import { refuseWhenLimited } from './rateLimit'

type RouteArgs = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, args: RouteArgs) => Promise<Response>

const derive = promisify(pbkdf2)

/** Payload's error shape. */
function problemResponse(problem: CmsApiProblem): Response {
  return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status, headers: { 'Cache-Control': 'no-store' } })
}

const shapesOf = new WeakMap<SanitizedConfig, CollectionShape[]>()

/** What the path checks need of each collection, worked out once per config. */
function shapes(config: SanitizedConfig): CollectionShape[] {
  let known = shapesOf.get(config)
  if (!known) {
    known = config.collections.map((collection) => ({
      slug: collection.slug,
      versions: Boolean(collection.versions),
      firstSegments: (collection.endpoints || []).map((endpoint) => endpoint.path.split('/')[1] ?? ''),
    }))
    shapesOf.set(config, known)
  }
  return known
}

type Body = { bytes: Uint8Array<ArrayBuffer>; form: FormData | null; json: Record<string, unknown> | null }

async function parseBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<Body | CmsApiProblem> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('application/json')) {
    try {
      const json: unknown = JSON.parse(new TextDecoder().decode(bytes))
      return { bytes, form: null, json: json && typeof json === 'object' ? (json as Record<string, unknown>) : null }
    } catch {
      return { status: 400, message: 'Invalid JSON body' }
    }
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    try {
      const form = await new Request('http://body.local/', { method: 'POST', headers: { 'content-type': type }, body: bytes }).formData()
      return { bytes, form, json: null }
    } catch {
      return { status: 400, message: 'Invalid form body' }
    }
  }
  return { bytes, form: null, json: null }
}

/** The e-mail a log-in or password request names (JSON, a form field, or the admin's `_payload` JSON). */
function emailOf(body: Body): string | null {
  const candidates: unknown[] = [body.json?.email, body.form?.get('email')]
  const embedded = body.form?.get('_payload')
  if (typeof embedded === 'string') {
    try {
      candidates.push((JSON.parse(embedded) as Record<string, unknown>).email)
    } catch {
      // not JSON: no e-mail there
    }
  }
  const email = candidates.find((value): value is string => typeof value === 'string' && value.length > 0)
  return email ? email.trim().toLowerCase().slice(0, 320) : null
}

/** Which limits a write to an auth collection counts against (log-in, reset, registration). */
function limitsFor(segments: readonly string[], client: string, email: string | null): Array<readonly [Limit, string]> {
  const action = segments[1]
  const account = (limit: Limit): Array<readonly [Limit, string]> => (email ? [[limit, email]] : [])
  switch (action) {
    case 'login':
      return [[LIMITS.loginPerClient, client], ...account(LIMITS.loginPerAccount)]
    case 'forgot-password':
      return [[LIMITS.forgotPasswordPerClient, client], ...account(LIMITS.forgotPasswordPerAccount)]
    case 'reset-password':
    case 'unlock':
    case 'verify':
      return [[LIMITS.resetPerClient, client]]
    case undefined:
      return [[LIMITS.registerPerClient, client]]
    default:
      return []
  }
}

/**
 * A failed log-in takes about as long whether or not the account exists: an unknown e-mail costs
 * one password derivation (Payload's parameters) like a wrong password does. Payload already
 * answers both with the same 401 and message; with lockouts off there is no 'locked' answer.
 */
async function equaliseFailedLogin(config: SanitizedConfig, collection: string, email: string | null, response: Response): Promise<Response> {
  if (response.status !== 401) return response
  const payload = await getPayload({ config })
  const known = email ? (await payload.count({ collection: collection as 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0 : false
  if (!known) await derive(randomBytes(16).toString('hex'), randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
  return response
}

/**
 * Wraps one of Payload's REST handlers (`/cms-api/...`): same origin for every write (also when
 * Payload's own CSRF list is empty because SERVER_URL is unset), bodies of known types and sizes,
 * ids and paging that can exist, rate limits on log-in, password reset and registration, and
 * failed log-ins that do not tell whether an account exists.
 */
export function guardCmsApi(configPromise: Promise<SanitizedConfig>, handler: RestHandler): RestHandler {
  return async (request, args) => {
    const config = await configPromise
    const url = new URL(request.url)
    if (!isSafeLocalPath(url.pathname)) return problemResponse({ status: 400, message: 'Malformed path' })
    let segments: string[]
    try {
      segments = (await args.params).slug
    } catch {
      return problemResponse({ status: 400, message: 'Malformed path' })
    }
    const early = queryProblem(url.searchParams) ?? pathProblem(segments, shapes(config))
    if (early) return problemResponse(early)
    if (!isUnsafeMethod(request.method)) return handler(request, args)

    if (!isSameOrigin(request, env().SERVER_URL)) return problemResponse({ status: 403, message: 'Cross-site request refused' })
    const collection = config.collections.find((c) => c.slug === segments[0])
    const limit = collection?.upload ? MAX_UPLOAD_BODY_BYTES : MAX_DOCUMENT_BODY_BYTES
    const read = await readBodyLimited(request, limit)
    if (!read.ok) return problemResponse({ status: 413, message: 'Request body too large' })
    const typeProblem = contentTypeProblem(request.headers.get('content-type'), read.bytes.byteLength > 0)
    if (typeProblem) return problemResponse(typeProblem)
    const body = await parseBody(request, read.bytes)
    if ('status' in body) return problemResponse(body)
    for (const value of body.form?.values() ?? []) {
      if (typeof value !== 'string') {
        const problem = fileNameProblem(value.name)
        if (problem) return problemResponse(problem)
      }
    }

    const email = emailOf(body)
    if (collection?.auth && request.method === 'POST') {
      const payload = await getPayload({ config })
      const limited = await refuseWhenLimited(payload, request, limitsFor(segments, clientAddress(request.headers), email))
      if (limited) return limited
    }
    const forwarded = new Request(request.url, { method: request.method, headers: request.headers, body: read.bytes.byteLength > 0 ? body.bytes : null })
    const response = await handler(forwarded, args)
    return collection?.auth && segments[1] === 'login' ? equaliseFailedLogin(config, collection.slug, email, response) : response
  }
}
