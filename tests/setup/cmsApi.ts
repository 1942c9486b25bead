import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'
import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import { SESSION_COOKIE } from '@/lib/http/cookieNames'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export type CallOptions = {
  /** A session token: sent as Payload's cookie, from this site unless `origin` says otherwise. */
  token?: string
  origin?: string | null
  headers?: Record<string, string>
  json?: unknown
  body?: BodyInit
  /** The client's address (X-Forwarded-For), so rate limits of different tests do not mix. */
  client?: string
}

/**
 * Calls Payload's REST API (`/cms-api/...`) through the app's own route handlers, guard included,
 * as a browser on this site would (Origin http://localhost) unless told otherwise.
 */
export async function cmsApi(method: Method, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(`http://localhost/cms-api/${path.replace(/^\//, '')}`)
  const headers = new Headers(options.headers)
  headers.set('host', 'localhost')
  if (options.origin !== null && method !== 'GET') headers.set('origin', options.origin ?? 'http://localhost')
  if (options.token) headers.set('cookie', `${SESSION_COOKIE}=${options.token}`)
  if (options.client) headers.set(CLIENT_ADDRESS_HEADER, options.client)
  let body = options.body
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const request = new Request(url, { method, headers, body })
  const slug = url.pathname
    .replace(/^\/cms-api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
  return rest[method](request, { params: Promise.resolve({ slug }) })
}
