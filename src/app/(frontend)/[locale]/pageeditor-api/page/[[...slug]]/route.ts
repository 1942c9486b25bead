import { z } from 'zod'

import { getPageForApi } from '@/features/pages/server/pageApi'
import { getRequestUser } from '@/lib/auth/identity'
import { isLocale } from '@/i18n/locales'
import { json, jsonError, parseQuery, parseWith, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** A Payload id: a positive integer (SQLite, PostgreSQL), or a 24-hex ObjectId or a UUID on other adapters. */
const VERSION_ID = /^(?:[1-9]\d{0,15}|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

const querySchema = z.object({ version_id: z.string().regex(VERSION_ID, 'must be a version id').optional() })

const slugSchema = z.array(z.string().max(200)).max(20).optional()

/**
 * SPEC §7 GET /{locale}/pageeditor-api/page/{slug}?version_id: the page at that path inside the
 * locale (none is the home page) in SPEC §3's shape. Visitors get published, online pages
 * (cacheable); editors their drafts and, with `version_id`, a saved version (never stored).
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; slug?: string[] }> }): Promise<Response> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const segments = parseWith(slugSchema, slug)
  if (!segments.ok) return segments.response
  const query = parseQuery(querySchema, request.url)
  if (!query.ok) return query.response
  // The segments as Next decoded them, once ('%C3%BC' is 'ü', '%25' is '%'); never decoded again.
  const decoded = (segments.data ?? []).filter((segment) => segment !== '')

  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, request.headers)
  const page = await getPageForApi(payload, locale, `/${decoded.join('/')}`, { user, versionId: query.data.version_id ?? null })
  if (!page) return jsonError(404, 'Not Found', user ? PRIVATE_NO_STORE : 'no-store')
  return json(page, { cache: user ? PRIVATE_NO_STORE : PUBLIC_CACHE })
}
