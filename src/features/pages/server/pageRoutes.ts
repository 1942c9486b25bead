import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError } from '@/api/replies'
import { apiContainer, findContainerBySlug } from '@/features/content/server/containers'

import { getPageForApi } from './pageApi'

/** SPEC §7's page and section reads of the page editor's API, public for published content. */

/**
 * SPEC §7 GET /{locale}/pageeditor-api/page/{slug}?version_id: the page at that path inside the
 * locale (none is the home page) in SPEC §3's shape. Visitors get published, online pages
 * (cacheable); editors their drafts and, with `version_id`, a saved version (never stored).
 */
export const getPageRoute = endpoint('page', async ({ payload, user, locale, params: { slug }, query }) => {
  // The segments as Next decoded them, once ('%C3%BC' is 'ü', '%25' is '%'); never decoded again.
  const decoded = (slug ?? []).filter((segment) => segment !== '')
  const page = await getPageForApi(payload, locale, `/${decoded.join('/')}`, { user, versionId: query.version_id ?? null })
  if (!page) throw new HttpError(404, 'Not Found')
  return page
})

/**
 * SPEC §7 GET /{locale}/pageeditor-api/container/by-slug/{slug}: an editable section in SPEC §3's
 * container shape (columns with classes and children). Visitors get it published and online
 * (cacheable); editors their draft (never stored). A 404 tells the editor to create it (SPEC §4).
 */
export const getContainerRoute = endpoint('containerBySlug', async ({ payload, user, locale, params: { slug } }) => {
  const container = await findContainerBySlug(payload, locale, slug, { user })
  if (!container) throw new HttpError(404, 'Not Found')
  return apiContainer(container)
})
