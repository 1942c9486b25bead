import 'server-only'

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
import { clientAddress } from '../domain/limits'
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
    const body = await parseForm(request, read.bytes)
    if ('status' in body) return problemResponse(body)
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
      const staffSignedIn = action === 'create' && (await payload.auth({ headers: request.headers })).user?.collection === 'users'
      throttled = await throttleAuthCall(payload, request, { action, client: clientAddress(request.headers), accountKey: accountOf(collection.slug, data), collection: collection.slug, staffSignedIn })
      if (throttled.refused) return throttled.refused
    }
    const forwarded = new Request(request.url, { method: request.method, headers: request.headers, body: read.bytes.byteLength > 0 ? body.bytes : null })
    const response = await handler(forwarded, args)
    return throttled ? throttled.settle(response) : response
  }
}
