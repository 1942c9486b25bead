import { getOrderPdf } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: an order's e-tickets as PDF. */
export const GET = getOrderPdf
