import { endpoint, HttpError } from '@/api/endpoint'
import { apiContainer, findContainerBySlug } from '@/features/content/server/containers'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /{locale}/pageeditor-api/container/by-slug/{slug}: an editable section in SPEC §3's
 * container shape (columns with classes and children). Visitors get it published and online
 * (cacheable); editors their draft (never stored). A 404 tells the editor to create it (SPEC §4).
 */
export const GET = endpoint('containerBySlug', async ({ payload, user, locale, params: { slug } }) => {
  const container = await findContainerBySlug(payload, locale, slug, { user })
  if (!container) throw new HttpError(404, 'Not Found')
  return apiContainer(container)
})
