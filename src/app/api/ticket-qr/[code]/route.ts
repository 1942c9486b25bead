import { getTicketQr } from '@/features/booking/server/shopRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: a ticket code's QR code (SVG). */
export const GET = getTicketQr
