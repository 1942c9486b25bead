import 'server-only'

import { getPayload, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'

import { getRequestUser } from '@/lib/auth/identity'
import { isStaffUser } from '@/lib/auth/roles'
import { requestCookie } from '@/lib/http/cookies'
import { SESSION_COOKIE } from '@/lib/http/cookieNames'

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
} from '../domain/cmsApiRequest'
import { flattenQuery, queryProblem } from '../domain/cmsQuery'
import { fieldKindsOf } from './cmsFieldKinds'
import { requestClientKey } from './clientKey'
import { accountOf, authAction, dataPayloadReads, throttleAuthCall, type Throttled } from './authThrottle'

type RouteArgs = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, args: RouteArgs) => Promise<Response>

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

type Body = { bytes: Uint8Array<ArrayBuffer>; form: FormData | null }

/** A form body, parsed to check the names of its files (JSON and other bodies are Payload's to parse). */
async function parseForm(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<Body | CmsApiProblem> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    try {
      const form = await new Request('http://body.local/', { method: 'POST', headers: { 'content-type': type }, body: bytes }).formData()
      return { bytes, form }
    } catch {
      return { status: 400, message: 'Invalid form body' }
    }
  }
  return { bytes, form: null }
}

/**
 * The query of a POST that Payload turns into a read (`X-Payload-HTTP-Method-Override: GET`): a
 * form body is read as a query string, a JSON body as the query's object. Null for other writes.
 */
function readOverride(request: Request, bytes: Uint8Array<ArrayBuffer>): Array<[string, string]> | null {
  if (request.method !== 'POST') return null
  if (request.headers.get('x-payload-http-method-override') !== 'GET' && request.headers.get('x-http-method-override') !== 'GET')
    return null
  const type = request.headers.get('content-type')
  const text = new TextDecoder().decode(bytes)
  if (type === 'application/x-www-form-urlencoded') return [...new URLSearchParams(text)]
  if (type === 'application/json') {
    try {
      return flattenQuery(JSON.parse(text) as unknown)
    } catch {
      return [['where', '']]
    }
  }
  return null
}

/**
 * A read: a file of an upload collection that is not on disk answers 404 (Payload's static handler
 * throws a 500 for it); authenticated answers are never stored by a shared cache.
 */
async function serveRead(
  request: Request,
  args: RouteArgs,
  handler: RestHandler,
  collection: SanitizedCollectionConfig | undefined,
  segments: readonly string[],
): Promise<Response> {
  const response = await handler(request, args)
  if (collection?.upload && segments[1] === 'file') {
    if (response.status >= 500) return problemResponse({ status: 404, message: 'Not Found' })
    // A file everyone may read (the festival's images) is the same for a visitor with a session.
    if (await readableByAnyone(collection)) return response
  }
  return privateWhenPersonal(request, response)
}

/** Whether a collection's read rule lets an anonymous visitor read every document. */
async function readableByAnyone(collection: SanitizedCollectionConfig): Promise<boolean> {
  const read = collection.access.read
  if (!read) return false
  try {
    return (await read({ req: { user: null } } as unknown as Parameters<typeof read>[0])) === true
  } catch {
    return false
  }
}

/** Answers to a request with a session (cookie or Authorization), and answers that set one (log-in), are personal: `private, no-store`. */
function privateWhenPersonal(request: Request, response: Response): Response {
  const personal =
    Boolean(request.headers.get('authorization')) ||
    requestCookie(request, SESSION_COOKIE) !== null ||
    response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))
  if (!personal) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
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
    const collection = config.collections.find((c) => c.slug === segments[0])
    const kinds = fieldKindsOf(config, collection, segments[1] === 'versions')
    const early = pathProblem(segments, shapes(config)) ?? queryProblem(url.searchParams, kinds)
    if (early) return problemResponse(early)
    if (!isUnsafeMethod(request.method)) return serveRead(request, args, handler, collection, segments)

    if (!isSameOrigin(request, env().SERVER_URL)) return problemResponse({ status: 403, message: 'Cross-site request refused' })
    const limit = collection?.upload ? MAX_UPLOAD_BODY_BYTES : MAX_DOCUMENT_BODY_BYTES
    const read = await readBodyLimited(request, limit)
    if (!read.ok) return problemResponse({ status: 413, message: 'Request body too large' })
    const typeProblem = contentTypeProblem(request.headers.get('content-type'), read.bytes.byteLength > 0)
    if (typeProblem) return problemResponse(typeProblem)
    const body = await parseForm(request, read.bytes)
    if ('status' in body) return problemResponse(body)
    const override = readOverride(request, read.bytes)
    if (override) {
      const problem = queryProblem(override, kinds)
      if (problem) return problemResponse(problem)
    }
    for (const value of body.form?.values() ?? []) {
      if (typeof value !== 'string') {
        const problem = fileNameProblem(value.name)
        if (problem) return problemResponse(problem)
      }
    }

    let throttled: Throttled | null = null
    if (collection?.auth && request.method === 'POST') {
      const payload = await getPayload({ config })
      const action = authAction(segments[1])
      const data = action === 'other' ? null : await dataPayloadReads(payload, request, read.bytes, collection.slug)
      const staffSignedIn = action === 'create' && isStaffUser(await getRequestUser(payload, request.headers))
      throttled = await throttleAuthCall(payload, request, {
        action,
        client: requestClientKey(request.headers),
        accountKey: accountOf(collection.slug, data),
        collection: collection.slug,
        staffSignedIn,
      })
      if (throttled.refused) return throttled.refused
    }
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: read.bytes.byteLength > 0 ? body.bytes : null,
    })
    const response = privateWhenPersonal(request, await handler(forwarded, args))
    return throttled ? throttled.settle(response) : response
  }
}
