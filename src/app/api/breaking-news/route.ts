import { getBreakingNews } from '@/features/shell/server/shell'
import { json, PUBLIC_CACHE } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /api/breaking-news/ (localised): `{ data }`, the alerts online now, newest first. */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const data = await getBreakingNews(payload, requestLocale(request), new Date())
  return json({ data }, { cache: PUBLIC_CACHE, headers: { Vary: 'Accept-Language' } })
}
