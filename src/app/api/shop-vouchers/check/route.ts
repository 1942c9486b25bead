import { postVoucherCheck } from '@/features/booking/server/voucherRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC (issue 46): what a gift voucher code has left and what it pays of the basket. */
export const POST = postVoucherCheck
