import { getUserData } from '@/features/account/server/privacyRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): the logged-in customer's personal data. */
export const GET = getUserData
