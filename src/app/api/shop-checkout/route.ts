import { postCheckout } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: confirms the visitor's cart as an order (web shop checkout). */
export const POST = postCheckout
