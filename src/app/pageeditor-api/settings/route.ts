import { getSiteSettings } from '@/features/shell/server/shell'
import { json, PUBLIC_CACHE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /pageeditor-api/settings: `{ status, data }` with the site and shop switches and the
 * editors' HTML blocks. None of these fields is translated, so the answer is the same in every
 * language. A client treats `is_site_online: false` (or a failed call) as 'Website offline' (SPEC §8).
 */
export async function GET(): Promise<Response> {
  const data = await getSiteSettings(await getPayloadClient())
  return json({ status: 200, data }, { cache: PUBLIC_CACHE })
}
