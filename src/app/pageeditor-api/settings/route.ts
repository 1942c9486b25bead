import { endpoint } from '@/api/endpoint'
import { getSiteSettings } from '@/features/shell/server/shell'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /pageeditor-api/settings: `{ status, data }` with the site and shop switches and the
 * editors' HTML blocks. None of these fields is translated, so the answer is the same in every
 * language. A client treats `is_site_online: false` (or a failed call) as 'Website offline' (SPEC §8).
 */
export const GET = endpoint('siteSettings', async ({ payload }) => ({ status: 200, data: await getSiteSettings(payload) }))
