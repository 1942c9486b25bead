import { hasControlCharacter } from '@/lib/text/controlCharacters'

/**
 * Pure checks of a request to Payload's REST API (`/cms-api/...`) before Payload sees it, so that
 * bad input answers 4xx instead of reaching the database as a 500 (launch readiness, point 11).
 */

export type CollectionShape = {
  slug: string
  /** Whether the collection keeps versions (only then is `/versions` a route). */
  versions: boolean
  /** The first segment of each endpoint path: 'count', 'login', ':id', ':key', ... */
  firstSegments: readonly string[]
}

export type CmsApiProblem = { status: 400 | 403 | 404 | 413 | 415; message: string }

const ID = /^[1-9]\d{0,15}$/

/**
 * The path after `/cms-api/`: a document id where the collection's routes take one must be a
 * positive whole number (our ids are integers on both adapters), `/versions` exists only for
 * versioned collections. Unknown collections and custom routes are left to Payload.
 */
export function pathProblem(segments: readonly string[], collections: readonly CollectionShape[]): CmsApiProblem | null {
  const [slug, second, third] = segments
  const collection = collections.find((c) => c.slug === slug)
  if (!collection || second === undefined) return null
  const notFound: CmsApiProblem = { status: 404, message: 'Not Found' }
  if (second === 'versions') {
    if (!collection.versions) return notFound
    return third === undefined || ID.test(third) ? null : notFound
  }
  if (collection.firstSegments.includes(second)) return null
  // A parameter other than :id (preferences' :key, uploads' :filename) takes any text.
  if (collection.firstSegments.some((segment) => segment.startsWith(':') && !segment.startsWith(':id'))) return null
  return ID.test(second) ? null : notFound
}

const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']

/** Writes carry JSON or a form; any other declared body type answers 415. */
export function contentTypeProblem(contentType: string | null, hasBody: boolean): CmsApiProblem | null {
  if (!hasBody) return null
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return BODY_TYPES.includes(type) ? null : { status: 415, message: 'Send JSON or a form' }
}

/** A file name of an upload: printable, no path separators (a NUL or a slash answers 400). */
export function fileNameProblem(name: string): CmsApiProblem | null {
  if (hasControlCharacter(name)) return { status: 400, message: 'The file name contains control characters' }
  if (name.includes('/') || name.includes('\\')) return { status: 400, message: 'The file name must not contain a path' }
  return null
}

/** The largest bodies: uploads carry files, everything else is a document as JSON or a form. */
export const MAX_UPLOAD_BODY_BYTES = 25 * 1024 * 1024
export const MAX_DOCUMENT_BODY_BYTES = 2 * 1024 * 1024
