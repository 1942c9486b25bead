import { postBuyVouchers } from '@/features/booking/server/voucherRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): buys gift vouchers as an order of their own. */
export const POST = postBuyVouchers
