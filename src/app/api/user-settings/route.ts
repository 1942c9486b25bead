import { getSettings, postSettings } from '@/features/account/server/accountRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the logged-in customer's settings. */
export const GET = getSettings
export const POST = postSettings
