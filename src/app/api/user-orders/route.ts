import { getUserOrders } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the logged-in customer's orders and tickets. */
export const GET = getUserOrders
