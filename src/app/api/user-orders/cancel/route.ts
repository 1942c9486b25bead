import { postCancelReservation } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): the logged-in customer cancels an unpaid reservation of their own. */
export const POST = postCancelReservation
