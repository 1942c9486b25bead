import { endpoint } from '@/api/endpoint'
import { getUserDetails } from '@/features/shell/server/shell'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /api/user-details/ (localised): who is logged in, for the header's account entry. */
export const GET = endpoint('userDetails', async ({ payload, user, locale }) => getUserDetails(payload, user, locale))
