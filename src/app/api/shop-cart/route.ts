import { postShopCart } from '@/features/booking/server/cartRoutes'

export const dynamic = 'force-dynamic'

/** SPEC §7: add tickets of one seat group to the cart (a 15-minute reservation). */
export const POST = postShopCart
