import { getOpeningHoursToday } from '@/features/shell/server/shell'
import { json, PUBLIC_CACHE } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /api/opening-hours-today/ (localised): today's weekly entries and exceptions (Berlin
 * calendar day); the client turns them into the 'open from / until / closed' label.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const today = await getOpeningHoursToday(payload, requestLocale(request), new Date())
  return json(today, { cache: PUBLIC_CACHE, headers: { Vary: 'Accept-Language' } })
}
