import { getUserDetails } from '@/features/shell/server/shell'
import { getRequestUser } from '@/lib/auth/identity'
import { json, PRIVATE_NO_STORE } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /api/user-details/ (localised): who is logged in, for the header's account entry. */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, request.headers)
  return json(await getUserDetails(payload, user, requestLocale(request)), { cache: PRIVATE_NO_STORE })
}
