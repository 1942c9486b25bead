import { endpoint, HttpError } from '@/api/endpoint'
import { getPageForApi } from '@/features/pages/server/pageApi'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /{locale}/pageeditor-api/page/{slug}?version_id: the page at that path inside the
 * locale (none is the home page) in SPEC §3's shape. Visitors get published, online pages
 * (cacheable); editors their drafts and, with `version_id`, a saved version (never stored).
 */
export const GET = endpoint('page', async ({ payload, user, locale, params: { slug }, query }) => {
  // The segments as Next decoded them, once ('%C3%BC' is 'ü', '%25' is '%'); never decoded again.
  const decoded = (slug ?? []).filter((segment) => segment !== '')
  const page = await getPageForApi(payload, locale, `/${decoded.join('/')}`, { user, versionId: query.version_id ?? null })
  if (!page) throw new HttpError(404, 'Not Found')
  return page
})
